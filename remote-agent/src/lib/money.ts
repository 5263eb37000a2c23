// Money entry of the agent's transfer forms: the check of a typed amount against the balance (Bengali or Latin
// digits), and the payment password's shape.
import { parseAmountToMinor, toLatinDigits } from 'shared';
import { PAYMENT_PASSWORD_LENGTH } from 'shared/validation';

/** The longest transfer remark (spec §9: remarks 140 characters). */
export const REMARK_MAX_LENGTH = 140;

export type TransferAmountProblem = 'required' | 'notNumber' | 'aboveBalance';

export type TransferAmountCheck = { ok: true; minor: number } | { ok: false; problem: TransferAmountProblem };

/** A positive amount of at most the balance; an unknown balance (still loading) does not refuse. */
export function checkTransferAmount(
  input: string,
  balanceMinor: number | undefined,
  scale: number,
): TransferAmountCheck {
  if (input.trim() === '') return { ok: false, problem: 'required' };
  const minor = parseAmountToMinor(input, scale);
  if (minor === null || minor <= 0) return { ok: false, problem: 'notNumber' };
  if (balanceMinor !== undefined && minor > balanceMinor) return { ok: false, problem: 'aboveBalance' };
  return { ok: true, minor };
}

/** Digits only (Bengali typed digits become Latin), at most the password's length. */
export function cleanPaymentPassword(text: string): string {
  return toLatinDigits(text).replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH);
}
