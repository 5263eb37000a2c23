// The transfer form of the agency centre (to a downline) and of the upline transfer: amount in the merchant's
// currency (positive, at most the balance), the 6-digit payment password and, for downlines, an optional remark.
// Nothing is sent while a field is wrong. A retry of the same submission (say, after a lost answer) reuses its
// idempotency key, an edited form gets a new one; on failure the catalogue text shows beside the field it
// concerns (or above the button) and every value stays as typed. On success the wallet is refreshed.
import { useTranslation } from 'react-i18next';
import { type FormEvent, useRef, useState } from 'react';
import {
  type AgentTransferValue,
  type AnyErrorCode,
  bus,
  Button,
  createIdempotencyKeeper,
  type IdempotencyKeeper,
  notifyError,
  useMoneyFormat,
} from 'shared';
import { isPaymentPassword, PAYMENT_PASSWORD_LENGTH } from 'shared/validation';
import { checkTransferAmount, cleanPaymentPassword, REMARK_MAX_LENGTH } from '../lib/money';
import { Field } from './field';
import './components.css';

export interface TransferValues {
  amountMinor: number;
  paymentPassword: string;
  remark?: string;
}

export type TransferRequest = TransferValues & { idempotencyKey: string };

export interface TransferFormProps {
  /** What the sender holds now; undefined while it loads (the amount is then checked by the server only). */
  balanceMinor: number | undefined;
  /** Show the optional remark field. */
  withRemark?: boolean;
  submitLabel: string;
  send: (request: TransferRequest) => Promise<AgentTransferValue>;
  onDone: (value: AgentTransferValue) => void;
  /**
   * A keeper that outlives the form (say, the sheet's owner): reopening the form and sending the same values to
   * the same `scope` after an unanswered try reuses that try's key. The form keeps its own otherwise.
   */
  keeper?: IdempotencyKeeper;
  /** Who receives (e.g. the downline id): part of what makes two submissions "the same". */
  scope?: number | string;
}

type FieldName = 'amount' | 'password' | 'form';

const FIELD_OF_CODE: Partial<Record<AnyErrorCode, FieldName>> = {
  'money.amount_invalid': 'amount',
  'money.below_minimum': 'amount',
  'money.above_maximum': 'amount',
  'money.insufficient_balance': 'amount',
  'limit.receiver_deposit_exceeded': 'amount',
  'money.payment_password_wrong': 'password',
  'money.payment_password_unset': 'password',
};

export function TransferForm({
  balanceMinor,
  withRemark = false,
  submitLabel,
  send,
  onDone,
  keeper: sharedKeeper,
  scope,
}: TransferFormProps) {
  const { t } = useTranslation('agent');
  const { t: tShared } = useTranslation();
  const { symbol, scale, format } = useMoneyFormat();
  const [ownKeeper] = useState(() => createIdempotencyKeeper());
  const keeper = sharedKeeper ?? ownKeeper;
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [serverError, setServerError] = useState<{ field: FieldName; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const amount = checkTransferAmount(amountText, balanceMinor, scale);
  const passwordOk = isPaymentPassword(password);
  const errorFor = (field: FieldName) => (serverError?.field === field ? serverError.text : '');
  const clearError = (field: FieldName) => {
    if (serverError && (serverError.field === field || serverError.field === 'form')) setServerError(null);
  };

  const amountError =
    errorFor('amount') ||
    (!amount.ok && (attempted || amountText !== '')
      ? t(`common.transfer.problem.${amount.problem}`, { balance: format(balanceMinor ?? 0) })
      : '');
  const passwordError =
    errorFor('password') ||
    (!passwordOk && (attempted || passwordTouched)
      ? t('common.transfer.problem.password', { digits: PAYMENT_PASSWORD_LENGTH })
      : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    if (!amount.ok) {
      amountRef.current?.focus();
      return;
    }
    if (!passwordOk) {
      passwordRef.current?.focus();
      return;
    }
    const trimmed = remark.trim();
    const values: TransferValues = {
      amountMinor: amount.minor,
      paymentPassword: password,
      ...(withRemark && trimmed ? { remark: trimmed } : {}),
    };
    const request: TransferRequest = { ...values, idempotencyKey: keeper.keyFor({ scope, ...values }) };
    sending.current = true;
    setPending(true);
    setServerError(null);
    send(request)
      .then((value) => {
        keeper.renew();
        bus.emit('wallet:refresh', { reason: 'money' });
        setAmountText('');
        setPassword('');
        setRemark('');
        setAttempted(false);
        setPasswordTouched(false);
        onDone(value);
      })
      .catch((error: unknown) => {
        const apiError = notifyError(error);
        setServerError({ field: FIELD_OF_CODE[apiError.code] ?? 'form', text: tShared(apiError.messageKey) });
      })
      .finally(() => {
        sending.current = false;
        setPending(false);
      });
  };

  return (
    <form className="agt-form" onSubmit={submit} noValidate>
      <Field
        ref={amountRef}
        label={t('common.transfer.amount')}
        prefix={symbol}
        hint={
          balanceMinor === undefined
            ? undefined
            : t('common.transfer.balance', { amount: format(balanceMinor) })
        }
        error={amountError}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('common.transfer.amountPlaceholder')}
        value={amountText}
        onChange={(event) => {
          setAmountText(event.target.value);
          clearError('amount');
        }}
      />
      <Field
        ref={passwordRef}
        label={t('common.transfer.password')}
        hint={t('common.transfer.passwordHint', { digits: PAYMENT_PASSWORD_LENGTH })}
        error={passwordError}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PAYMENT_PASSWORD_LENGTH}
        value={password}
        onBlur={() => setPasswordTouched(true)}
        onChange={(event) => {
          setPassword(cleanPaymentPassword(event.target.value));
          clearError('password');
        }}
      />
      {withRemark && (
        <Field
          label={t('common.transfer.remark')}
          autoComplete="off"
          maxLength={REMARK_MAX_LENGTH}
          value={remark}
          onChange={(event) => {
            setRemark(event.target.value);
            clearError('form');
          }}
        />
      )}
      {errorFor('form') && (
        <p className="agt-field__error agt-form__error" role="alert">
          {errorFor('form')}
        </p>
      )}
      <Button type="submit" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
