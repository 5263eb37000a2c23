// The security centre's small forms, each in its own bottom sheet: payment password, e-mail, payee name, payout
// account add (with an SMS code under SECPAYOUTSMS) and delete, security questions. Messages show under the
// fields; success is a toast, failures go through notifyError (the catalogue text).
import { type InputHTMLAttributes, useState } from 'react';
import { Button, notifyError, type PaymentProvider, type PayoutAccount, showToast } from 'shared';
import { PAYMENT_PASSWORD_LENGTH } from 'shared/validation';
import {
  useAddPayoutAccountMutation,
  useBindEmailMutation,
  useDeletePayoutAccountMutation,
  usePayeeNameMutation,
  usePaymentPasswordMutation,
  useSecurityAnswersMutation,
  useSecurityQuestions,
} from '../hooks/use-security';
import {
  type FormErrors,
  hasErrors,
  type PaymentPasswordValues,
  type SecurityErrorKey,
  type PayoutAccountValues,
  validateEmail,
  validatePayeeName,
  validatePaymentPassword,
  validatePaymentPasswordOnly,
  validatePayoutAccount,
} from '../lib/security-forms';
import { normaliseDigits } from '../lib/security-rules';
import { PayoutSmsCode } from '../../../components/payout-sms-code';
import { SelectField, TextField } from './form-fields';
import { SheetForm } from './sheet-form';
import { type MemberTextKey, useMemberTranslation } from '../texts';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
}

/** Translate the message keys of a form's errors. */
function useErrorText() {
  const { t } = useMemberTranslation();
  return <F extends string>(errors: FormErrors<F>, field: F) => {
    const key: SecurityErrorKey | undefined = errors[field];
    return key ? t(key, { length: PAYMENT_PASSWORD_LENGTH }) : undefined;
  };
}

/** A sheet's form: its values, the errors of the last check, a setter per field, and a check before sending. */
function useSheetForm<V extends { [K in keyof V]: string }>(
  initial: V,
  validate: (values: V) => FormErrors<keyof V & string>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<keyof V & string>>({});
  const set = (field: keyof V) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const check = () => {
    const found = validate(values);
    setErrors(found);
    return !hasErrors(found);
  };
  return { values, errors, set, check };
}

function useSaved() {
  const { t } = useMemberTranslation();
  return (message: MemberTextKey, onClose: () => void) => {
    showToast({ type: 'success', message: t(message) });
    onClose();
  };
}

const paymentPasswordInput = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: PAYMENT_PASSWORD_LENGTH,
} as const;

export function PaymentPasswordSheet({ open, onClose, alreadySet }: SheetProps & { alreadySet: boolean }) {
  const { t } = useMemberTranslation();
  const errorText = useErrorText();
  const saved = useSaved();
  const mutation = usePaymentPasswordMutation();
  const { values, errors, set, check } = useSheetForm<PaymentPasswordValues>(
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    (current) => validatePaymentPassword(current, alreadySet),
  );

  const submit = () => {
    if (!check()) return;
    mutation.mutate(
      {
        oldPaymentPassword: alreadySet ? normaliseDigits(values.oldPassword) : '',
        newPaymentPassword: normaliseDigits(values.newPassword),
      },
      { onSuccess: () => saved('memberArea.security.paymentPasswordSaved', onClose), onError: notifyError },
    );
  };

  return (
    <SheetForm
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitting={mutation.isPending}
      title={t(
        alreadySet ? 'memberArea.security.changePaymentPassword' : 'memberArea.security.setPaymentPassword',
      )}
    >
      {alreadySet ? (
        <TextField
          {...paymentPasswordInput}
          label={t('memberArea.security.oldPaymentPassword')}
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={errorText(errors, 'oldPassword')}
        />
      ) : null}
      <TextField
        {...paymentPasswordInput}
        label={t('memberArea.security.newPaymentPassword')}
        hint={t('memberArea.security.paymentPasswordHint', { length: PAYMENT_PASSWORD_LENGTH })}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errorText(errors, 'newPassword')}
      />
      <TextField
        {...paymentPasswordInput}
        label={t('memberArea.security.confirmPaymentPassword')}
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errorText(errors, 'confirmPassword')}
      />
    </SheetForm>
  );
}

interface SingleFieldSheetProps<F extends string> extends SheetProps {
  field: F;
  title: string;
  label: string;
  hint?: string;
  savedKey: MemberTextKey;
  validate: (value: string) => FormErrors<F>;
  mutation: {
    mutate: (value: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
    isPending: boolean;
  };
  inputProps: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'placeholder'
  >;
}

/** A sheet with one text field: validate, send the trimmed value, say it is saved, close. */
function SingleFieldSheet<F extends string>({
  open,
  onClose,
  field,
  title,
  label,
  hint,
  savedKey,
  validate,
  mutation,
  inputProps,
}: SingleFieldSheetProps<F>) {
  const errorText = useErrorText();
  const saved = useSaved();
  const { values, errors, set, check } = useSheetForm({ [field]: '' } as Record<F, string>, (current) =>
    validate(current[field]),
  );

  const submit = () => {
    if (!check()) return;
    mutation.mutate(values[field].trim(), {
      onSuccess: () => saved(savedKey, onClose),
      onError: notifyError,
    });
  };

  return (
    <SheetForm open={open} onClose={onClose} onSubmit={submit} submitting={mutation.isPending} title={title}>
      <TextField
        {...inputProps}
        label={label}
        {...(hint ? { hint } : {})}
        value={values[field]}
        onChange={set(field)}
        error={errorText(errors, field)}
      />
    </SheetForm>
  );
}

export function EmailSheet({ open, onClose }: SheetProps) {
  const { t } = useMemberTranslation();
  return (
    <SingleFieldSheet
      open={open}
      onClose={onClose}
      field="email"
      title={t('memberArea.security.bindEmail')}
      label={t('memberArea.security.email')}
      savedKey="memberArea.security.emailSaved"
      validate={validateEmail}
      mutation={useBindEmailMutation()}
      inputProps={{
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        placeholder: 'name@example.com',
      }}
    />
  );
}

export function PayeeNameSheet({ open, onClose }: SheetProps) {
  const { t } = useMemberTranslation();
  return (
    <SingleFieldSheet
      open={open}
      onClose={onClose}
      field="payeeName"
      title={t('memberArea.security.setPayeeName')}
      label={t('memberArea.security.payeeName')}
      hint={t('memberArea.security.payeeNameOnce')}
      savedKey="memberArea.security.payeeNameSaved"
      validate={validatePayeeName}
      mutation={usePayeeNameMutation()}
      inputProps={{ autoComplete: 'name' }}
    />
  );
}

export const PROVIDERS: readonly PaymentProvider[] = ['BKASH', 'NAGAD', 'ROCKET', 'BANK'];

export interface PayoutAccountSheetProps extends SheetProps {
  payeeName: string | null;
  /** SECPAYOUTSMS: a fresh SMS code to the member's own number is needed. */
  smsRequired: boolean;
  /** The member's number, masked; null when none is bound (or not known). */
  mobile: string | null;
  /** Opens the binding of a mobile number, when the page offers it. */
  onBindMobile?: (() => void) | undefined;
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
  const errorText = useErrorText();
  const saved = useSaved();
  const mutation = useAddPayoutAccountMutation();
  const { values, errors, set, check } = useSheetForm<PayoutAccountValues>(
    { provider: 'BKASH', accountNumber: '', accountName: payeeName ?? '', bankName: '', paymentPassword: '' },
    validatePayoutAccount,
  );
  const [smsCode, setSmsCode] = useState('');
  const [smsError, setSmsError] = useState('');
  const [noMobile, setNoMobile] = useState(mobile === null);
  const bank = values.provider === 'BANK';

  const submit = () => {
    const formOk = check();
    const codeMissing = smsRequired && smsCode === '';
    setSmsError(codeMissing ? t('account:payoutSms.required') : '');
    if (!formOk || codeMissing) return;
    mutation.mutate(
      {
        kind: bank ? 'bank' : 'e_wallet',
        provider: values.provider,
        accountNumber: normaliseDigits(values.accountNumber),
        accountName: values.accountName.trim(),
        bankName: bank ? values.bankName.trim() : '',
        paymentPassword: normaliseDigits(values.paymentPassword),
        ...(smsRequired ? { smsCode } : {}),
      },
      {
        onSuccess: () => saved('memberArea.security.accountAdded', onClose),
        onError: (error) => {
          const apiError = notifyError(error);
          if (!apiError.code.startsWith('sms.')) return;
          // A wrong or used code is asked for again; without a bound number, binding one comes first.
          setSmsCode('');
          setSmsError(t(apiError.messageKey, { ns: 'shared' }));
          if (apiError.code === 'sms.no_mobile') setNoMobile(true);
        },
      },
    );
  };

  return (
    <SheetForm
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitting={mutation.isPending}
      title={t('memberArea.security.addAccount')}
    >
      <SelectField
        label={t('memberArea.security.provider')}
        value={values.provider}
        onChange={set('provider')}
        options={PROVIDERS.map((provider) => ({
          value: provider,
          label: t(`memberArea.security.providers.${provider}`),
        }))}
      />
      {bank ? (
        <TextField
          label={t('memberArea.security.bankName')}
          value={values.bankName}
          onChange={set('bankName')}
          error={errorText(errors, 'bankName')}
        />
      ) : null}
      <TextField
        inputMode="numeric"
        autoComplete="off"
        label={t(bank ? 'memberArea.security.bankAccountNumber' : 'memberArea.security.walletNumber')}
        placeholder={bank ? undefined : '01XXXXXXXXX'}
        value={values.accountNumber}
        onChange={set('accountNumber')}
        error={errorText(errors, 'accountNumber')}
      />
      <TextField
        autoComplete="name"
        label={t('memberArea.security.accountName')}
        readOnly={Boolean(payeeName)}
        hint={payeeName ? t('memberArea.security.accountNameFromPayee') : undefined}
        value={values.accountName}
        onChange={set('accountName')}
        error={errorText(errors, 'accountName')}
      />
      <TextField
        {...paymentPasswordInput}
        label={t('memberArea.security.paymentPassword')}
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
        error={errorText(errors, 'paymentPassword')}
      />
      {smsRequired ? (
        <PayoutSmsCode
          purpose="payout"
          value={smsCode}
          onChange={(code) => {
            setSmsCode(code);
            setSmsError('');
          }}
          error={smsError}
          mobile={mobile}
          onNoMobile={() => setNoMobile(true)}
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

export function DeletePayoutAccountSheet({
  onClose,
  account,
}: Omit<SheetProps, 'open'> & { account: PayoutAccount | null }) {
  const { t } = useMemberTranslation();
  const saved = useSaved();
  const mutation = useDeletePayoutAccountMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<SecurityErrorKey | undefined>();

  const submit = () => {
    if (!account) return;
    const found = validatePaymentPasswordOnly(password);
    setError(found);
    if (found) return;
    mutation.mutate(
      { id: account.id, paymentPassword: normaliseDigits(password) },
      { onSuccess: () => saved('memberArea.security.accountDeleted', onClose), onError: notifyError },
    );
  };

  return (
    <SheetForm
      open={account !== null}
      onClose={onClose}
      onSubmit={submit}
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
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ? t(error, { length: PAYMENT_PASSWORD_LENGTH }) : undefined}
      />
    </SheetForm>
  );
}

export function SecurityQuestionsSheet({ open, onClose }: SheetProps) {
  const { t } = useMemberTranslation();
  const saved = useSaved();
  const questions = useSecurityQuestions(open);
  const mutation = useSecurityAnswersMutation();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});

  const submit = () => {
    const list = questions.data ?? [];
    const found: Record<number, string> = {};
    // Unanswered questions need an answer; answered ones may be left as they are.
    for (const question of list) {
      const answer = (answers[question.id] ?? '').trim();
      if (!question.answered && answer.length < 2)
        found[question.id] = t('memberArea.security.errors.answer');
    }
    const given = list
      .map((question) => ({ questionId: question.id, answer: (answers[question.id] ?? '').trim() }))
      .filter((entry) => entry.answer !== '');
    setErrors(found);
    if (Object.keys(found).length > 0 || given.length === 0) return;
    mutation.mutate(given, {
      onSuccess: () => saved('memberArea.security.answersSaved', onClose),
      onError: notifyError,
    });
  };

  return (
    <SheetForm
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitting={mutation.isPending}
      submitDisabled={!questions.data}
      title={t('memberArea.security.questions')}
    >
      {questions.data?.map((question) => (
        <TextField
          key={question.id}
          label={question.question}
          autoComplete="off"
          placeholder={question.answered ? t('memberArea.security.answeredPlaceholder') : undefined}
          value={answers[question.id] ?? ''}
          onChange={(event) => setAnswers((current) => ({ ...current, [question.id]: event.target.value }))}
          error={errors[question.id]}
        />
      )) ?? <p>{t('memberArea.common.loading')}</p>}
    </SheetForm>
  );
}
