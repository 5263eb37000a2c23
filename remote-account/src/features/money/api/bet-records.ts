// The betting record (/m/gameRecord): settled bets in a date range, filtered by game type, with totals.
import { useInfiniteQuery } from '@tanstack/react-query';
import { type BetRecord, MONEY_PATHS } from 'shared';
import { fetchRecordPage, type RecordEndpoint, recordQueryOptions } from '../lib/record-query-options';
import type { RecordFilter, RecordPageData } from '../lib/records';

const ENDPOINT: RecordEndpoint = {
  kind: 'bets',
  path: MONEY_PATHS.betRecords,
  moduleId: 'MEMTRANS3',
  typeParam: 'gameType',
};

export function fetchBetRecords(filter: RecordFilter, page: number): Promise<RecordPageData<BetRecord>> {
  return fetchRecordPage<BetRecord>(ENDPOINT, filter, page);
}

export function useBetRecords(filter: RecordFilter | null) {
  return useInfiniteQuery(recordQueryOptions(ENDPOINT, filter, fetchBetRecords));
}
