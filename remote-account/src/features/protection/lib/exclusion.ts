// The break a member chooses: a time-out of whole days or a self-exclusion period, the typed days checked, and
// the end it would have if it started now (shown before the two confirmations; the server's answer is final).
import {
  type ExclusionPeriod,
  type ExclusionRequest,
  TIMEOUT_MAX_DAYS,
  TIMEOUT_MIN_DAYS,
  toLatinDigits,
} from 'shared';
import { exclusionEnd } from 'shared/validation';

export type ExclusionChoice =
  { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; period: ExclusionPeriod };

export type DaysProblem = 'required' | 'range';

export type DaysCheck = { ok: true; days: number } | { ok: false; problem: DaysProblem };

/** Whole days from TIMEOUT_MIN_DAYS to TIMEOUT_MAX_DAYS, typed in Bengali or Latin digits. */
export function checkTimeoutDays(text: string): DaysCheck {
  const digits = toLatinDigits(text).trim();
  if (digits === '') return { ok: false, problem: 'required' };
  const days = /^\d{1,3}$/.test(digits) ? Number(digits) : Number.NaN;
  if (!(days >= TIMEOUT_MIN_DAYS && days <= TIMEOUT_MAX_DAYS)) return { ok: false, problem: 'range' };
  return { ok: true, days };
}

/** The end (ISO) the choice would have if confirmed at `nowMs`; null = permanent. */
export function previewEnd(choice: ExclusionChoice, nowMs: number): string | null {
  const end = exclusionEnd(choice, nowMs);
  return end === null ? null : new Date(end).toISOString();
}

/** The request of the choice, with both confirmations. */
export function exclusionRequest(choice: ExclusionChoice, password: string): ExclusionRequest {
  return choice.kind === 'timeout'
    ? { kind: 'timeout', days: choice.days, confirm: true, password }
    : { kind: 'self_exclusion', period: choice.period, confirm: true, password };
}
