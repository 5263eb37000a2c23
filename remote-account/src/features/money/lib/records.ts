// What every record endpoint shares: the page size, the query keys (under ['member'], so a logout drops them
// with the rest of the member's data), the query string of a range plus filter, and the next-page rule.
import type { Paged, RecordQuery, RecordTotals } from 'shared';

/** Record pages load 20 rows per call. */
export const RECORD_PAGE_SIZE = 20;
export const FIRST_RECORD_PAGE = 1;

/** The range part of a record query: a preset, or custom days (YYYY-MM-DD, Asia/Dhaka). */
export type RecordRange = Pick<RecordQuery, 'preset' | 'from' | 'to'>;

/** A record page's range and its one type/status filter ('' for all). */
export interface RecordFilter {
  range: RecordRange;
  type: string;
}

/** A page of records; the account and betting records also carry totals of the whole range. */
export type RecordPageData<T> = Paged<T> & { totals?: RecordTotals };

export const moneyKeys = {
  all: ['member', 'money'] as const,
  /** The channels' names and the promotions' titles are worded in the language asked in. */
  depositChannels: (language: string) => ['member', 'money', 'depositChannels', language] as const,
  depositPromos: (language: string) => ['member', 'money', 'depositPromos', language] as const,
  withdrawInfo: ['member', 'money', 'withdrawInfo'] as const,
  records: (kind: string, filter: RecordFilter | null) =>
    ['member', 'money', 'records', kind, filter] as const,
  profitAndLoss: (range: RecordRange | null) => ['member', 'money', 'pnl', range] as const,
  depositOrder: (token: string | null, id: number | null) =>
    ['member', 'money', 'depositOrder', token, id] as const,
};

/** The query string of a record call; `typeParam` is the endpoint's name for the filter. */
export function recordQuery(filter: RecordFilter, typeParam: string, page: number) {
  return {
    preset: filter.range.preset,
    from: filter.range.from,
    to: filter.range.to,
    [typeParam]: filter.type || undefined,
    page,
    pageSize: RECORD_PAGE_SIZE,
  };
}

export function nextRecordPage(last: Paged<unknown>): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}
