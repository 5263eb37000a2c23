// The username login form: submit disabled until every shown field is filled; the captcha appears only after
// a failed login whose answer says one is required; catalogue errors as toasts; success closes the popup.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, bus, Button, INPUT_LIMITS, notifyError } from 'shared';
import { fetchCaptcha, useLogin } from '../api/login';

export interface LoginFormProps {
  onSuccess: () => void;
}

function needsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const value = error.value as { captchaRequired?: boolean } | null;
  return error.code === 'auth.captcha_required' || value?.captchaRequired === true;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation('account');
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const id = useId();

  const captchaShown = captchaImage !== null;
  const filled = username.trim() !== '' && password !== '' && (!captchaShown || captcha.trim() !== '');

  const loadCaptcha = async () => {
    try {
      const value = await fetchCaptcha(username);
      setCaptchaImage(value.image);
      setCaptcha('');
    } catch (error) {
      notifyError(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || login.isPending) return;
    try {
      await login.mutateAsync({ username, password, captcha });
      bus.emit('toast', { type: 'success', message: t('login.success') });
      bus.emit('wallet:refresh', { reason: 'login' });
      onSuccess();
    } catch (error) {
      if (needsCaptcha(error)) await loadCaptcha();
      if (!(error instanceof ApiError && error.code === 'auth.captcha_required')) notifyError(error);
    }
  };

  return (
    <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="acc-field">
        <span>{t('login.username')}</span>
        <input
          name="username"
          autoComplete="username"
          value={username}
          maxLength={32}
          placeholder={t('login.usernamePlaceholder')}
          onChange={(event) => setUsername(event.target.value)}
        />
      </label>
      <div className="acc-field">
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <span className="acc-field__row">
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            maxLength={64}
            placeholder={t('login.passwordPlaceholder')}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className="acc-field__toggle"
            aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? '🙈' : '👁'}
          </button>
        </span>
      </div>
      {captchaShown && (
        <div className="acc-field">
          <label htmlFor={`${id}-captcha`}>{t('login.captcha')}</label>
          <span className="acc-field__row">
            <input
              id={`${id}-captcha`}
              name="captcha"
              inputMode="numeric"
              autoComplete="off"
              value={captcha}
              maxLength={INPUT_LIMITS.captchaMaxLength}
              placeholder={t('login.captchaPlaceholder')}
              onChange={(event) => setCaptcha(event.target.value.replace(/\D/g, ''))}
            />
            <button
              type="button"
              className="acc-captcha"
              aria-label={t('login.refreshCaptcha')}
              onClick={() => void loadCaptcha()}
            >
              <img src={captchaImage} alt={t('login.captchaImage')} width={96} height={36} />
            </button>
          </span>
        </div>
      )}
      <Button type="submit" block disabled={!filled} loading={login.isPending}>
        {t('login.submit')}
      </Button>
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
