// The withdrawal form: payout account, amount (limits and at most the withdrawable amount, Bengali or Latin
// digits), the 6-digit payment password and, for an account that never received a withdrawal while SECPAYOUTSMS
// is on, a fresh SMS code. Submit is enabled only when all are valid; a retry of the same submission reuses its
// idempotency key. Server errors also show beside the field they concern.
import { type FormEvent, useState } from 'react';
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
  const { send, serverError, setServerError } = useMoneySubmit(withdraw, FIELD_OF_CODE, onDone);

  const [accountId, setAccountId] = useState<number | null>(
    info.accounts.length === 1 ? (info.accounts[0]?.id ?? null) : null,
  );
  const [amountText, setAmountText] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const [password, setPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [noMobile, setNoMobile] = useState(false);
  const smsFlag = useMerchantConfig().data?.flags.SECPAYOUTSMS === true;
  // A withdrawal to an account that never received one needs a fresh code (contract: PayoutAccount.used).
  const needsSms = smsFlag && info.accounts.find((account) => account.id === accountId)?.used === false;

  const limits = {
    minMinor: info.minMinor,
    maxMinor: info.maxMinor,
    withdrawableMinor: info.withdrawableMinor,
    scale,
  };
  const amount = checkAmount(amountText, limits);
  const passwordOk = new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`).test(password);
  const valid =
    accountId !== null && amount.ok && passwordOk && (!needsSms || smsCode !== '') && serverError === null;
  const errorFor = (field: Field) => (serverError?.field === field ? serverError.text : '');
  const all = Math.min(info.withdrawableMinor, info.maxMinor);

  const editAmount = (text: string) => {
    setAmountText(text);
    if (serverError?.field === 'amount') setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !amount.ok || accountId === null || withdraw.isPending) return;
    const payload = {
      accountId,
      amountMinor: amount.minor,
      paymentPassword: password,
      ...(needsSms ? { smsCode } : {}),
    };
    send(payload, (field) => {
      // A wrong password or code is typed again from scratch.
      if (field === 'password') setPassword('');
      if (field === 'sms') setSmsCode('');
    });
  };

  return (
    <form className="acc-form acc-money-form" onSubmit={submit} noValidate>
      <fieldset className="acc-money-choices">
        <legend>{t('money.withdraw.account')}</legend>
        {info.accounts.map((account) => (
          <label key={account.id} className="acc-money-choice">
            <input
              type="radio"
              name="payout-account"
              checked={accountId === account.id}
              onChange={() => {
                setAccountId(account.id);
                if (serverError?.field === 'account') setServerError(null);
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
        error={
          errorFor('amount') ||
          (!amount.ok && (amountText !== '' || amountTouched) ? amountMessage(amount.problem, limits) : '')
        }
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('money.amount.placeholder')}
        value={amountText}
        onChange={(event) => editAmount(event.target.value)}
        onBlur={() => setAmountTouched(true)}
      >
        {all > 0 && (
          <div className="mc-chips">
            <button type="button" className="mc-chip" onClick={() => editAmount(minorToInput(all, scale))}>
              {t('money.withdraw.all', { amount: format(all) })}
            </button>
          </div>
        )}
      </FormField>
      <FormField
        label={t('money.withdraw.password')}
        hint={t('money.withdraw.passwordHint', { digits: PAYMENT_PASSWORD_LENGTH })}
        error={
          errorFor('password') ||
          (password !== '' && !passwordOk
            ? t('money.withdraw.passwordFormat', { digits: PAYMENT_PASSWORD_LENGTH })
            : '')
        }
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PAYMENT_PASSWORD_LENGTH}
        value={password}
        onChange={(event) => {
          setPassword(toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH));
          if (serverError?.field === 'password') setServerError(null);
        }}
      />
      {needsSms && (
        <PayoutSmsCode
          purpose="withdraw"
          value={smsCode}
          onChange={(code) => {
            setSmsCode(code);
            if (serverError?.field === 'sms') setServerError(null);
          }}
          error={errorFor('sms')}
          onNoMobile={() => setNoMobile(true)}
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
