// Agency centre rules run by the site and the platform API alike: the date range of a preset (Asia/Dhaka days,
// weeks starting on Saturday) with the custom range's limits, and the rebate ceiling (a downline's rate never
// above its upline's own, per category).
import type { AgentRangeQuery, RebateCategory, RebateRates } from '../api/contract.ts';
import { REBATE_CATEGORIES } from '../api/contract.ts';

/** Bangladesh is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest custom range, in days (inclusive). */
export const AGENT_RANGE_MAX_DAYS = 93;
/** The highest rebate rate anyone can hold, permille (3 %). */
export const REBATE_MAX_PERMILLE = 30;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type AgentRangeProblem = 'missing' | 'format' | 'order' | 'tooLong' | 'future';

export interface ResolvedRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** Epoch ms of the start of `from` and of the end of `to` (exclusive) in Dhaka time. */
  startMs: number;
  endMs: number;
}

const dhakaDay = (ms: number) => new Date(ms + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS;

function validDay(day: string | undefined): day is string {
  return day !== undefined && ISO_DAY.test(day) && dhakaDay(dayStart(day)) === day;
}

/** The range of a preset on the given clock, or the problem of a custom range. */
export function resolveAgentRange(
  query: AgentRangeQuery,
  nowMs: number = Date.now(),
): ResolvedRange | { problem: AgentRangeProblem } {
  const today = dhakaDay(nowMs);
  const range = (from: string, to: string): ResolvedRange => ({
    from,
    to,
    startMs: dayStart(from),
    endMs: dayStart(to) + DAY_MS,
  });
  switch (query.preset) {
    case 'today':
      return range(today, today);
    case 'yesterday': {
      const day = dhakaDay(dayStart(today) - DAY_MS);
      return range(day, day);
    }
    case 'thisWeek': {
      // getUTCDay of the Dhaka day: 6 = Saturday, the first day of the week.
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      const sinceSaturday = (weekday + 1) % 7;
      return range(dhakaDay(dayStart(today) - sinceSaturday * DAY_MS), today);
    }
    case 'thisMonth':
      return range(`${today.slice(0, 8)}01`, today);
    case 'custom': {
      if (!query.from || !query.to) return { problem: 'missing' };
      if (!validDay(query.from) || !validDay(query.to)) return { problem: 'format' };
      if (query.to < query.from) return { problem: 'order' };
      if (query.from > today) return { problem: 'future' };
      const days = (dayStart(query.to) - dayStart(query.from)) / DAY_MS + 1;
      if (days > AGENT_RANGE_MAX_DAYS) return { problem: 'tooLong' };
      return range(query.from, query.to);
    }
  }
}

/** The categories where `requested` is above `own` or outside 0..REBATE_MAX_PERMILLE (whole numbers only). */
export function rebateProblems(own: RebateRates, requested: RebateRates): RebateCategory[] {
  return REBATE_CATEGORIES.filter((category) => {
    const rate = requested[category];
    return !Number.isInteger(rate) || rate < 0 || rate > REBATE_MAX_PERMILLE || rate > own[category];
  });
}
