// The withdraw record (/m/withdrawReport): the member's withdrawals in a date range, filtered by status.
import { useInfiniteQuery } from '@tanstack/react-query';
import { MONEY_PATHS, type WithdrawRecord } from 'shared';
import { fetchRecordPage, type RecordEndpoint, recordQueryOptions } from '../lib/record-query-options';
import type { RecordFilter, RecordPageData } from '../lib/records';

const ENDPOINT: RecordEndpoint = {
  kind: 'withdraw',
  path: MONEY_PATHS.withdrawRecords,
  moduleId: 'MEMTRANS3',
  typeParam: 'status',
};

export function fetchWithdrawRecords(
  filter: RecordFilter,
  page: number,
): Promise<RecordPageData<WithdrawRecord>> {
  return fetchRecordPage<WithdrawRecord>(ENDPOINT, filter, page);
}

export function useWithdrawRecords(filter: RecordFilter | null) {
  return useInfiniteQuery(recordQueryOptions(ENDPOINT, filter, fetchWithdrawRecords));
}
