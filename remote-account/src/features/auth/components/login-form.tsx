// The login form (spec account §2, §4): a username tab and, with MOBILEVERCODELOGIN3, a mobile + SMS code tab;
// remember password; forgot link; captcha only after a failed login asking for one; free play; catalogue errors
// as toasts. Submit is disabled until every shown field is filled; success closes the popup with a welcome that
// says when and where the previous sign-in was. A time-out or self-exclusion is said in the form with its end.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError, bus, Button, notifyError, useMerchantConfig } from 'shared';
import { Controller, type FormRules, useSiteForm } from 'shared/forms';
import { checkRequired } from 'shared/validation';
import { useCaptcha } from '../hooks/use-captcha';
import { exclusionOf, useSignInNotices } from '../hooks/use-sign-in-notices';
import { useLogin } from '../api/login';
import { COUNTRY_DIALING_CODE } from '../lib/mobile';
import {
  clear as forgetCredentials,
  load as loadCredentials,
  type LoginType,
  rememberSupported,
  save as saveCredentials,
} from '../remember/remembered-credentials';
import { Field } from './field';
import { CaptchaField } from './captcha-field';
import { MobileCodeFields, mobileCodeControl } from './mobile-code-fields';
import { SocialButtons } from './social-buttons';
import { panelId, tabId, Tabs } from './tabs';
import { TrialButton } from './trial-button';
import { useAuthTranslation } from '../texts';

export interface LoginFormProps {
  onSuccess: () => void;
  /** 'agent' from the agency centre's entry: the server refuses non-agents. */
  entry?: 'agent';
}

interface Credentials {
  /** Username, or the mobile number on the SMS tab. */
  username: string;
  /** Password, or the SMS code on the SMS tab. */
  password: string;
}

/** Both tabs' fields: username and password, mobile number and SMS code; the captcha once one is asked for. */
interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
}

/** Every field shown must be filled (the server checks the rest): the open tab's two, and a captcha asked for. */
function loginRules(type: LoginType, captchaShown: boolean): FormRules<LoginValues> {
  const filled = (value: string) => checkRequired(value).messages;
  const typed = (value: string) => checkRequired(value, true).messages;
  return {
    ...(type === 'username'
      ? { username: filled, password: typed }
      : { mobileNum: filled, verificationCode: filled }),
    ...(captchaShown ? { captcha: typed } : {}),
  };
}

const DEFAULTS: LoginValues = {
  username: '',
  password: '',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
};

/** The names of a tab's two fields. */
const FIELDS = {
  username: { username: 'username', password: 'password' },
  sms: { username: 'mobileNum', password: 'verificationCode' },
} as const satisfies Record<LoginType, Record<keyof Credentials, keyof LoginValues>>;

/** A failed login whose answer asks for a captcha (spec account §4). */
export function needsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const value = error.value as { captchaRequired?: boolean } | null;
  return error.code === 'auth.captcha_required' || value?.captchaRequired === true;
}

export function LoginForm({ onSuccess, entry }: LoginFormProps) {
  const { t } = useAuthTranslation();
  const login = useLogin();
  const captcha = useCaptcha();
  const { data: config } = useMerchantConfig();
  const flags = config?.flags;
  const smsLogin = flags?.MOBILEVERCODELOGIN3 === true;
  const forgotShown = flags?.CHNGPASSMAIL3 === true || flags?.CHNGPASSVERIF3 === true;

  const [method, setMethod] = useState<LoginType>('username');
  const [remember, setRemember] = useState<Record<LoginType, boolean>>({ username: false, sms: false });
  const notices = useSignInNotices();
  // The refusal of an account in a time-out or self-exclusion, said in the form until the name changes.
  const [excludedText, setExcludedText] = useState('');
  // Edits made since a tab was opened; a remembered record that arrives later must not overwrite them.
  const edited = useRef<Record<LoginType, boolean>>({ username: false, sms: false });
  const id = useId();

  const active = smsLogin ? method : 'username';
  const captchaShown = captcha.image !== null;
  const { load: loadCaptcha } = captcha;

  const form = useSiteForm<LoginValues>({
    defaultValues: DEFAULTS,
    rules: loginRules(active, captchaShown),
    // Submit stays disabled until every shown field is filled: the rules run as the player types.
    mode: 'onChange',
    onSubmit: (values) => submit(values),
  });
  const { register, setValue, getValues, control } = form;
  const credentials = (values: LoginValues, type: LoginType): Credentials => ({
    username: values[FIELDS[type].username],
    password: values[FIELDS[type].password],
  });

  // Opening a tab (and the popup) reloads that tab's remembered credentials.
  useEffect(() => {
    if (!rememberSupported()) return undefined;
    let cancelled = false;
    edited.current[active] = false;
    void loadCredentials(active).then((record) => {
      if (cancelled || !record || edited.current[active]) return;
      setValue(FIELDS[active].username, record.username, { shouldValidate: true });
      setValue(FIELDS[active].password, record.password, { shouldValidate: true });
      setRemember((all) => ({ ...all, [active]: true }));
    });
    return () => {
      cancelled = true;
    };
  }, [active, setValue]);

  const onEdit = (field: keyof Credentials) => {
    edited.current[active] = true;
    if (field === 'username') setExcludedText('');
  };

  const usernameField = register('username');
  const passwordField = register('password');

  const switchTo = useCallback(
    (next: LoginType) => {
      if (next === method) return;
      setMethod(next);
      setValue('captcha', '', { shouldValidate: true });
      // A shown captcha belongs to the other tab's name: show a fresh one for this tab's.
      if (captcha.image !== null) void loadCaptcha(getValues(FIELDS[next].username));
    },
    [captcha.image, loadCaptcha, method, setValue, getValues],
  );

  const refreshCaptcha = () => {
    setValue('captcha', '', { shouldValidate: true });
    void loadCaptcha(getValues(FIELDS[active].username));
  };

  const submit = async (values: LoginValues) => {
    if (login.isPending) return;
    setExcludedText('');
    const current = credentials(values, active);
    try {
      const value = await login.mutateAsync({
        type: active,
        username: current.username,
        password: current.password,
        captcha: captchaShown ? values.captcha : '',
        ...(entry ? { entry } : {}),
      });
      rememberOrForget(active, current, remember[active]);
      bus.emit('toast', notices.welcome(value));
      bus.emit('wallet:refresh', { reason: 'login' });
      onSuccess();
    } catch (error) {
      if (active === 'sms') {
        edited.current.sms = true;
        setValue('verificationCode', '', { shouldValidate: true });
      }
      if (needsCaptcha(error)) refreshCaptcha();
      const exclusion =
        error instanceof ApiError && error.code === 'protection.excluded' ? exclusionOf(error.value) : null;
      if (exclusion) {
        setExcludedText(notices.excluded(exclusion));
        return;
      }
      // The first "captcha required" is answered by showing the captcha, not by an error toast.
      const firstCaptchaAsk =
        error instanceof ApiError && error.code === 'auth.captcha_required' && !captchaShown;
      if (!firstCaptchaAsk) notifyError(error);
    }
  };

  return (
    <form className="acc-form" onSubmit={(event) => void form.submit(event)} noValidate>
      {smsLogin && (
        <Tabs
          label={t('login.methods')}
          idBase={id}
          selected={active}
          onSelect={switchTo}
          options={[
            { value: 'username', label: t('login.byUsername') },
            { value: 'sms', label: t('login.bySms') },
          ]}
        />
      )}
      <div
        className="acc-form"
        {...(smsLogin ? { role: 'tabpanel', id: panelId(id), 'aria-labelledby': tabId(id, active) } : {})}
      >
        {active === 'username' ? (
          <>
            <Field
              label={t('login.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              placeholder={t('login.usernamePlaceholder')}
              {...usernameField}
              onChange={(event) => {
                onEdit('username');
                void usernameField.onChange(event);
              }}
            />
            <Field
              label={t('login.password')}
              secret
              autoComplete="current-password"
              maxLength={64}
              placeholder={t('login.passwordPlaceholder')}
              {...passwordField}
              onChange={(event) => {
                onEdit('password');
                void passwordField.onChange(event);
              }}
            />
          </>
        ) : (
          <MobileCodeFields
            purpose="login"
            control={mobileCodeControl(control)}
            onEdit={(name) => onEdit(name === 'mobileNum' ? 'username' : 'password')}
          />
        )}
        {excludedText && (
          <p className="acc-field__error" role="alert">
            {excludedText}
          </p>
        )}
        {captchaShown && (
          <Controller
            control={control}
            name="captcha"
            render={({ field }) => (
              <CaptchaField
                ref={field.ref}
                image={captcha.image}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onRefresh={refreshCaptcha}
              />
            )}
          />
        )}
        <div className="acc-form__row">
          {rememberSupported() && (
            <label className="acc-check">
              <input
                type="checkbox"
                name="remember"
                checked={remember[active]}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setRemember((all) => ({ ...all, [active]: checked }));
                  if (!checked) void forgetCredentials(active).catch(() => undefined);
                }}
              />
              <span>{t('login.remember')}</span>
            </label>
          )}
          {forgotShown && (
            <button
              type="button"
              className="acc-link"
              onClick={() => bus.emit('popup:open', { kind: 'forget' })}
            >
              {t('login.forgot')}
            </button>
          )}
        </div>
      </div>
      <Button type="submit" block disabled={!form.formState.isValid} loading={login.isPending}>
        {t('login.submit')}
      </Button>
      <TrialButton onStarted={onSuccess} />
      <SocialButtons />
      <p className="acc-form__switch">
        {t('login.noAccount')}{' '}
        <button
          type="button"
          className="acc-link"
          onClick={() => bus.emit('popup:open', { kind: 'register' })}
        >
          {t('login.toRegister')}
        </button>
      </p>
    </form>
  );
}

/** Keep (encrypted) or forget the tab's record. An SMS code is single-use: only the mobile number is kept. */
function rememberOrForget(type: LoginType, credentials: Credentials, keep: boolean) {
  if (!rememberSupported()) return;
  const task = keep
    ? saveCredentials({
        type,
        username: credentials.username.trim(),
        password: type === 'username' ? credentials.password : '',
        countryDialingCode: COUNTRY_DIALING_CODE,
      })
    : forgetCredentials(type);
  // Remembering is a convenience: a storage failure must not turn a successful login into an error.
  void task.catch(() => undefined);
}
