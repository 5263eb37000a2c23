// Deleting a payout account, confirmed with the payment password.
import { notifyError, type PayoutAccount } from 'shared';
import { useSiteForm } from 'shared/forms';
import { useDeletePayoutAccountMutation } from '../../hooks/use-security';
import { validatePaymentPasswordOnly } from '../../lib/security-forms';
import { normaliseDigits } from '../../lib/security-rules';
import { TextField } from '../form-fields';
import { SheetForm } from '../sheet-form';
import { useMemberTranslation } from '../../texts';
import { paymentPasswordInput, securityCheck, type SheetProps, useSaved } from './sheet-common';

interface DeleteValues {
  paymentPassword: string;
}

export function DeletePayoutAccountSheet({
  onClose,
  account,
}: Omit<SheetProps, 'open'> & { account: PayoutAccount | null }) {
  const { t } = useMemberTranslation();
  const saved = useSaved();
  const mutation = useDeletePayoutAccountMutation();
  const form = useSiteForm<DeleteValues>({
    defaultValues: { paymentPassword: '' },
    check: securityCheck(({ paymentPassword }) => ({
      paymentPassword: validatePaymentPasswordOnly(paymentPassword),
    })),
    order: ['paymentPassword'],
    onSubmit: ({ paymentPassword }) => {
      if (!account) return;
      mutation.mutate(
        { id: account.id, paymentPassword: normaliseDigits(paymentPassword) },
        { onSuccess: () => saved('memberArea.security.accountDeleted', onClose), onError: notifyError },
      );
    },
  });

  return (
    <SheetForm
      open={account !== null}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={mutation.isPending}
      danger
      submitLabel={t('memberArea.common.delete')}
      title={t('memberArea.security.deleteAccount')}
    >
      {account ? (
        <p>
          {t('memberArea.security.deleteAccountConfirm', {
            account: `${account.bankName || t(`memberArea.security.providers.${account.provider}`)} ${account.accountNumberMasked}`,
          })}
        </p>
      ) : null}
      <TextField
        {...paymentPasswordInput}
        label={t('memberArea.security.paymentPassword')}
        {...form.register('paymentPassword')}
        error={form.messageOf('paymentPassword')}
      />
    </SheetForm>
  );
}
