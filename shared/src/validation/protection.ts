// Player protection rules run by the site and the platform API alike: which kind takes which period,
// the bounds of a limit, whether a change is a raise (which waits out the 24 h cooling-off), the rolling windows,
// the reality-check intervals and the end of a time-out or self-exclusion.
import type {
  ExclusionPeriod,
  ExclusionRequest,
  LimitKind,
  LimitPeriod,
  MoneyLimitPeriod,
  RealityCheckMinutes,
  SetLimitRequest,
} from '../api/contract.ts';
import {
  EXCLUSION_PERIODS,
  LIMIT_AMOUNT_MAX_MINOR,
  LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  TIMEOUT_MAX_DAYS,
  TIMEOUT_MIN_DAYS,
} from '../api/contract.ts';

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Length of each rolling window: day = last 24 h, week = last 7 days, month = last 30 days. */
export const LIMIT_WINDOW_MS: Record<MoneyLimitPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** The periods a kind takes. */
export function periodsOfKind(kind: LimitKind): readonly LimitPeriod[] {
  return kind === 'session' ? ['session'] : MONEY_LIMIT_PERIODS;
}

/** Smallest and largest amount of a kind (minor units; minutes for `session`). */
export function limitBounds(kind: LimitKind): { min: number; max: number } {
  return kind === 'session'
    ? { min: SESSION_LIMIT_MIN_MINUTES, max: SESSION_LIMIT_MAX_MINUTES }
    : { min: 1, max: LIMIT_AMOUNT_MAX_MINOR };
}

/** True for a whole number within the kind's bounds. */
export function isValidLimitAmount(kind: LimitKind, amount: unknown): amount is number {
  const { min, max } = limitBounds(kind);
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= min && amount <= max;
}

/**
 * A SetLimitRequest from an untrusted body, or null when anything is wrong (unknown kind, a period the kind
 * does not take, an amount that is not null and not a whole number within the bounds). Extra fields are ignored.
 */
export function parseSetLimitRequest(body: unknown): SetLimitRequest | null {
  if (typeof body !== 'object' || body === null) return null;
  const { kind, period, amount } = body as Record<string, unknown>;
  if (typeof kind !== 'string' || !(LIMIT_KINDS as readonly string[]).includes(kind)) return null;
  const limitKind = kind as LimitKind;
  if (typeof period !== 'string' || !periodsOfKind(limitKind).includes(period as LimitPeriod)) return null;
  if (amount !== null && !isValidLimitAmount(limitKind, amount)) return null;
  return { kind: limitKind, period: period as LimitPeriod, amount };
}

/**
 * Whether moving from `current` to `requested` loosens the limit, so it must wait out the cooling-off:
 * a higher amount, or a removal (null) of a set limit. Setting a first limit (current null) or a lower or equal
 * amount is not a raise and applies at once.
 */
export function isIncrease(current: number | null, requested: number | null): boolean {
  if (current === null) return false;
  if (requested === null) return true;
  return requested > current;
}

export function isRealityCheckMinutes(value: unknown): value is RealityCheckMinutes {
  return (REALITY_CHECK_MINUTES as readonly unknown[]).includes(value);
}

/** Calendar months added in UTC, clamped to the month's last day (31 Aug + 6 months = 28/29 Feb). */
function addMonthsUtc(ms: number, months: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

const EXCLUSION_MONTHS: Record<Exclude<ExclusionPeriod, 'permanent'>, number> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
};

/** End of a self-exclusion started at `nowMs` (epoch ms), or null for a permanent one. */
export function selfExclusionEnd(period: ExclusionPeriod, nowMs: number): number | null {
  return period === 'permanent' ? null : addMonthsUtc(nowMs, EXCLUSION_MONTHS[period]);
}

/** End of a time-out of `days` × 24 h. */
export function timeoutEnd(days: number, nowMs: number): number {
  return nowMs + days * DAY_MS;
}

export function isValidTimeoutDays(days: unknown): days is number {
  return (
    typeof days === 'number' && Number.isInteger(days) && days >= TIMEOUT_MIN_DAYS && days <= TIMEOUT_MAX_DAYS
  );
}

/** End (epoch ms, null = permanent) of an exclusion request started at `nowMs`. */
export function exclusionEnd(
  request: Pick<ExclusionRequest, 'kind'> & { days?: number; period?: ExclusionPeriod },
  nowMs: number,
): number | null {
  return request.kind === 'timeout'
    ? timeoutEnd(request.days ?? 0, nowMs)
    : selfExclusionEnd(request.period ?? 'permanent', nowMs);
}

/**
 * Shape check of an exclusion request from an untrusted body: 'shape' when kind, days or period is wrong,
 * 'unconfirmed' when `confirm` is not exactly true, 'password' when the password is missing or empty.
 */
export function exclusionRequestProblem(body: unknown): 'shape' | 'unconfirmed' | 'password' | null {
  if (typeof body !== 'object' || body === null) return 'shape';
  const { kind, days, period, confirm, password } = body as Record<string, unknown>;
  if (kind === 'timeout') {
    if (!isValidTimeoutDays(days)) return 'shape';
  } else if (kind === 'self_exclusion') {
    if (typeof period !== 'string' || !(EXCLUSION_PERIODS as readonly string[]).includes(period))
      return 'shape';
  } else {
    return 'shape';
  }
  if (confirm !== true) return 'unconfirmed';
  if (typeof password !== 'string' || password === '') return 'password';
  return null;
}
