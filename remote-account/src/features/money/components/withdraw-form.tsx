// The withdrawal form: payout account, amount (limits and at most the withdrawable amount, Bengali or Latin
// digits), the 6-digit payment password and, for an account that never received a withdrawal while SECPAYOUTSMS
// is on, a fresh SMS code. Submit is enabled only when all are valid; a retry of the same submission reuses its
// idempotency key. Server errors also show beside the field they concern.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type AnyErrorCode,
  Button,
  canonicalPath,
  minorToInput,
  toLatinDigits,
  useMerchantConfig,
  useMoneyFormat,
  type WithdrawInfo,
  type WithdrawRecord,
} from 'shared';
import { Controller, type FormRules, useSiteForm } from 'shared/forms';
import { useSubmitWithdraw } from '../api/withdraw';
import { useAmountMessage } from '../hooks/use-amount-message';
import { useMoneySubmit } from '../hooks/use-money-submit';
import { checkAmount } from '../lib/amount-check';
import { FormField } from '../../../components/form-field';
import { PayoutSmsCode } from '../../../components/payout-sms-code';
import { PayoutAccountLabel } from './payout-account-label';
import { useMoneyTranslation } from '../texts';

export interface WithdrawFormProps {
  info: WithdrawInfo;
  onDone: (record: WithdrawRecord) => void;
}

export const PAYMENT_PASSWORD_LENGTH = 6;

type Field = 'account' | 'amount' | 'password' | 'sms';

interface WithdrawValues {
  account: number | null;
  amount: string;
  password: string;
  sms: string;
}

const FIELD_OF_CODE: Partial<Record<AnyErrorCode, Field>> = {
  'money.account_invalid': 'account',
  'money.amount_invalid': 'amount',
  'money.below_minimum': 'amount',
  'money.above_maximum': 'amount',
  'money.insufficient_balance': 'amount',
  'money.turnover_required': 'amount',
  'money.payment_password_wrong': 'password',
  'sms.code_required': 'sms',
  'sms.code_invalid': 'sms',
  'sms.code_expired': 'sms',
  'sms.no_mobile': 'sms',
};

export function WithdrawForm({ info, onDone }: WithdrawFormProps) {
  const { t } = useMoneyTranslation();
  const { scale, format } = useMoneyFormat();
  const amountMessage = useAmountMessage();
  const withdraw = useSubmitWithdraw();
  const { send } = useMoneySubmit(withdraw, FIELD_OF_CODE, onDone);
  const [noMobile, setNoMobile] = useState(false);
  const smsFlag = useMerchantConfig().data?.flags.SECPAYOUTSMS === true;
  // A withdrawal to an account that never received one needs a fresh code (contract: PayoutAccount.used).
  const needsSmsFor = (accountId: number | null) =>
    smsFlag && info.accounts.find((account) => account.id === accountId)?.used === false;

  const limits = {
    minMinor: info.minMinor,
    maxMinor: info.maxMinor,
    withdrawableMinor: info.withdrawableMinor,
    scale,
  };
  const rules: FormRules<WithdrawValues> = {
    account: (accountId) => accountId === null && { key: 'validation.required' },
    amount: (text) => {
      const amount = checkAmount(text, limits);
      return !amount.ok && { text: amountMessage(amount.problem, limits) };
    },
    password: (password) =>
      !new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`).test(password) && {
        ns: 'money',
        key: 'money.withdraw.passwordFormat',
        params: { digits: PAYMENT_PASSWORD_LENGTH },
      },
    sms: (code, values) => needsSmsFor(values.account) && code === '' && { key: 'validation.required' },
  };
  const form = useSiteForm<WithdrawValues>({
    defaultValues: {
      account: info.accounts.length === 1 ? (info.accounts[0]?.id ?? null) : null,
      amount: '',
      password: '',
      sms: '',
    },
    rules,
    mode: 'onChange',
    onSubmit: (values) => {
      const amount = checkAmount(values.amount, limits);
      if (!amount.ok || values.account === null || withdraw.isPending) return;
      const needsSms = needsSmsFor(values.account);
      send(
        {
          accountId: values.account,
          amountMinor: amount.minor,
          paymentPassword: values.password,
          ...(needsSms ? { smsCode: values.sms } : {}),
        },
        (field, text) => {
          // A wrong password or code is typed again from scratch.
          if (field === 'password' || field === 'sms') form.setValue(field, '');
          form.setServerError(field, text);
        },
      );
    },
  });
  const values = form.watch();
  const needsSms = needsSmsFor(values.account);
  const { isTouched: amountTouched } = form.getFieldState('amount', form.formState);
  const valid = form.formState.isValid && !form.hasServerError;
  /** The server's message beside a field, if any. */
  const errorFor = (field: Field) => {
    const error = form.getFieldState(field, form.formState).error;
    return error?.type === 'server' ? form.messageOf(field) : '';
  };
  const all = Math.min(info.withdrawableMinor, info.maxMinor);

  /** An edit takes back the server's message about that field. */
  const edited = (field: Field) => {
    if (errorFor(field)) form.clearErrors(field);
  };

  return (
    <form className="acc-form acc-money-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <fieldset className="acc-money-choices">
        <legend>{t('money.withdraw.account')}</legend>
        {info.accounts.map((account) => (
          <label key={account.id} className="acc-money-choice">
            <input
              type="radio"
              name="payout-account"
              checked={values.account === account.id}
              onChange={() => {
                form.setValue('account', account.id, { shouldValidate: true });
                edited('account');
              }}
            />
            <PayoutAccountLabel account={account} />
          </label>
        ))}
        {errorFor('account') && (
          <p className="acc-field__error" aria-live="polite">
            {errorFor('account')}
          </p>
        )}
      </fieldset>
      <FormField
        label={t('money.amount.label')}
        hint={t('money.amount.limits', { min: format(info.minMinor), max: format(info.maxMinor) })}
        error={values.amount !== '' || amountTouched ? form.liveMessageOf('amount') : ''}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('money.amount.placeholder')}
        {...form.register('amount', { onChange: () => edited('amount') })}
      >
        {all > 0 && (
          <div className="mc-chips">
            <button
              type="button"
              className="mc-chip"
              onClick={() => {
                edited('amount');
                form.setValue('amount', minorToInput(all, scale), { shouldValidate: true });
              }}
            >
              {t('money.withdraw.all', { amount: format(all) })}
            </button>
          </div>
        )}
      </FormField>
      <FormField
        label={t('money.withdraw.password')}
        hint={t('money.withdraw.passwordHint', { digits: PAYMENT_PASSWORD_LENGTH })}
        error={values.password !== '' ? form.liveMessageOf('password') : errorFor('password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PAYMENT_PASSWORD_LENGTH}
        value={values.password}
        onChange={(event) => {
          edited('password');
          form.setValue(
            'password',
            toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH),
            { shouldValidate: true },
          );
        }}
      />
      {needsSms && (
        <Controller
          control={form.control}
          name="sms"
          render={({ field }) => (
            <PayoutSmsCode
              purpose="withdraw"
              value={field.value}
              onChange={(code) => {
                edited('sms');
                field.onChange(code);
              }}
              error={errorFor('sms')}
              onNoMobile={() => setNoMobile(true)}
            />
          )}
        />
      )}
      {needsSms && noMobile && (
        <p className="acc-money__hint" role="note">
          {t('account:payoutSms.noMobile')}{' '}
          <Link to={canonicalPath('securityCenter')} className="acc-link">
            {t('money.withdraw.bindMobile')}
          </Link>
        </p>
      )}
      <Button type="submit" block loading={withdraw.isPending} disabled={!valid}>
        {t('money.withdraw.submit')}
      </Button>
    </form>
  );
}
