// What the security centre's sheets share: their open / close props, the payment password input, the toast that
// says a change is saved, and the reading of the security rules' findings as form messages.
import { showToast } from 'shared';
import type { FieldValues, FormCheck } from 'shared/forms';
import { PAYMENT_PASSWORD_LENGTH } from 'shared/validation';
import type { FormErrors } from '../../lib/security-forms';
import { type MemberTextKey, useMemberTranslation } from '../../texts';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
}

export const paymentPasswordInput = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: PAYMENT_PASSWORD_LENGTH,
} as const;

/** Says the change is saved and closes the sheet. */
export function useSaved() {
  const { t } = useMemberTranslation();
  return (message: MemberTextKey, onClose: () => void) => {
    showToast({ type: 'success', message: t(message) });
    onClose();
  };
}

/** A security rule (lib/security-forms.ts) as a form check: each field's message key in the member area's texts. */
export function securityCheck<V extends FieldValues>(
  validate: (values: V) => FormErrors<keyof V & string>,
): FormCheck<V> {
  return (values) => {
    const errors = validate(values);
    const findings: Partial<Record<keyof V, { ns: string; key: string; params: { length: number } }>> = {};
    for (const field of Object.keys(errors) as (keyof V & string)[]) {
      const key = errors[field];
      if (key) findings[field] = { ns: 'memberArea', key, params: { length: PAYMENT_PASSWORD_LENGTH } };
    }
    return findings;
  };
}
