// Forgot password (spec account §2, §4, §5, §8): by phone (mobile number, SMS code, new password) and by e-mail
// (username and e-mail; a reset link is mailed). The toggle shows only when the merchant offers both; phone is
// the default when it is on. Opened from the mailed link (`/m/forget?token=…`) it sets the new password instead.
import { type FormEvent, useId, useState } from 'react';
import {
  ApiError,
  bus,
  Button,
  clearSession,
  type FieldRule,
  INPUT_LIMITS,
  REDIRECT_MS,
  TOAST_DURATION,
  useMerchantConfig,
  type WhiteLabelFlag,
} from 'shared';
import { checkConfirmPassword, checkField, type RuleMessage } from 'shared/validation';
import { useEmailRecovery } from '../api/email-recovery';
import { useMobileRule, usePasswordRule } from '../api/register-config';
import { login } from '../api/login';
import { useResetPasswordByEmail } from '../api/reset-password-by-email';
import { useSetPasswordByPhone } from '../api/set-password-by-phone';
import { useInputRefs } from '../hooks/use-input-refs';
import { cleanDigits, cleanMobile, COUNTRY_DIALING_CODE, FALLBACK_MOBILE_RULE } from '../lib/mobile';
import { ruleText } from '../lib/rule-text';
import { failureToast, loadingToast, successToast } from '../lib/toasts';
import { Field } from './field';
import { SmsCodeButton } from './sms-code-button';
import { panelId, tabId, Tabs } from './tabs';
import { useAuthTranslation } from '../texts';

export type ForgotMethod = 'phone' | 'email';

const TOAST_ID = 'account:forgot';

/** The methods the merchant offers and the default (spec account §2). */
export function forgotMethods(flags: Partial<Record<WhiteLabelFlag, boolean>> | undefined): ForgotMethod[] {
  const phone = flags?.CHNGPASSVERIF3 === true;
  const email = flags?.CHNGPASSMAIL3 === true;
  if (phone && email) return ['phone', 'email'];
  if (email) return ['email'];
  return ['phone'];
}

const REQUIRED_TEXT: FieldRule = {
  enabled: true,
  required: true,
  minLength: 1,
  maxLength: 64,
  patternId: 'TEXT',
};
const EMAIL_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 5,
  maxLength: 64,
  patternId: 'EMAIL',
};
const SMS_CODE_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 1,
  maxLength: INPUT_LIMITS.smsCodeMaxLength,
  patternId: 'SMS_CODE',
};

type Errors<K extends string> = Partial<Record<K, RuleMessage[]>>;

function check<K extends string>(rules: Record<K, FieldRule>, values: Record<K, string>): Errors<K> {
  const errors: Errors<K> = {};
  for (const name of Object.keys(rules) as K[]) {
    const result = checkField(rules[name], values[name]);
    if (!result.pass) errors[name] = result.messages;
  }
  return errors;
}

export interface ForgotFormProps {
  /** The phone reset signed the player in: close the popup (and leave its route for home). */
  onSignedIn: () => void;
}

/** The reset token of the mailed link the page was opened with, or null. */
function linkToken(): string | null {
  const token = new URLSearchParams(window.location.search).get('token')?.trim();
  return token ? token : null;
}

export function ForgotForm({ onSignedIn }: ForgotFormProps) {
  // Read once: the form stays the link's form until it is done.
  const [token] = useState(linkToken);
  return token === null ? <RecoveryMethods onSignedIn={onSignedIn} /> : <ResetByLink token={token} />;
}

function RecoveryMethods({ onSignedIn }: ForgotFormProps) {
  const { t } = useAuthTranslation();
  const { data: merchant } = useMerchantConfig();
  const methods = forgotMethods(merchant?.flags);
  const [chosen, setChosen] = useState<ForgotMethod | null>(null);
  const method = chosen !== null && methods.includes(chosen) ? chosen : methods[0]!;
  const id = useId();
  const tabbed = methods.length > 1;

  return (
    <div className="acc-form">
      <p className="acc-form__subtitle">
        {t(method === 'phone' ? 'forgot.phoneSubtitle' : 'forgot.emailSubtitle')}
      </p>
      {tabbed && (
        <Tabs
          label={t('forgot.methods')}
          idBase={id}
          selected={method}
          onSelect={setChosen}
          options={[
            { value: 'phone', label: t('forgot.byPhone') },
            { value: 'email', label: t('forgot.byEmail') },
          ]}
        />
      )}
      <div {...(tabbed ? { role: 'tabpanel', id: panelId(id), 'aria-labelledby': tabId(id, method) } : {})}>
        {method === 'phone' ? <PhoneReset onSignedIn={onSignedIn} /> : <EmailRecovery />}
      </div>
    </div>
  );
}

type EmailField = 'username' | 'email';
const EMAIL_RULES: Record<EmailField, FieldRule> = { username: REQUIRED_TEXT, email: EMAIL_RULE };

function EmailRecovery() {
  const { t } = useAuthTranslation();
  const recovery = useEmailRecovery();
  const [values, setValues] = useState<Record<EmailField, string>>({ username: '', email: '' });
  const [errors, setErrors] = useState<Errors<EmailField>>({});
  const [mismatch, setMismatch] = useState(false);
  const inputs = useInputRefs<EmailField>();

  const recheck = (name: EmailField, next: Record<EmailField, string>) => {
    setErrors((current) => ({ ...current, [name]: check(EMAIL_RULES, next)[name] }));
  };

  const change = (name: EmailField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setMismatch(false);
    if (errors[name]) recheck(name, next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (recovery.isPending) return;
    const found = check(EMAIL_RULES, values);
    setErrors(found);
    const first = (['username', 'email'] as const).find((name) => found[name]);
    if (first) {
      inputs.focus(first);
      return;
    }
    loadingToast(TOAST_ID, t('forgot.pleaseWait'));
    try {
      await recovery.mutateAsync(values);
      successToast(TOAST_ID, t('forgot.emailSent'), TOAST_DURATION.recoverySuccess);
      // 'has been sent' for 1 second, then back to the login popup.
      setTimeout(() => {
        bus.emit('popup:open', { kind: 'login' });
      }, REDIRECT_MS.afterEmailRecovery);
    } catch (error) {
      failureToast(TOAST_ID, error);
      if (error instanceof ApiError && error.code === 'recovery.email_mismatch') {
        setMismatch(true);
        inputs.focus('email');
      }
    }
  };

  const emailMessage = mismatch ? t('errors.emailMismatch', { ns: 'shared' }) : ruleText(errors.email);
  return (
    <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        ref={inputs.ref('username')}
        label={t('forgot.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={values.username}
        maxLength={64}
        placeholder={t('login.usernamePlaceholder')}
        error={ruleText(errors.username)}
        onChange={(event) => change('username', event.target.value)}
        onBlur={() => recheck('username', values)}
      />
      <Field
        ref={inputs.ref('email')}
        label={t('forgot.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        value={values.email}
        maxLength={64}
        placeholder={t('forgot.emailPlaceholder')}
        error={emailMessage}
        onChange={(event) => change('email', event.target.value)}
        onBlur={() => recheck('email', values)}
      />
      <Button type="submit" block loading={recovery.isPending}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

type PhoneField = 'mobileNum' | 'verificationCode' | 'password';
const PHONE_ORDER: readonly PhoneField[] = ['mobileNum', 'verificationCode', 'password'];

function PhoneReset({ onSignedIn }: ForgotFormProps) {
  const { t } = useAuthTranslation();
  const reset = useSetPasswordByPhone();
  const passwordRule = usePasswordRule();
  const mobileRule = useMobileRule() ?? FALLBACK_MOBILE_RULE;
  const rules: Record<PhoneField, FieldRule> = {
    mobileNum: mobileRule,
    verificationCode: SMS_CODE_RULE,
    password: passwordRule,
  };
  const [values, setValues] = useState<Record<PhoneField, string>>({
    mobileNum: '',
    verificationCode: '',
    password: '',
  });
  const [errors, setErrors] = useState<Errors<PhoneField>>({});
  const inputs = useInputRefs<PhoneField>();

  const hasErrors = PHONE_ORDER.some((name) => errors[name]?.length);

  const recheck = (name: PhoneField, next: Record<PhoneField, string>) => {
    setErrors((current) => ({ ...current, [name]: check(rules, next)[name] }));
  };

  const change = (name: PhoneField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) recheck(name, next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const found = check(rules, values);
    setErrors(found);
    const first = PHONE_ORDER.find((name) => found[name]);
    if (first) {
      inputs.focus(first);
      return;
    }
    loadingToast(TOAST_ID, t('forgot.pleaseWait'));
    try {
      await reset.mutateAsync({
        mobileNum: values.mobileNum,
        verificationCode: values.verificationCode,
        newPassword: values.password,
      });
    } catch (error) {
      failureToast(TOAST_ID, error);
      const same = error instanceof ApiError && error.code === 'password.same';
      const cleared: PhoneField = same ? 'password' : 'verificationCode';
      setValues((current) => ({ ...current, [cleared]: '' }));
      inputs.focus(cleared);
      return;
    }
    // Then sign in with the mobile number and the new password (spec account §4) and close the panel.
    try {
      await login({ type: 'username', username: values.mobileNum, password: values.password, captcha: '' });
      successToast(TOAST_ID, t('forgot.resetSignedIn'), TOAST_DURATION.short);
      bus.emit('wallet:refresh', { reason: 'login' });
      onSignedIn();
    } catch (error) {
      // The password is changed either way: let the player sign in by hand.
      failureToast(TOAST_ID, error);
      bus.emit('popup:open', { kind: 'login' });
    }
  };

  const bind = (name: PhoneField) => ({
    ref: inputs.ref(name),
    name,
    error: ruleText(errors[name]),
    value: values[name],
    onBlur: () => recheck(name, values),
  });

  return (
    <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        {...bind('mobileNum')}
        label={t('common.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix={`+${COUNTRY_DIALING_CODE}`}
        maxLength={INPUT_LIMITS.mobileMaxLength}
        placeholder={t('common.mobilePlaceholder')}
        onChange={(event) => change('mobileNum', cleanMobile(event.target.value))}
      />
      <Field
        {...bind('verificationCode')}
        label={t('common.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={INPUT_LIMITS.smsCodeMaxLength}
        placeholder={t('common.smsCodePlaceholder')}
        onChange={(event) =>
          change('verificationCode', cleanDigits(event.target.value, INPUT_LIMITS.smsCodeMaxLength))
        }
        trailing={
          <SmsCodeButton
            mobileNum={values.mobileNum}
            purpose="forgot"
            mobileRule={mobileRule}
            onSent={() => inputs.focus('verificationCode')}
          />
        }
      />
      <Field
        {...bind('password')}
        label={t('forgot.newPassword')}
        secret
        autoComplete="new-password"
        maxLength={passwordRule.maxLength}
        placeholder={t('forgot.newPasswordPlaceholder')}
        onChange={(event) => change('password', event.target.value)}
      />
      <Button type="submit" block disabled={hasErrors} loading={reset.isPending}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

type LinkField = 'newPassword' | 'confirmNewPassword';
const LINK_ORDER: readonly LinkField[] = ['newPassword', 'confirmNewPassword'];

/**
 * The mailed link's form: a new password (the site's PASSWORD rule) and its confirmation. A success has ended
 * every session of the member, this page's too: it is signed out here and the login popup opens.
 */
function ResetByLink({ token }: { token: string }) {
  const { t } = useAuthTranslation();
  const reset = useResetPasswordByEmail();
  const passwordRule = usePasswordRule();
  const [values, setValues] = useState<Record<LinkField, string>>({
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Errors<LinkField>>({});
  const inputs = useInputRefs<LinkField>();

  const validate = (next: Record<LinkField, string>): Errors<LinkField> => {
    const found: Errors<LinkField> = {};
    const fresh = checkField(passwordRule, next.newPassword);
    if (!fresh.pass) found.newPassword = fresh.messages;
    const confirm = checkConfirmPassword(next.newPassword, next.confirmNewPassword);
    if (!confirm.pass) found.confirmNewPassword = confirm.messages;
    return found;
  };

  const recheck = (names: readonly LinkField[], next: Record<LinkField, string>) => {
    const found = validate(next);
    setErrors((current) => {
      const updated = { ...current };
      for (const name of names) updated[name] = found[name];
      return updated;
    });
  };

  const change = (name: LinkField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    const names: LinkField[] = errors[name]?.length ? [name] : [];
    if (name === 'newPassword' && next.confirmNewPassword !== '') names.push('confirmNewPassword');
    if (names.length) recheck(names, next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const found = validate(values);
    setErrors(found);
    const first = LINK_ORDER.find((name) => found[name]);
    if (first) {
      inputs.focus(first);
      return;
    }
    loadingToast(TOAST_ID, t('forgot.pleaseWait'));
    try {
      await reset.mutateAsync({ token, ...values });
    } catch (error) {
      failureToast(TOAST_ID, error);
      return;
    }
    clearSession();
    successToast(TOAST_ID, t('forgot.linkDone'), TOAST_DURATION.long);
    // The login popup, on an address without the used token.
    bus.emit('navigate', { to: '/m/login', replace: true });
  };

  const bind = (name: LinkField) => ({
    ref: inputs.ref(name),
    name,
    secret: true,
    autoComplete: 'new-password',
    value: values[name],
    maxLength: passwordRule.maxLength,
    error: ruleText(errors[name]),
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => recheck([name], values),
  });

  return (
    <div className="acc-form">
      <p className="acc-form__subtitle">{t('forgot.linkSubtitle')}</p>
      <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          {...bind('newPassword')}
          label={t('forgot.newPassword')}
          placeholder={t('forgot.newPasswordPlaceholder')}
        />
        <Field
          {...bind('confirmNewPassword')}
          label={t('forgot.confirmPassword')}
          placeholder={t('forgot.confirmPlaceholder')}
        />
        <Button type="submit" block loading={reset.isPending}>
          {t('forgot.linkSubmit')}
        </Button>
      </form>
    </div>
  );
}
