// The account record (/m/transaction/record): wallet ledger entries in a date range, filtered by kind, with
// the range's totals in, out and net.
import { useInfiniteQuery } from '@tanstack/react-query';
import { type LedgerEntry, MONEY_PATHS } from 'shared';
import { fetchRecordPage, type RecordEndpoint, recordQueryOptions } from '../lib/record-query-options';
import type { RecordFilter, RecordPageData } from '../lib/records';

const ENDPOINT: RecordEndpoint = {
  kind: 'account',
  path: MONEY_PATHS.transactions,
  moduleId: 'MEMTRANS3',
  typeParam: 'kind',
};

export function fetchAccountRecords(
  filter: RecordFilter,
  page: number,
): Promise<RecordPageData<LedgerEntry>> {
  return fetchRecordPage<LedgerEntry>(ENDPOINT, filter, page);
}

export function useAccountRecords(filter: RecordFilter | null) {
  return useInfiniteQuery(recordQueryOptions(ENDPOINT, filter, fetchAccountRecords));
}
