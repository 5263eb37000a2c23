// What a typed limit means: the amount (minor units, or minutes for the session limit) or the one problem to show
// beside the field, and what asking for it would do to the limit in force (at once, or after the cooling-off).
import { type LimitKind, type LimitState, parseAmountToMinor, toLatinDigits } from 'shared';
import { isIncrease, limitBounds } from 'shared/validation';

export type LimitInputProblem = 'required' | 'format' | 'belowMin' | 'aboveMax';

export type LimitInputCheck = { ok: true; value: number } | { ok: false; problem: LimitInputProblem };

/** Whole minutes typed in Bengali or Latin digits, or null. */
function parseMinutes(text: string): number | null {
  const digits = toLatinDigits(text).trim();
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** Check a typed limit against the kind's bounds (the same bounds the server applies). */
export function checkLimitInput(text: string, kind: LimitKind, scale: number): LimitInputCheck {
  if (text.trim() === '') return { ok: false, problem: 'required' };
  const value = kind === 'session' ? parseMinutes(text) : parseAmountToMinor(text, scale);
  if (value === null) return { ok: false, problem: 'format' };
  const { min, max } = limitBounds(kind);
  if (value < min) return { ok: false, problem: 'belowMin' };
  if (value > max) return { ok: false, problem: 'aboveMax' };
  return { ok: true, value };
}

/**
 * What asking for `requested` (null = remove) does, given the limit in force and any change waiting:
 * - now: a first limit, a lower one, or the current amount while a raise waits (which cancels the raise);
 * - afterCoolingOff: a raise or a removal, applied 24 h later;
 * - blocked: a raise or removal while another one waits (the server answers limit.cooling_off);
 * - unchanged: nothing to do.
 */
export type LimitChange = 'now' | 'afterCoolingOff' | 'blocked' | 'unchanged';

export function limitChange(
  state: Pick<LimitState, 'amount' | 'pending'>,
  requested: number | null,
): LimitChange {
  const loosens = isIncrease(state.amount, requested);
  if (loosens) return state.pending ? 'blocked' : 'afterCoolingOff';
  if (requested === state.amount && !state.pending) return 'unchanged';
  return 'now';
}
