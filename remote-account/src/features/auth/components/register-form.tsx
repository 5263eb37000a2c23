// The registration form (spec account §2, §4, §5): username / mobile tabs by the merchant's flags, fields and
// rules from the register config, messages under each field, SMS code on the mobile tab, invitation code from
// the URL, captcha, disclaimer. A success signs the new member in and closes the popup.
import { type InputHTMLAttributes, useEffect, useId, useState } from 'react';
import {
  ApiError,
  bus,
  Button,
  type FieldRule,
  INPUT_LIMITS,
  notifyError,
  type RegisterConfig,
  type RegisterFieldName,
  Spinner,
  useMerchantConfig,
} from 'shared';
import { birthdayRange } from '../../../config';
import { Controller, useSiteForm, useWatch } from 'shared/forms';
import { captchaKeys } from '../api/captcha';
import { useCaptcha } from '../hooks/use-captcha';
import { useInvitationCheck } from '../api/invitation-check';
import { useRegister } from '../api/register';
import { useRegisterConfig } from '../api/register-config';
import { cleanDigits, cleanMobile, COUNTRY_DIALING_CODE } from '../lib/mobile';
import { detectRegisterMethod } from '../lib/register-method';
import {
  buildPayload,
  EMPTY_VALUES,
  fieldsShown,
  invitationFromUrl,
  type RegisterBy,
  registerMethods,
  type RegisterValues,
  validateShown,
} from '../lib/register-form-model';
import { CaptchaField } from './captcha-field';
import { Field } from './field';
import { SmsCodeButton } from './sms-code-button';
import { SocialButtons } from './social-buttons';
import { panelId, tabId, Tabs } from './tabs';
import { useAuthTranslation } from '../texts';

export interface RegisterFormProps {
  onSuccess: () => void;
}

const TERMS_PATH = '/m/help?tag=terms';
const SECRETS: ReadonlySet<RegisterFieldName> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** Input attributes of each field beyond label, value and handlers. */
function inputProps(name: RegisterFieldName, rule: FieldRule): InputHTMLAttributes<HTMLInputElement> {
  const max = { maxLength: rule.maxLength };
  switch (name) {
    case 'username':
      return { ...max, autoComplete: 'username', autoCapitalize: 'none', spellCheck: false };
    case 'password':
    case 'confirmPassword':
      return { ...max, autoComplete: 'new-password' };
    case 'paymentPassword':
      return { ...max, autoComplete: 'off', inputMode: 'numeric' };
    case 'email':
      return { ...max, type: 'email', autoComplete: 'email', autoCapitalize: 'none' };
    case 'mobileNum':
      return {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel-national',
        maxLength: INPUT_LIMITS.mobileMaxLength,
      };
    case 'birthday': {
      const { max: latest } = birthdayRange();
      return { type: 'date', autoComplete: 'bday', min: '1900-01-01', max: `${latest.getFullYear()}-12-31` };
    }
    case 'verificationCode':
      return {
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: INPUT_LIMITS.smsCodeMaxLength,
      };
    case 'nickname':
      return { ...max, autoComplete: 'nickname' };
    case 'payeeName':
      return { ...max, autoComplete: 'name' };
    case 'qqNum':
    case 'idNumber':
    case 'whatsapp':
      return { ...max, autoComplete: 'off', inputMode: rule.patternId === 'NUMERIC' ? 'numeric' : 'text' };
    default:
      return { ...max, autoComplete: 'off' };
  }
}

/** What an input's change leaves in the field (digits-only fields drop anything else). */
function cleanValue(name: RegisterFieldName, value: string): string {
  if (name === 'mobileNum') return cleanMobile(value);
  if (name === 'verificationCode') return cleanDigits(value, INPUT_LIMITS.smsCodeMaxLength);
  return value;
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const { data: config } = useRegisterConfig();
  if (!config) {
    return (
      <div className="acc-form acc-form--loading" aria-busy="true">
        <Spinner />
      </div>
    );
  }
  return <RegisterFields config={config} onSuccess={onSuccess} />;
}

function RegisterFields({ config, onSuccess }: RegisterFormProps & { config: RegisterConfig }) {
  const { t } = useAuthTranslation();
  const { data: merchant } = useMerchantConfig();
  const flags = merchant?.flags;
  const methods = registerMethods(flags);
  const register = useRegister();
  const captcha = useCaptcha();
  const id = useId();

  const [invitation] = useState(() => invitationFromUrl(globalThis.location?.search ?? ''));
  const check = useInvitationCheck(invitation.code, invitation.domain);
  const urlAccepted = invitation.code !== '' && check.data?.valid === true;
  const [invitationRefused, setInvitationRefused] = useState(false);
  const invitationShown =
    config.fields.affiliateCode.enabled &&
    (invitation.code === '' || invitationRefused || (check.isFetched && !urlAccepted));

  const [chosen, setChosen] = useState<RegisterBy | null>(null);
  const by = chosen !== null && methods.options.includes(chosen) ? chosen : methods.initial;
  const smsVerification = by === 'mobile' && flags?.REGMOBVERF3 === true;
  const shown = fieldsShown(config, by, { smsVerification, invitationShown });

  const [disclaimer, setDisclaimer] = useState(false);
  const [disclaimerError, setDisclaimerError] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ name: RegisterFieldName } | null>(null);

  const form = useSiteForm<RegisterValues>({
    defaultValues: { ...EMPTY_VALUES, affiliateCode: invitation.code },
    // The merchant's rules of the fields shown, in the engine the server runs too.
    check: (values) => validateShown(config, values, by, shown),
    order: shown,
    // A field is checked when left, then as it is typed in.
    mode: 'onTouched',
    onSubmit: (values) => submit(values),
  });
  const { control, setValue, setFocus, getValues, trigger, clearErrors } = form;
  const mobileNum = useWatch({ control, name: 'mobileNum' });

  const captchaEnabled = config.fields.captcha.enabled;
  const { load: loadCaptcha } = captcha;
  useEffect(() => {
    if (captchaEnabled) void loadCaptcha(captchaKeys.register);
  }, [captchaEnabled, loadCaptcha]);

  // Focus after the render that shows the field (the invitation field may only just have appeared).
  useEffect(() => {
    if (focusRequest) setFocus(focusRequest.name);
  }, [focusRequest, setFocus]);

  const refreshCaptcha = () => {
    setValue('captcha', '');
    void loadCaptcha(captchaKeys.register);
  };

  const submit = async (values: RegisterValues) => {
    if (register.isPending) return;
    if (!disclaimer) {
      setDisclaimerError(true);
      return;
    }
    const payload = buildPayload(values, {
      by,
      shown,
      acceptedUrlCode: urlAccepted && !invitationRefused ? invitation.code : '',
      domain: invitation.domain,
      registerMethod: detectRegisterMethod(),
      registerUrl: globalThis.location?.host ?? '',
    });
    try {
      await register.mutateAsync(payload);
      bus.emit('toast', { type: 'success', message: t('register.success') });
      bus.emit('wallet:refresh', { reason: 'login' });
      onSuccess();
    } catch (error) {
      onFailure(error);
    }
  };

  const onFailure = (error: unknown) => {
    if (captchaEnabled) refreshCaptcha();
    const code = error instanceof ApiError ? error.code : null;
    if (code === 'register.invalid_invitation') {
      bus.emit('toast', { type: 'fail', message: t('register.invitationError'), id: 'account:register' });
      setInvitationRefused(true);
      setFocusRequest({ name: 'affiliateCode' });
      return;
    }
    // The server's messages under their fields, with each field's bounds for their texts.
    form.applyServerErrors(error, (name) => {
      const rule = config.fields[name];
      return { min: rule.minLength, max: rule.maxLength, age: config.minimumAge };
    });
    if (code === 'sms.code_invalid' || code === 'sms.code_expired') {
      setValue('verificationCode', '');
      setFocusRequest({ name: 'verificationCode' });
    }
    if (code === 'register.username_exists')
      setFocusRequest({ name: by === 'mobile' ? 'mobileNum' : 'username' });
    if (code === 'auth.captcha_invalid') setFocusRequest({ name: 'captcha' });
    notifyError(error);
  };

  const switchTo = (next: RegisterBy) => {
    setChosen(next);
    clearErrors();
  };

  const renderField = (name: RegisterFieldName) => {
    const label = t(`register.fields.${name}`);
    const error = form.messageOf(name);
    if (name === 'captcha') {
      return (
        <Controller
          key={name}
          control={control}
          name="captcha"
          render={({ field }) => (
            <CaptchaField
              ref={field.ref}
              name={name}
              label={label}
              error={error}
              image={captcha.image}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onRefresh={refreshCaptcha}
            />
          )}
        />
      );
    }
    return (
      <Controller
        key={name}
        control={control}
        name={name}
        render={({ field }) => (
          <Field
            ref={field.ref}
            name={name}
            label={label}
            error={error}
            {...inputProps(name, config.fields[name])}
            secret={SECRETS.has(name)}
            prefix={name === 'mobileNum' ? `+${COUNTRY_DIALING_CODE}` : undefined}
            placeholder={t(`register.placeholders.${name}`)}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(cleanValue(name, event.target.value));
              // Changing the password re-evaluates the confirmation once that has been typed.
              if (
                name === 'password' &&
                (getValues('confirmPassword') !== '' || form.getFieldState('confirmPassword').error)
              )
                void trigger('confirmPassword');
            }}
            trailing={
              name === 'verificationCode' ? (
                <SmsCodeButton
                  mobileNum={mobileNum}
                  purpose="register"
                  mobileRule={{ ...config.fields.mobileNum, enabled: true, required: true }}
                  onSent={() => setFocus('verificationCode')}
                />
              ) : undefined
            }
          />
        )}
      />
    );
  };

  const tabbed = methods.options.length > 1;
  return (
    <form className="acc-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <p className="acc-form__switch">
        {t('register.haveAccount')}{' '}
        <button type="button" className="acc-link" onClick={() => bus.emit('popup:open', { kind: 'login' })}>
          {t('register.toLogin')}
        </button>
      </p>
      {tabbed && (
        <Tabs
          label={t('register.methods')}
          idBase={id}
          selected={by}
          onSelect={switchTo}
          options={methods.options.map((value) => ({
            value,
            label: t(value === 'mobile' ? 'register.byMobile' : 'register.byUsername'),
          }))}
        />
      )}
      <div
        className="acc-form"
        {...(tabbed ? { role: 'tabpanel', id: panelId(id), 'aria-labelledby': tabId(id, by) } : {})}
      >
        {shown.map(renderField)}
        <div className="acc-field">
          <label className="acc-check">
            <input
              type="checkbox"
              name="disclaimer"
              checked={disclaimer}
              aria-invalid={disclaimerError || undefined}
              aria-describedby={disclaimerError ? `${id}-disclaimer` : undefined}
              onChange={(event) => {
                setDisclaimer(event.target.checked);
                if (event.target.checked) setDisclaimerError(false);
              }}
            />
            <span>
              {t('register.disclaimer')}{' '}
              <a href={TERMS_PATH} className="acc-link" onClick={openTerms}>
                {t('register.terms')}
              </a>{' '}
              {t('register.and')}{' '}
              <a href={TERMS_PATH} className="acc-link" onClick={openTerms}>
                {t('register.privacy')}
              </a>
            </span>
          </label>
          {disclaimerError && (
            <p id={`${id}-disclaimer`} className="acc-field__error" role="alert">
              {t('register.disclaimerError')}
            </p>
          )}
        </div>
      </div>
      <Button type="submit" block disabled={!disclaimer} loading={register.isPending}>
        {t('register.submit')}
      </Button>
      <SocialButtons />
    </form>
  );
}

/** The terms open in the help centre: close the popup and let the shell navigate. */
function openTerms(event: { preventDefault: () => void }) {
  event.preventDefault();
  bus.emit('popup:close', {});
  bus.emit('navigate', { to: TERMS_PATH });
}
