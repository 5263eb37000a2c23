// Setting or changing the payment password: the old one when one is set, the new one twice.
import { PAYMENT_PASSWORD_LENGTH } from 'shared/validation';
import { usePaymentPasswordMutation } from '../../hooks/use-security';
import { type PaymentPasswordValues, validatePaymentPassword } from '../../lib/security-forms';
import { normaliseDigits } from '../../lib/security-rules';
import { TextField } from '../form-fields';
import { SheetForm } from '../sheet-form';
import { useMemberTranslation } from '../../texts';
import { paymentPasswordInput, securityCheck, type SheetProps, useSecuritySheet } from './sheet-common';

export function PaymentPasswordSheet({ open, onClose, alreadySet }: SheetProps & { alreadySet: boolean }) {
  const { t } = useMemberTranslation();
  const { form, sheet } = useSecuritySheet({
    mutation: usePaymentPasswordMutation(),
    savedKey: 'memberArea.security.paymentPasswordSaved',
    onClose,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    check: securityCheck((values: PaymentPasswordValues) => validatePaymentPassword(values, alreadySet)),
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
    </SheetForm>
  );
}
