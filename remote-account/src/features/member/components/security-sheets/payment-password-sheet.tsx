// Setting or changing the payment password: the old one when one is set, the new one twice, and the step-up.
import { PAYMENT_PASSWORD_LENGTH } from 'shared/validation';
import { usePaymentPasswordMutation } from '../../hooks/use-security';
import { type PaymentPasswordValues, validatePaymentPassword } from '../../lib/security-forms';
import { normaliseDigits } from '../../lib/security-rules';
import { TextField } from '../form-fields';
import { SheetForm } from '../sheet-form';
import { useMemberTranslation } from '../../texts';
import {
  paymentPasswordInput,
  securityCheck,
  type SheetProps,
  STEP_UP_DEFAULTS,
  type StepUp,
  type StepUpValues,
  useStepUpSheet,
} from './sheet-common';
import { StepUpFields } from './step-up-fields';

export function PaymentPasswordSheet({
  open,
  onClose,
  alreadySet,
  stepUp,
}: SheetProps & { alreadySet: boolean; stepUp: StepUp }) {
  const { t } = useMemberTranslation();
  const { form, sheet } = useStepUpSheet({
    mutation: usePaymentPasswordMutation(),
    savedKey: 'memberArea.security.paymentPasswordSaved',
    onClose,
    stepUp,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '', ...STEP_UP_DEFAULTS },
    check: securityCheck((values: PaymentPasswordValues & StepUpValues) =>
      validatePaymentPassword(values, alreadySet),
    ),
    order: ['oldPassword', 'newPassword', 'confirmPassword'],
    request: (values) => ({
      oldPaymentPassword: alreadySet ? normaliseDigits(values.oldPassword) : '',
      newPaymentPassword: normaliseDigits(values.newPassword),
    }),
  });

  return (
    <SheetForm
      {...sheet}
      open={open}
      title={t(
        alreadySet ? 'memberArea.security.changePaymentPassword' : 'memberArea.security.setPaymentPassword',
      )}
    >
      {alreadySet ? (
        <TextField
          {...paymentPasswordInput}
          label={t('memberArea.security.oldPaymentPassword')}
          {...form.field('oldPassword')}
        />
      ) : null}
      <TextField
        {...paymentPasswordInput}
        label={t('memberArea.security.newPaymentPassword')}
        hint={t('memberArea.security.paymentPasswordHint', { length: PAYMENT_PASSWORD_LENGTH })}
        {...form.field('newPassword')}
      />
      <TextField
        {...paymentPasswordInput}
        label={t('memberArea.security.confirmPaymentPassword')}
        {...form.field('confirmPassword')}
      />
      <StepUpFields form={form} stepUp={stepUp} />
    </SheetForm>
  );
}
