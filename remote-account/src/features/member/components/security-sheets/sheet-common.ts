// What the security centre's sheets share: their open / close props, the payment password input, the toast that
// says a change is saved, the reading of the security rules' findings as form messages, and the flow of a sheet's
// form (checked by its rules, sent, said saved and closed; a failure's toast, the sheet left open).
import { type ApiError, notifyError, showToast } from 'shared';
import {
  type FieldValues,
  type FormCheck,
  type SiteForm,
  type SiteFormOptions,
  useSiteForm,
} from 'shared/forms';
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

/** The security mutation a sheet sends with (a react-query mutation). */
export interface SheetMutation<I> {
  mutate: (input: I, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

export interface SecuritySheetOptions<V extends FieldValues, I> extends Omit<SiteFormOptions<V>, 'onSubmit'> {
  mutation: SheetMutation<I>;
  /** What the valid values send; null sends nothing. */
  request: (values: V) => I | null;
  /** The toast once it is saved. */
  savedKey: MemberTextKey;
  onClose: () => void;
  /** After a failure's toast, e.g. a message on the field it concerns. */
  onFailure?: (error: ApiError) => void;
}

/** A sheet's form and what its SheetForm needs: submit, the sending state and closing. */
export function useSecuritySheet<V extends FieldValues, I>({
  mutation,
  request,
  savedKey,
  onClose,
  onFailure,
  ...formOptions
}: SecuritySheetOptions<V, I>): {
  form: SiteForm<V>;
  sheet: { onClose: () => void; onSubmit: () => void; submitting: boolean };
} {
  const saved = useSaved();
  const form = useSiteForm<V>({
    ...formOptions,
    onSubmit: (values) => {
      const input = request(values);
      if (input === null) return;
      mutation.mutate(input, {
        onSuccess: () => saved(savedKey, onClose),
        onError: (error) => {
          const apiError = notifyError(error);
          onFailure?.(apiError);
        },
      });
    },
  });
  return { form, sheet: { onClose, onSubmit: () => void form.submit(), submitting: mutation.isPending } };
}
