// Validation of the security-centre forms, as pure functions returning message keys (memberArea.security.errors.*)
// per field; an empty result means the form may be sent.
import type { PaymentProvider } from 'shared';
import { isAccountNumberFor, isEmail, isPersonName } from './security-rules';
import { isPaymentPassword } from 'shared/validation';
import type en from '../locales/en.json';

/** The key of a security-form problem's text. */
export type SecurityErrorKey = `memberArea.security.errors.${keyof (typeof en)['security']['errors']}`;
export type FormErrors<Field extends string> = Partial<Record<Field, SecurityErrorKey>>;

export const hasErrors = (errors: FormErrors<string>) => Object.keys(errors).length > 0;

const PREFIX = 'memberArea.security.errors.';

export interface PaymentPasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validatePaymentPassword(
  values: PaymentPasswordValues,
  alreadySet: boolean,
): FormErrors<keyof PaymentPasswordValues> {
  const errors: FormErrors<keyof PaymentPasswordValues> = {};
  if (alreadySet) {
    if (values.oldPassword === '') errors.oldPassword = `${PREFIX}oldRequired`;
    else if (!isPaymentPassword(values.oldPassword)) errors.oldPassword = `${PREFIX}paymentPasswordDigits`;
  }
  if (!isPaymentPassword(values.newPassword)) errors.newPassword = `${PREFIX}paymentPasswordDigits`;
  else if (alreadySet && values.newPassword === values.oldPassword)
    errors.newPassword = `${PREFIX}samePassword`;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = `${PREFIX}confirmMismatch`;
  return errors;
}

export function validateEmail(email: string): FormErrors<'email'> {
  if (email.trim() === '') return { email: `${PREFIX}required` };
  return isEmail(email) ? {} : { email: `${PREFIX}email` };
}

export function validatePayeeName(name: string): FormErrors<'payeeName'> {
  if (name.trim() === '') return { payeeName: `${PREFIX}required` };
  return isPersonName(name) ? {} : { payeeName: `${PREFIX}name` };
}

export interface PayoutAccountValues {
  provider: PaymentProvider;
  accountNumber: string;
  accountName: string;
  bankName: string;
  paymentPassword: string;
}

export function validatePayoutAccount(values: PayoutAccountValues): FormErrors<keyof PayoutAccountValues> {
  const errors: FormErrors<keyof PayoutAccountValues> = {};
  if (values.accountNumber.trim() === '') errors.accountNumber = `${PREFIX}required`;
  else if (!isAccountNumberFor(values.provider, values.accountNumber)) {
    errors.accountNumber = values.provider === 'BANK' ? `${PREFIX}bankNumber` : `${PREFIX}walletNumber`;
  }
  if (!isPersonName(values.accountName)) {
    errors.accountName = values.accountName.trim() === '' ? `${PREFIX}required` : `${PREFIX}name`;
  }
  if (values.provider === 'BANK' && values.bankName.trim().length < 2) errors.bankName = `${PREFIX}required`;
  const passwordError = validatePaymentPasswordOnly(values.paymentPassword);
  if (passwordError) errors.paymentPassword = passwordError;
  return errors;
}

/** The payment password that confirms a payout-account change. */
export function validatePaymentPasswordOnly(value: string): SecurityErrorKey | undefined {
  if (value === '') return `${PREFIX}required`;
  return isPaymentPassword(value) ? undefined : `${PREFIX}paymentPasswordDigits`;
}
