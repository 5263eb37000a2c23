// What the security centre's sheets share: their open / close props, the payment password input, the toast that
// says a change is saved, the reading of the security rules' findings as form messages, the flow of a sheet's
// form (checked by its rules, sent, said saved and closed; a failure's toast, the sheet left open), and the
// step-up of a change of how the account is recovered or paid (the login password again, a code to the number).
import { type ApiError, notifyError, type SecurityStepUp, showToast } from 'shared';
import {
  type FieldValues,
  type FormCheck,
  type FormRules,
  type Path,
  type SiteForm,
  type SiteFormOptions,
  useSiteForm,
} from 'shared/forms';
import type { PayoutSmsPurpose } from '../../../../lib/payout-sms-code';
import { refusedSecret } from '../../../../lib/step-up-refusal';
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

/** The step-up a sheet of a change of how the account is recovered or paid carries besides its own fields. */
export interface StepUpValues {
  loginPassword: string;
  smsCode: string;
}

export const STEP_UP_DEFAULTS: StepUpValues = { loginPassword: '', smsCode: '' };

export interface StepUp {
  /** The member's bound number, masked; null when none is bound (then no code is asked, unless required). */
  mobile: string | null;
  /** The code's purpose: `security`, or `payout` when adding a payout account under SECPAYOUTSMS. */
  smsPurpose?: PayoutSmsPurpose;
  /** A code is asked even without a bound number (SECPAYOUTSMS: the member binds one first). */
  smsRequired?: boolean;
}

/** Whether the step-up asks for a code to the member's number. */
export const asksCode = (stepUp: StepUp) => stepUp.smsRequired === true || stepUp.mobile !== null;

export interface StepUpSheetOptions<V extends StepUpValues, I extends object> extends Omit<
  SecuritySheetOptions<V, I & SecurityStepUp>,
  'request'
> {
  stepUp: StepUp;
  /** The sheet's own fields as sent; null sends nothing. The step-up is added to it. */
  request: (values: V) => I | null;
}

/**
 * A security sheet whose change is stepped up (SecurityStepUp): the login password, and the code to the bound
 * number, are asked after the sheet's own fields and sent with them; a wrong password or code is cleared and
 * said on its field, so the player types it again.
 */
export function useStepUpSheet<V extends StepUpValues, I extends object>({
  stepUp,
  request,
  rules,
  order = [],
  onFailure,
  ...options
}: StepUpSheetOptions<V, I>) {
  const { t } = useMemberTranslation();
  const codeAsked = asksCode(stepUp);
  const stepUpRules: FormRules<StepUpValues> = {
    loginPassword: (value) =>
      value === '' && { ns: 'memberArea', key: 'memberArea.security.errors.loginPasswordRequired' },
    smsCode: (value) => codeAsked && value === '' && { ns: 'account', key: 'payoutSms.required' },
  };
  const sheet = useSecuritySheet<V, I & SecurityStepUp>({
    ...options,
    rules: { ...rules, ...stepUpRules } as FormRules<V>,
    order: [...order, 'loginPassword', 'smsCode'] as Path<V>[],
    request: (values) => {
      const own = request(values);
      if (own === null) return null;
      return {
        ...own,
        loginPassword: values.loginPassword,
        ...(codeAsked ? { smsCode: values.smsCode } : {}),
      };
    },
    onFailure: (apiError) => {
      const secret = refusedSecret(apiError);
      if (secret !== null) {
        const field = secret === 'password' ? 'loginPassword' : 'smsCode';
        const form = sheet.form as unknown as SiteForm<StepUpValues>;
        form.setValue(field, '');
        form.setServerError(field, t(apiError.messageKey, { ns: 'shared' }));
      }
      onFailure?.(apiError);
    },
  });
  return sheet;
}
