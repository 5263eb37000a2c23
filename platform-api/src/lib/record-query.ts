// Record pages (spec account §2): RecordQuery's date presets in Asia/Dhaka days (UTC+6, no daylight saving),
// the query-string schema shared by every record route, and the Paged<T> answer.
import { validationFailed } from './validation-failure.ts';
import type { DatePreset, Paged, RecordQuery } from 'shared/contract';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Dhaka is UTC+6 all year. */
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
/** Longest custom range, in days (both ends included). */
export const MAX_CUSTOM_DAYS = 90;
export const DEFAULT_PAGE_SIZE = 20;

/** Epoch ms of the Dhaka midnight starting the day that contains `at`. */
export function dhakaDayStart(at: number): number {
  return Math.floor((at + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS;
}

/** 'YYYY-MM-DD' of the Dhaka day containing `at`. */
export function dhakaDate(at: number): string {
  return new Date(at + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms of the Dhaka midnight of a 'YYYY-MM-DD' date, or undefined when it is not a real date. */
export function parseDhakaDate(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(utc).toISOString().slice(0, 10) !== value) return undefined;
  return utc - DHAKA_OFFSET_MS;
}

/** Half-open range [from, to) of epoch ms. */
export interface TimeRange {
  from: number;
  to: number;
}

/**
 * The range of a query: today, yesterday, the last 7 or 30 days (today included) or a custom range of whole
 * days (from and to included, to ≥ from, at most 90 days). A bad custom range answers 400 validation.failed with
 * `{ fields: { from | to: ['validation.dateRange'] } }`.
 */
export function rangeOf(query: Pick<RecordQuery, 'preset' | 'from' | 'to'>, now: number): TimeRange {
  const today = dhakaDayStart(now);
  const days = (n: number): TimeRange => ({ from: today - (n - 1) * DAY_MS, to: today + DAY_MS });
  const presets: Record<Exclude<DatePreset, 'custom'>, () => TimeRange> = {
    today: () => days(1),
    yesterday: () => ({ from: today - DAY_MS, to: today }),
    '7days': () => days(7),
    '30days': () => days(30),
  };
  if (query.preset !== 'custom') return presets[query.preset]();
  const from = parseDhakaDate(query.from ?? '');
  const to = parseDhakaDate(query.to ?? '');
  if (from === undefined) throw validationFailed({ from: [{ key: 'validation.dateRange' }] });
  if (to === undefined || to < from || (to - from) / DAY_MS + 1 > MAX_CUSTOM_DAYS) {
    throw validationFailed({ to: [{ key: 'validation.dateRange' }] });
  }
  return { from, to: to + DAY_MS };
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
