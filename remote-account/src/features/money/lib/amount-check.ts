// Live check of a typed money amount (Bengali or Latin digits) against a channel's or the withdrawal's limits.
// Returns the amount in minor units, or the one problem to show beside the field.
import { parseAmountToMinor } from 'shared';

export type AmountProblem = 'required' | 'notNumber' | 'belowMin' | 'aboveMax' | 'aboveWithdrawable';

export interface AmountLimits {
  minMinor: number;
  maxMinor: number;
  /** Withdrawals only: what may be taken out now. */
  withdrawableMinor?: number;
  /** Minor units per major unit (100 for BDT). */
  scale: number;
}

export type AmountCheck = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

export function checkAmount(input: string, limits: AmountLimits): AmountCheck {
  if (input.trim() === '') return { ok: false, problem: 'required' };
  const minor = parseAmountToMinor(input, limits.scale);
  if (minor === null || minor <= 0) return { ok: false, problem: 'notNumber' };
  if (minor < limits.minMinor) return { ok: false, problem: 'belowMin' };
  const withdrawable = limits.withdrawableMinor ?? Number.POSITIVE_INFINITY;
  // Name the limit that actually binds: a player with less than the maximum available hears about that.
  if (minor > withdrawable && withdrawable < limits.maxMinor) {
    return { ok: false, problem: 'aboveWithdrawable' };
  }
  if (minor > limits.maxMinor) return { ok: false, problem: 'aboveMax' };
  return { ok: true, minor };
}
