// Date ranges of the record pages: the presets, and the custom range (YYYY-MM-DD days of Asia/Dhaka, 'to' on or
// after 'from', at most 90 days) turned into the query the record endpoints take.
import { type DatePreset, MERCHANT_TIME_ZONE, type RecordQuery } from 'shared';

export const DATE_PRESETS: readonly DatePreset[] = ['today', 'yesterday', '7days', '30days', 'custom'];
export const MAX_RANGE_DAYS = 90;
/** Days are the merchant's (Bangladesh) days whatever the phone's time zone. */
export { MERCHANT_TIME_ZONE };

export interface DateFilter {
  preset: DatePreset;
  /** Used by the custom preset only. */
  from: string;
  to: string;
}

export type RangeProblem = 'missing' | 'order' | 'tooLong' | 'future';

export type RecordRange = Pick<RecordQuery, 'preset' | 'from' | 'to'>;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Dhaka as YYYY-MM-DD. */
export function merchantToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD with Latin digits.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: MERCHANT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** A YYYY-MM-DD day moved by whole days. */
export function shiftDay(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function checkRange(from: string, to: string, today: string): RangeProblem | null {
  if (
    !ISO_DAY.test(from) ||
    !ISO_DAY.test(to) ||
    Number.isNaN(dayNumber(from)) ||
    Number.isNaN(dayNumber(to))
  ) {
    return 'missing';
  }
  if (to < from) return 'order';
  if (to > today) return 'future';
  // Both days count: 1 to 90 is 90 days.
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** The range part of a record query, or null while a custom range is not valid. */
export function toRecordRange(filter: DateFilter, today: string): RecordRange | null {
  if (filter.preset !== 'custom') return { preset: filter.preset };
  if (checkRange(filter.from, filter.to, today) !== null) return null;
  return { preset: 'custom', from: filter.from, to: filter.to };
}

/** The first custom range offered: the last 7 days, today included. */
export function defaultCustomRange(today: string): Pick<DateFilter, 'from' | 'to'> {
  return { from: shiftDay(today, -6), to: today };
}
