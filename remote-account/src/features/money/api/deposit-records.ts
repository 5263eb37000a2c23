// The deposit record (/m/vouReport): the member's deposits in a date range, filtered by status, 20 per page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { type DepositRecord, MONEY_PATHS } from 'shared';
import { fetchRecordPage, type RecordEndpoint, recordQueryOptions } from '../lib/record-query-options';
import type { RecordFilter, RecordPageData } from '../lib/records';

const ENDPOINT: RecordEndpoint = {
  kind: 'deposit',
  path: MONEY_PATHS.depositRecords,
  moduleId: 'MEMTRANS3',
  typeParam: 'status',
};

export function fetchDepositRecords(
  filter: RecordFilter,
  page: number,
): Promise<RecordPageData<DepositRecord>> {
  return fetchRecordPage<DepositRecord>(ENDPOINT, filter, page);
}

export function useDepositRecords(filter: RecordFilter | null) {
  return useInfiniteQuery(recordQueryOptions(ENDPOINT, filter, fetchDepositRecords));
}
