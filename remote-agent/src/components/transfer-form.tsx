// The transfer form of the agency centre (to a downline) and of the upline transfer: amount in the merchant's
// currency (positive, at most the balance), the 6-digit payment password and, for downlines, an optional remark.
// Nothing is sent while a field is wrong (shared/forms: the first wrong field gets focus). A retry of the same submission (say, after a lost answer) reuses its
// idempotency key, an edited form gets a new one; on failure the catalogue text shows beside the field it
// concerns (or above the button) and every value stays as typed. On success the wallet is refreshed.
import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
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
import { Controller, useSiteForm } from 'shared/forms';
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

interface TransferFields {
  amount: string;
  password: string;
  remark: string;
}

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
  const [pending, setPending] = useState(false);
  const sending = useRef(false);

  const form = useSiteForm<TransferFields>({
    defaultValues: { amount: '', password: '', remark: '' },
    rules: {
      amount: (text) => {
        const amount = checkTransferAmount(text, balanceMinor, scale);
        return (
          !amount.ok && {
            text: t(`common.transfer.problem.${amount.problem}`, { balance: format(balanceMinor ?? 0) }),
          }
        );
      },
      password: (password) =>
        !isPaymentPassword(password) && {
          ns: 'agent',
          key: 'common.transfer.problem.password',
          params: { digits: PAYMENT_PASSWORD_LENGTH },
        },
    },
    order: ['amount', 'password'],
    onSubmit: (fields) => {
      const amount = checkTransferAmount(fields.amount, balanceMinor, scale);
      if (sending.current || !amount.ok) return;
      const trimmed = fields.remark.trim();
      const values: TransferValues = {
        amountMinor: amount.minor,
        paymentPassword: fields.password,
        ...(withRemark && trimmed ? { remark: trimmed } : {}),
      };
      const request: TransferRequest = { ...values, idempotencyKey: keeper.keyFor({ scope, ...values }) };
      sending.current = true;
      setPending(true);
      form.clearErrors('root');
      send(request)
        .then((value) => {
          keeper.renew();
          bus.emit('wallet:refresh', { reason: 'money' });
          form.reset();
          onDone(value);
        })
        .catch((error: unknown) => {
          const apiError = notifyError(error);
          const field = FIELD_OF_CODE[apiError.code] ?? 'form';
          const text = tShared(apiError.messageKey);
          if (field === 'form') form.setError('root', { type: 'server', message: text });
          else form.setServerError(field, text);
        })
        .finally(() => {
          sending.current = false;
          setPending(false);
        });
    },
  });

  const { isSubmitted } = form.formState;
  const amountText = form.watch('amount');
  const passwordTouched = form.getFieldState('password', form.formState).isTouched;
  // An amount is checked as it is typed, the password once left; both once a send was tried.
  const amountError =
    isSubmitted || amountText !== '' ? form.liveMessageOf('amount') : form.messageOf('amount');
  const passwordError =
    isSubmitted || passwordTouched ? form.liveMessageOf('password') : form.messageOf('password');
  const formError = form.formState.errors.root?.message ?? '';
  /** An edit takes back the server's message about that field, and the one about the whole form. */
  const edited = (field: 'amount' | 'password' | 'remark') => {
    if (field !== 'remark' && form.getFieldState(field, form.formState).error?.type === 'server') {
      form.clearErrors(field);
    }
    if (formError) form.clearErrors('root');
  };

  return (
    <form className="agt-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <Field
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
        {...form.register('amount', { onChange: () => edited('amount') })}
      />
      <Controller
        control={form.control}
        name="password"
        render={({ field }) => (
          <Field
            ref={field.ref}
            name={field.name}
            label={t('common.transfer.password')}
            hint={t('common.transfer.passwordHint', { digits: PAYMENT_PASSWORD_LENGTH })}
            error={passwordError}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PAYMENT_PASSWORD_LENGTH}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(cleanPaymentPassword(event.target.value));
              edited('password');
            }}
          />
        )}
      />
      {withRemark && (
        <Field
          label={t('common.transfer.remark')}
          autoComplete="off"
          maxLength={REMARK_MAX_LENGTH}
          {...form.register('remark', { onChange: () => edited('remark') })}
        />
      )}
      {formError && (
        <p className="agt-field__error agt-form__error" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
