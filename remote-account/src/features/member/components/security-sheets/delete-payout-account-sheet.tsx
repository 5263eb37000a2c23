// Deleting a payout account, confirmed with the payment password and the step-up.
import type { PayoutAccount } from 'shared';
import { useDeletePayoutAccountMutation } from '../../hooks/use-security';
import { validatePaymentPasswordOnly } from '../../lib/security-forms';
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

interface DeleteValues extends StepUpValues {
  paymentPassword: string;
}

export function DeletePayoutAccountSheet({
  onClose,
  account,
  stepUp,
}: Omit<SheetProps, 'open'> & { account: PayoutAccount | null; stepUp: StepUp }) {
  const { t } = useMemberTranslation();
  const { form, sheet } = useStepUpSheet({
    mutation: useDeletePayoutAccountMutation(),
    savedKey: 'memberArea.security.accountDeleted',
    onClose,
    stepUp,
    defaultValues: { paymentPassword: '', ...STEP_UP_DEFAULTS },
    check: securityCheck(({ paymentPassword }: DeleteValues) => ({
      paymentPassword: validatePaymentPasswordOnly(paymentPassword),
    })),
    order: ['paymentPassword'],
    request: ({ paymentPassword }) =>
      account ? { id: account.id, paymentPassword: normaliseDigits(paymentPassword) } : null,
  });

  return (
    <SheetForm
      {...sheet}
      open={account !== null}
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
        {...form.field('paymentPassword')}
      />
      <StepUpFields form={form} stepUp={stepUp} />
    </SheetForm>
  );
}
