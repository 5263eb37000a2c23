// The merchant's calendar and the dates players read, one module for the site and the platform API
// (`shared/dates`). Days are Asia/Dhaka days whatever the phone's or the server's time zone; a day is written
// YYYY-MM-DD (date inputs, queries, the birthday); dates are shown as the spec writes them, YYYY/MM/DD and
// YYYY/MM/DD HH:mm, with Latin digits in both languages like the money figures beside them. The record pages and
// the agency centre take their ranges from here: presets of whole days (the week starts on Saturday) and custom
// ranges of whole days, both ends included.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { AgentDatePreset, AgentRangeQuery, DatePreset, RecordQuery } from '../api/contract.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const MERCHANT_TIME_ZONE = 'Asia/Dhaka';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A date shown to players (spec: YYYY/MM/DD). */
export const DATE_FORMAT = 'YYYY/MM/DD';
/** A date and time shown to players. */
export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm';
/** A day in date inputs, queries and payloads (the birthday). */
export const DAY_FORMAT = 'YYYY-MM-DD';

/** A moment: an ISO text, epoch ms or a Date. */
export type Moment = string | number | Date;

/** `at` in the merchant's time zone as `format`; '' when `at` cannot be read. */
function formatIn(at: Moment, format: string): string {
  const time = dayjs(at);
  return time.isValid() ? time.tz(MERCHANT_TIME_ZONE).format(format) : '';
}

/** 'YYYY/MM/DD' in the merchant's time zone ('' for a date that cannot be read). */
export const formatDate = (at: Moment): string => formatIn(at, DATE_FORMAT);

/** 'YYYY/MM/DD HH:mm' in the merchant's time zone ('' for a date that cannot be read). */
export const formatDateTime = (at: Moment): string => formatIn(at, DATE_TIME_FORMAT);

/** A day (YYYY-MM-DD) shown as 'YYYY/MM/DD'. */
export const formatDay = (day: string): string => (isDay(day) ? dayjs.utc(day).format(DATE_FORMAT) : '');

/** The merchant's day (YYYY-MM-DD) that contains `at`, by default now. */
export const merchantDay = (at: Moment = Date.now()): string => formatIn(at, DAY_FORMAT);

/** Epoch ms of the merchant's midnight that starts `day` (YYYY-MM-DD). */
export const dayStartMs = (day: string): number => dayjs.tz(day, MERCHANT_TIME_ZONE).valueOf();

/** Epoch ms of the merchant's midnight that starts the day containing `at`. */
export const merchantDayStart = (at: Moment = Date.now()): number => dayStartMs(merchantDay(at));

/** A day moved by whole days (across month and year ends). */
export const shiftDay = (day: string, days: number): string =>
  dayjs.utc(day).add(days, 'day').format(DAY_FORMAT);

/** Whether `value` is a real day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string | undefined): value is string {
  return (
    value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).format(DAY_FORMAT) === value
  );
}

/** Whole days elapsed since `at` (floored; 0 for a moment in the future or one that cannot be read). */
export function daysSince(at: Moment, now: Moment = Date.now()): number {
  const days = dayjs.utc(now).diff(dayjs.utc(at), 'day');
  return days > 0 ? days : 0;
}

/**
 * Epoch ms of the next half-month start after `at` (the 16th or the 1st, at the merchant's midnight): a dividend's
 * settlement periods are the 1st–15th and the 16th–end of each month.
 */
export function nextHalfMonthStart(at: Moment): number {
  const day = dayjs.utc(merchantDay(at));
  const next = day.date() < 16 ? day.date(16) : day.add(1, 'month').startOf('month');
  return dayStartMs(next.format(DAY_FORMAT));
}

/** Whole days `from` to `to`, both included, and the span of time they cover. */
export interface DayRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** Epoch ms of the merchant's midnight starting `from`, and of the one ending `to` (exclusive). */
  startMs: number;
  endMs: number;
}

export const dayRange = (from: string, to: string): DayRange => ({
  from,
  to,
  startMs: dayStartMs(from),
  endMs: dayStartMs(shiftDay(to, 1)),
});

export type DayPreset = Exclude<DatePreset | AgentDatePreset, 'custom'>;

/** The presets of the record pages, in the order they are offered. */
export const RECORD_PRESETS = [
  'today',
  'yesterday',
  '7days',
  '30days',
  'custom',
] as const satisfies readonly DatePreset[];
/** The presets of the agency centre, in the order they are offered. */
export const AGENT_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'custom',
] as const satisfies readonly AgentDatePreset[];

/** The longest custom range of the record pages, in days (both ends included). */
export const RECORD_RANGE_MAX_DAYS = 90;
/** The longest custom range of the agency centre, in days (both ends included). */
export const AGENT_RANGE_MAX_DAYS = 93;

/**
 * The days of a preset on the clock `now`: today, yesterday, the last 7 or 30 days (today included), this week
 * (since Saturday, the agency's first day of the week) or this month, each up to today.
 */
export function presetRange(preset: DayPreset, now: Moment = Date.now()): DayRange {
  const today = merchantDay(now);
  switch (preset) {
    case 'today':
      return dayRange(today, today);
    case 'yesterday':
      return dayRange(shiftDay(today, -1), shiftDay(today, -1));
    case '7days':
      return dayRange(shiftDay(today, -6), today);
    case '30days':
      return dayRange(shiftDay(today, -29), today);
    case 'thisWeek':
      // day(): 0 is Sunday ... 6 is Saturday.
      return dayRange(shiftDay(today, -((dayjs.utc(today).day() + 1) % 7)), today);
    case 'thisMonth':
      return dayRange(dayjs.utc(today).startOf('month').format(DAY_FORMAT), today);
  }
}

export type RangeProblem = 'missing' | 'format' | 'order' | 'future' | 'tooLong';

/**
 * What is wrong with a custom range, or null: both days given, real days, `to` not before `from`, no day after
 * `today`, at most `maxDays` days.
 */
export function rangeProblem(
  from: string | undefined,
  to: string | undefined,
  maxDays: number,
  today: string = merchantDay(),
): RangeProblem | null {
  if (!from || !to) return 'missing';
  if (!isDay(from) || !isDay(to)) return 'format';
  if (to < from) return 'order';
  if (to > today) return 'future';
  if (dayjs.utc(to).diff(dayjs.utc(from), 'day') + 1 > maxDays) return 'tooLong';
  return null;
}

/** The days of a preset or of a custom range (checked), or the custom range's problem. */
function resolveRange(
  query: { preset: DayPreset | 'custom'; from?: string | undefined; to?: string | undefined },
  maxDays: number,
  now: Moment,
): DayRange | { problem: RangeProblem } {
  if (query.preset !== 'custom') return presetRange(query.preset, now);
  const problem = rangeProblem(query.from, query.to, maxDays, merchantDay(now));
  return problem ? { problem } : dayRange(query.from as string, query.to as string);
}

/** A record page's range (the site and the platform API run the same rules). */
export const resolveRecordRange = (
  query: Pick<RecordQuery, 'preset' | 'from' | 'to'>,
  now: Moment = Date.now(),
): DayRange | { problem: RangeProblem } => resolveRange(query, RECORD_RANGE_MAX_DAYS, now);

/** The agency centre's range (the site and the platform API run the same rules). */
export const resolveAgentRange = (
  query: AgentRangeQuery,
  now: Moment = Date.now(),
): DayRange | { problem: RangeProblem } => resolveRange(query, AGENT_RANGE_MAX_DAYS, now);
