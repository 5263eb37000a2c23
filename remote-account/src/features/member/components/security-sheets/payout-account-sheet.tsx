// Adding a payout account: the provider, the bank's name for a bank account, the number, the holder (the payee name
// once set), the payment password, and a fresh SMS code to the member's own number under SECPAYOUTSMS.
import { useState } from 'react';
import { Button, type PaymentProvider, type PayoutAccountRequest } from 'shared';
import { Controller } from 'shared/forms';
import { PayoutSmsCode } from '../../../../components/payout-sms-code';
import { useAddPayoutAccountMutation } from '../../hooks/use-security';
import { type PayoutAccountValues, validatePayoutAccount } from '../../lib/security-forms';
import { normaliseDigits } from '../../lib/security-rules';
import { SelectField, TextField } from '../form-fields';
import { SheetForm } from '../sheet-form';
import { useMemberTranslation } from '../../texts';
import { paymentPasswordInput, securityCheck, type SheetProps, useSecuritySheet } from './sheet-common';

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

interface PayoutAccountForm extends PayoutAccountValues {
  smsCode: string;
}

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
  const { form, sheet } = useSecuritySheet<PayoutAccountForm, PayoutAccountRequest>({
    mutation: useAddPayoutAccountMutation(),
    savedKey: 'memberArea.security.accountAdded',
    onClose,
    defaultValues: {
      provider: 'BKASH',
      accountNumber: '',
      accountName: payeeName ?? '',
      bankName: '',
      paymentPassword: '',
      smsCode: '',
    },
    check: securityCheck(validatePayoutAccount),
    rules: {
      smsCode: (code) => smsRequired && code === '' && { ns: 'account', key: 'payoutSms.required' },
    },
    order: ['bankName', 'accountNumber', 'accountName', 'paymentPassword', 'smsCode'],
    request: (values) => {
      const bank = values.provider === 'BANK';
      return {
        kind: bank ? 'bank' : 'e_wallet',
        provider: values.provider,
        accountNumber: normaliseDigits(values.accountNumber),
        accountName: values.accountName.trim(),
        bankName: bank ? values.bankName.trim() : '',
        paymentPassword: normaliseDigits(values.paymentPassword),
        ...(smsRequired ? { smsCode: values.smsCode } : {}),
      };
    },
    onFailure: (apiError) => {
      if (!apiError.code.startsWith('sms.')) return;
      // A wrong or used code is asked for again; without a bound number, binding one comes first.
      form.setValue('smsCode', '');
      form.setServerError('smsCode', t(apiError.messageKey, { ns: 'shared' }));
      if (apiError.code === 'sms.no_mobile') setNoMobile(true);
    },
  });
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
      {smsRequired ? (
        <Controller
          control={form.control}
          name="smsCode"
          render={({ field }) => (
            <PayoutSmsCode
              purpose="payout"
              value={field.value}
              onChange={field.onChange}
              error={form.messageOf('smsCode')}
              mobile={mobile}
              onNoMobile={() => setNoMobile(true)}
            />
          )}
        />
      ) : null}
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
