// Input rules of the security-centre forms: payment password, payout account numbers, e-mail. Bengali digits
// are accepted and sent as Latin digits.
import { toLatinDigits, type PaymentProvider } from 'shared';
import { PATTERNS } from 'shared/validation';

/** bKash, Nagad and Rocket numbers: an 11-digit Bangladeshi mobile number, 01 then the operator digit 3-9. */
const E_WALLET_NUMBER = /^01[3-9]\d{8}$/;
/** Bank account numbers of Bangladeshi banks run from 10 to 17 digits; allow some room either side. */
const BANK_ACCOUNT_NUMBER = /^\d{8,20}$/;

export function normaliseDigits(value: string): string {
  return toLatinDigits(value.trim()).replace(/[\s-]/g, '');
}

export function isEWalletNumber(value: string): boolean {
  return E_WALLET_NUMBER.test(normaliseDigits(value));
}

export function isBankAccountNumber(value: string): boolean {
  return BANK_ACCOUNT_NUMBER.test(normaliseDigits(value));
}

export function isAccountNumberFor(provider: PaymentProvider, value: string): boolean {
  return provider === 'BANK' ? isBankAccountNumber(value) : isEWalletNumber(value);
}

export function isEmail(value: string): boolean {
  return PATTERNS.EMAIL.test(value.trim());
}

export function isPersonName(value: string): boolean {
  const name = value.trim();
  return name.length >= 2 && name.length <= 50 && PATTERNS.NAME.test(name);
}
