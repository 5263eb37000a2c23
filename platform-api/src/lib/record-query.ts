// Record pages (spec account §2): RecordQuery's range in the merchant's days (shared/dates, the rules the site
// runs too) and the Paged<T> answer. The query string's schema is RecordQueryProperties in schemas.ts.
import { type DayRange, isDay, resolveRecordRange } from 'shared/dates';
import { validationFailed } from './validation-failure.ts';
import type { Paged, RecordQuery } from 'shared/contract';
import type { RowPage } from '../db/database.ts';

/**
 * The days of a query: today, yesterday, the last 7 or 30 days (today included) or a custom range of whole days
 * (from and to included, to ≥ from, not after today, at most 90 days). A bad custom range answers 400
 * validation.failed with `{ fields: { from | to: ['validation.dateRange'] } }`.
 */
export function rangeOf(query: Pick<RecordQuery, 'preset' | 'from' | 'to'>, now: number): DayRange {
  const range = resolveRecordRange(query, now);
  if (!('problem' in range)) return range;
  const field = isDay(query.from) ? 'to' : 'from';
  throw validationFailed({ [field]: [{ key: 'validation.dateRange' }] });
}

export interface PageQuery {
  page: number;
  pageSize: number;
}

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.pageSize;
}

/** The LIMIT and OFFSET of the query's page. */
export function rowPageOf(query: PageQuery): RowPage {
  return { limit: query.pageSize, offset: offsetOf(query) };
}

export function paged<T>(list: T[], totalCount: number, query: PageQuery): Paged<T> {
  return {
    list,
    pageNum: query.page,
    pageSize: query.pageSize,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
  };
}

export const iso = (at: number) => new Date(at).toISOString();
export const isoOrNull = (at: number | null) => (at === null ? null : iso(at));
