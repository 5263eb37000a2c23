// Adding a payout account: the provider, the bank's name for a bank account, the number, the holder (the payee name
// once set), the payment password, and the step-up (its code is the `payout` one under SECPAYOUTSMS, which then
// needs a bound number).
import { useState } from 'react';
import { Button, type PaymentProvider, type SecurityStepUp, type PayoutAccountRequest } from 'shared';
import { useAddPayoutAccountMutation } from '../../hooks/use-security';
import { type PayoutAccountValues, validatePayoutAccount } from '../../lib/security-forms';
import { normaliseDigits } from '../../lib/security-rules';
import { SelectField, TextField } from '../form-fields';
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

const PROVIDERS: readonly PaymentProvider[] = ['BKASH', 'NAGAD', 'ROCKET', 'BANK'];

export interface PayoutAccountSheetProps extends SheetProps {
  payeeName: string | null;
  /** SECPAYOUTSMS: a fresh SMS code to the member's own number is needed. */
  smsRequired: boolean;
  /** The member's number, masked; null when none is bound (or not known). */
  mobile: string | null;
  /** Opens the binding of a mobile number, when the page offers it. */
  onBindMobile?: (() => void) | undefined;
}

interface PayoutAccountForm extends PayoutAccountValues, StepUpValues {}

export function PayoutAccountSheet({
  open,
  onClose,
  payeeName,
  smsRequired,
  mobile,
  onBindMobile,
}: PayoutAccountSheetProps) {
  const { t } = useMemberTranslation();
  const [noMobile, setNoMobile] = useState(mobile === null);
  const stepUp: StepUp = { mobile, smsPurpose: smsRequired ? 'payout' : 'security', smsRequired };
  const { form, sheet } = useStepUpSheet<PayoutAccountForm, Omit<PayoutAccountRequest, keyof SecurityStepUp>>(
    {
      mutation: useAddPayoutAccountMutation(),
      savedKey: 'memberArea.security.accountAdded',
      onClose,
      stepUp,
      defaultValues: {
        provider: 'BKASH',
        accountNumber: '',
        accountName: payeeName ?? '',
        bankName: '',
        paymentPassword: '',
        ...STEP_UP_DEFAULTS,
      },
      check: securityCheck(validatePayoutAccount),
      order: ['bankName', 'accountNumber', 'accountName', 'paymentPassword'],
      request: (values) => {
        const bank = values.provider === 'BANK';
        return {
          kind: bank ? 'bank' : 'e_wallet',
          provider: values.provider,
          accountNumber: normaliseDigits(values.accountNumber),
          accountName: values.accountName.trim(),
          bankName: bank ? values.bankName.trim() : '',
          paymentPassword: normaliseDigits(values.paymentPassword),
        };
      },
      // Without a bound number, binding one comes first.
      onFailure: (apiError) => {
        if (apiError.code === 'sms.no_mobile') setNoMobile(true);
      },
    },
  );
  const bank = form.watch('provider') === 'BANK';

  return (
    <SheetForm {...sheet} open={open} title={t('memberArea.security.addAccount')}>
      <SelectField
        label={t('memberArea.security.provider')}
        {...form.register('provider')}
        options={PROVIDERS.map((provider) => ({
          value: provider,
          label: t(`memberArea.security.providers.${provider}`),
        }))}
      />
      {bank ? <TextField label={t('memberArea.security.bankName')} {...form.field('bankName')} /> : null}
      <TextField
        inputMode="numeric"
        autoComplete="off"
        label={t(bank ? 'memberArea.security.bankAccountNumber' : 'memberArea.security.walletNumber')}
        placeholder={bank ? undefined : '01XXXXXXXXX'}
        {...form.field('accountNumber')}
      />
      <TextField
        autoComplete="name"
        label={t('memberArea.security.accountName')}
        readOnly={Boolean(payeeName)}
        hint={payeeName ? t('memberArea.security.accountNameFromPayee') : undefined}
        {...form.field('accountName')}
      />
      <TextField
        {...paymentPasswordInput}
        label={t('memberArea.security.paymentPassword')}
        {...form.field('paymentPassword')}
      />
      <StepUpFields form={form} stepUp={stepUp} onNoMobile={() => setNoMobile(true)} />
      {smsRequired && noMobile ? (
        <p className="acc-member-form__hint acc-member-form__hint--warn" role="note">
          {t('account:payoutSms.noMobile')}{' '}
          {onBindMobile ? (
            <Button variant="ghost" onClick={onBindMobile}>
              {t('memberArea.security.bindMobile')}
            </Button>
          ) : null}
        </p>
      ) : null}
    </SheetForm>
  );
}
