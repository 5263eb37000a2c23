// Record pages (spec account §2): RecordQuery's range in the merchant's days (shared/dates, the rules the site
// runs too), the query-string schema shared by every record route, and the Paged<T> answer.
import { type DayRange, isDay, resolveRecordRange } from 'shared/dates';
import { validationFailed } from './validation-failure.ts';
import type { Paged, RecordQuery } from 'shared/contract';

export const DEFAULT_PAGE_SIZE = 20;

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

const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** Query-string properties of RecordQuery (Fastify coerces page and pageSize from the query string). */
export const recordQueryProperties = {
  preset: { type: 'string', enum: ['today', 'yesterday', '7days', '30days', 'custom'] },
  from: { type: 'string', pattern: DATE_PATTERN },
  to: { type: 'string', pattern: DATE_PATTERN },
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE },
} as const;

export const pageProperties = {
  page: recordQueryProperties.page,
  pageSize: recordQueryProperties.pageSize,
} as const;

/** A querystring schema of RecordQuery plus `extra` filters. */
export function recordQuerySchema(extra: Record<string, object> = {}) {
  return {
    querystring: {
      type: 'object',
      required: ['preset'],
      properties: { ...recordQueryProperties, ...extra },
    },
  };
}

export interface PageQuery {
  page: number;
  pageSize: number;
}

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.pageSize;
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
