// The payment password: six digits (Bengali digits typed are read as Latin). One rule for the security centre,
// the agency transfer forms and the platform API.
import type { FieldRule } from '../api/contract.ts';
import { toLatinDigits } from '../money/amount.ts';

export const PAYMENT_PASSWORD_LENGTH = 6;

/** The rule the platform API checks a new payment password with (the shared field rule engine). */
export const PAYMENT_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: PAYMENT_PASSWORD_LENGTH,
  maxLength: PAYMENT_PASSWORD_LENGTH,
  patternId: 'PAYMENT_PASSWORD',
};

export function isPaymentPassword(value: string): boolean {
  return new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`).test(toLatinDigits(value));
}
