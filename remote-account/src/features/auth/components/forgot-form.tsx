// Forgot password (spec account §2, §4, §5, §8): by phone (mobile number, SMS code, new password) and by e-mail
// (username and e-mail; a reset link is mailed). The toggle shows only when the merchant offers both; phone is
// the default when it is on. Opened from the mailed link (`/m/forget?token=…`) it sets the new password instead.
import { useId, useState } from 'react';
import {
  ApiError,
  bus,
  Button,
  clearSession,
  type FieldRule,
  INPUT_LIMITS,
  TOAST_DURATION,
  useMerchantConfig,
  type WhiteLabelFlag,
} from 'shared';
import { REDIRECT_MS } from '../../../config';
import { type FormRules, useSiteForm } from 'shared/forms';
import { checkField } from 'shared/validation';
import { useEmailRecovery } from '../api/email-recovery';
import { useMobileRule, usePasswordRule } from '../api/register-config';
import { login } from '../api/login';
import { useResetPasswordByEmail } from '../api/reset-password-by-email';
import { useSetPasswordByPhone } from '../api/set-password-by-phone';
import { FALLBACK_MOBILE_RULE } from '../lib/mobile';
import { newPasswordRules, recheckConfirmation } from '../lib/new-password';
import { failureToast, loadingToast, successToast } from '../lib/toasts';
import { Field } from './field';
import { MobileCodeFields, mobileCodeControl } from './mobile-code-fields';
import { panelId, tabId, Tabs } from './tabs';
import { useAuthTranslation } from '../texts';

export type ForgotMethod = 'phone' | 'email';

const TOAST_ID = 'account:forgot';

/**
 * Each panel's send: once at a time, under the "please wait" toast, which a failure's catalogue text replaces (the
 * failure then goes to `onFailure`). True once it went through.
 */
async function sendUnderToast<I>(
  mutation: { isPending: boolean; mutateAsync: (input: I) => Promise<unknown> },
  input: I,
  waitText: string,
  onFailure: (error: unknown) => void = () => undefined,
): Promise<boolean> {
  if (mutation.isPending) return false;
  loadingToast(TOAST_ID, waitText);
  try {
    await mutation.mutateAsync(input);
    return true;
  } catch (error) {
    failureToast(TOAST_ID, error);
    onFailure(error);
    return false;
  }
}

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

/** Each field checked by its rule of the shared engine. */
function fieldRules<K extends string>(rules: Record<K, FieldRule>): FormRules<Record<K, string>> {
  return Object.fromEntries(
    (Object.keys(rules) as K[]).map((name) => [
      name,
      (value: string) => checkField(rules[name], value).messages,
    ]),
  ) as unknown as FormRules<Record<K, string>>;
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
const EMAIL_RULES = fieldRules<EmailField>({ username: REQUIRED_TEXT, email: EMAIL_RULE });

function EmailRecovery() {
  const { t } = useAuthTranslation();
  const recovery = useEmailRecovery();
  const form = useSiteForm<Record<EmailField, string>>({
    defaultValues: { username: '', email: '' },
    rules: EMAIL_RULES,
    order: ['username', 'email'],
    // A field is checked when left, then as it is typed in.
    mode: 'onTouched',
    onSubmit: (values) => submit(values),
  });

  const submit = async (values: Record<EmailField, string>) => {
    const sent = await sendUnderToast(recovery, values, t('forgot.pleaseWait'), (error) => {
      if (error instanceof ApiError && error.code === 'recovery.email_mismatch') {
        form.setError('email', { type: 'server', message: 'errors.emailMismatch' }, { shouldFocus: true });
      }
    });
    if (!sent) return;
    successToast(TOAST_ID, t('forgot.emailSent'), TOAST_DURATION.recoverySuccess);
    // 'has been sent' for 1 second, then back to the login popup.
    setTimeout(() => {
      bus.emit('popup:open', { kind: 'login' });
    }, REDIRECT_MS.afterEmailRecovery);
  };

  /** A field's binding; any change takes back the server's "does not match" (it was about both fields). */
  const bind = (name: EmailField) =>
    form.field(name, {
      onChange: () => {
        if (form.getFieldState('email').error?.type === 'server') form.clearErrors('email');
      },
    });

  return (
    <form className="acc-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <Field
        {...bind('username')}
        label={t('forgot.username')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={64}
        placeholder={t('login.usernamePlaceholder')}
      />
      <Field
        {...bind('email')}
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        maxLength={64}
        placeholder={t('forgot.emailPlaceholder')}
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
  const form = useSiteForm<Record<PhoneField, string>>({
    defaultValues: { mobileNum: '', verificationCode: '', password: '' },
    rules: fieldRules<PhoneField>({
      mobileNum: mobileRule,
      verificationCode: SMS_CODE_RULE,
      password: passwordRule,
    }),
    order: PHONE_ORDER,
    // A field is checked when left, then as it is typed in.
    mode: 'onTouched',
    onSubmit: (values) => submit(values),
  });
  const { control, setValue, setFocus } = form;
  // Submit waits while a message is shown.
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  const submit = async (values: Record<PhoneField, string>) => {
    const request = {
      mobileNum: values.mobileNum,
      verificationCode: values.verificationCode,
      newPassword: values.password,
    };
    const sent = await sendUnderToast(reset, request, t('forgot.pleaseWait'), (error) => {
      const same = error instanceof ApiError && error.code === 'password.same';
      const cleared: PhoneField = same ? 'password' : 'verificationCode';
      setValue(cleared, '');
      setFocus(cleared);
    });
    if (!sent) return;
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

  return (
    <form className="acc-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <MobileCodeFields
        purpose="forgot"
        control={mobileCodeControl(control)}
        mobileError={form.messageOf('mobileNum')}
        codeError={form.messageOf('verificationCode')}
        mobileRule={mobileRule}
      />
      <Field
        {...form.register('password')}
        error={form.messageOf('password')}
        label={t('forgot.newPassword')}
        secret
        autoComplete="new-password"
        maxLength={passwordRule.maxLength}
        placeholder={t('forgot.newPasswordPlaceholder')}
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
  const form = useSiteForm<Record<LinkField, string>>({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    rules: newPasswordRules(passwordRule),
    order: LINK_ORDER,
    // A field is checked when left, then as it is typed in.
    mode: 'onTouched',
    onSubmit: (values) => submit(values),
  });

  const submit = async (values: Record<LinkField, string>) => {
    const sent = await sendUnderToast(reset, { token, ...values }, t('forgot.pleaseWait'), (error) =>
      form.applyServerErrors(error, () => ({ min: passwordRule.minLength, max: passwordRule.maxLength })),
    );
    if (!sent) return;
    clearSession();
    successToast(TOAST_ID, t('forgot.linkDone'), TOAST_DURATION.long);
    // The login popup, on an address without the used token.
    bus.emit('navigate', { to: '/m/login', replace: true });
  };

  const bind = (name: LinkField) => ({
    ...form.field(name, name === 'newPassword' ? recheckConfirmation(form) : undefined),
    secret: true,
    autoComplete: 'new-password',
    maxLength: passwordRule.maxLength,
  });

  return (
    <div className="acc-form">
      <p className="acc-form__subtitle">{t('forgot.linkSubtitle')}</p>
      <form className="acc-form" onSubmit={(event) => void form.submit(event)} noValidate>
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
