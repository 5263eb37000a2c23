// Setting or changing the payment password: the old one when one is set, the new one twice.
import { notifyError } from 'shared';
import { useSiteForm } from 'shared/forms';
import { PAYMENT_PASSWORD_LENGTH } from 'shared/validation';
import { usePaymentPasswordMutation } from '../../hooks/use-security';
import { type PaymentPasswordValues, validatePaymentPassword } from '../../lib/security-forms';
import { normaliseDigits } from '../../lib/security-rules';
import { TextField } from '../form-fields';
import { SheetForm } from '../sheet-form';
import { useMemberTranslation } from '../../texts';
import { paymentPasswordInput, securityCheck, type SheetProps, useSaved } from './sheet-common';

export function PaymentPasswordSheet({ open, onClose, alreadySet }: SheetProps & { alreadySet: boolean }) {
  const { t } = useMemberTranslation();
  const saved = useSaved();
  const mutation = usePaymentPasswordMutation();
  const form = useSiteForm<PaymentPasswordValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    check: securityCheck((values) => validatePaymentPassword(values, alreadySet)),
    order: ['oldPassword', 'newPassword', 'confirmPassword'],
    onSubmit: (values) => {
      mutation.mutate(
        {
          oldPaymentPassword: alreadySet ? normaliseDigits(values.oldPassword) : '',
          newPaymentPassword: normaliseDigits(values.newPassword),
        },
        { onSuccess: () => saved('memberArea.security.paymentPasswordSaved', onClose), onError: notifyError },
      );
    },
  });

  return (
    <SheetForm
      open={open}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={mutation.isPending}
      title={t(
        alreadySet ? 'memberArea.security.changePaymentPassword' : 'memberArea.security.setPaymentPassword',
      )}
    >
      {alreadySet ? (
        <TextField
          {...paymentPasswordInput}
          label={t('memberArea.security.oldPaymentPassword')}
          {...form.register('oldPassword')}
          error={form.messageOf('oldPassword')}
        />
      ) : null}
      <TextField
        {...paymentPasswordInput}
        label={t('memberArea.security.newPaymentPassword')}
        hint={t('memberArea.security.paymentPasswordHint', { length: PAYMENT_PASSWORD_LENGTH })}
        {...form.register('newPassword')}
        error={form.messageOf('newPassword')}
      />
      <TextField
        {...paymentPasswordInput}
        label={t('memberArea.security.confirmPaymentPassword')}
        {...form.register('confirmPassword')}
        error={form.messageOf('confirmPassword')}
      />
    </SheetForm>
  );
}
