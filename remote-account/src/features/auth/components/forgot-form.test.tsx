import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type FieldRule } from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { recoverByEmail } from '../api/email-recovery';
import { resetPasswordByEmail } from '../api/reset-password-by-email';
import { setPasswordByPhone } from '../api/set-password-by-phone';
import { ForgotForm, forgotMethods } from './forgot-form';

jest.mock('../api/email-recovery', () => {
  const { mutationHook } =
    jest.requireActual<typeof import('../../../testing/render')>('../../../testing/render');
  const recover = jest.fn();
  return { recoverByEmail: recover, useEmailRecovery: mutationHook(recover) };
});
jest.mock('../api/set-password-by-phone', () => {
  const { mutationHook } =
    jest.requireActual<typeof import('../../../testing/render')>('../../../testing/render');
  const reset = jest.fn();
  return { setPasswordByPhone: reset, useSetPasswordByPhone: mutationHook(reset) };
});
jest.mock('../api/reset-password-by-email', () => {
  const { mutationHook } =
    jest.requireActual<typeof import('../../../testing/render')>('../../../testing/render');
  const reset = jest.fn();
  return { resetPasswordByEmail: reset, useResetPasswordByEmail: mutationHook(reset) };
});
jest.mock('../api/register-config', () => ({
  usePasswordRule: (): FieldRule => ({
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    patternId: 'PASSWORD',
  }),
  useMobileRule: () => undefined,
}));
jest.mock('../api/captcha', () => ({ captchaKeys: {}, fetchCaptcha: jest.fn() }));
jest.mock('../api/sms-code', () => ({ useSmsCode: () => ({ isPending: false, mutateAsync: jest.fn() }) }));

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(() => jest.clearAllMocks());

describe('forgotMethods', () => {
  it('offers both with phone first when both flags are on, else the one that is on', () => {
    expect(forgotMethods({ CHNGPASSMAIL3: true, CHNGPASSVERIF3: true })).toEqual(['phone', 'email']);
    expect(forgotMethods({ CHNGPASSMAIL3: true })).toEqual(['email']);
    expect(forgotMethods({ CHNGPASSVERIF3: true })).toEqual(['phone']);
  });
});

describe('ForgotForm', () => {
  it('shows the toggle only when both methods are on, with phone as the default', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true, CHNGPASSVERIF3: true });
    expect(screen.getByRole('tab', { name: 'By phone' })).toHaveAttribute('aria-selected', 'true');
    expect(input('Mobile number')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'By e-mail' }));
    expect(input('E-mail')).toBeInTheDocument();
  });

  it('uses the e-mail method without a toggle when only e-mail recovery is on', () => {
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(input('E-mail')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });

  it('blocks the phone reset while a field has an error', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSVERIF3: true });
    await user.type(input('New password'), 'abc');
    await user.tab();
    expect(input('New password')).toHaveAccessibleDescription(/Between 6 and 20 characters/);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(input('New password'), '12345');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('clears the password on password.same and the code on any other failure', async () => {
    const user = userEvent.setup();
    const reset = jest.mocked(setPasswordByPhone);
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSVERIF3: true });
    await user.type(input('Mobile number'), '01712345678');
    await user.type(input('SMS code'), '123456');
    await user.type(input('New password'), 'abc12345');
    reset.mockRejectedValueOnce(new ApiError('password.same', 400));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input('New password')).toHaveValue(''));
    expect(input('SMS code')).toHaveValue('123456');
    await user.type(input('New password'), 'abc12346');
    reset.mockRejectedValueOnce(new ApiError('sms.code_invalid', 400));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input('SMS code')).toHaveValue(''));
    expect(reset).toHaveBeenLastCalledWith({
      mobileNum: '01712345678',
      verificationCode: '123456',
      newPassword: 'abc12346',
    });
  });

  it('shows an invalid e-mail under the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true });
    await user.type(input('Username'), 'demo01');
    await user.type(input('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input('E-mail')).toHaveAccessibleDescription('E-mail format is incorrect');
    expect(recoverByEmail).not.toHaveBeenCalled();
  });

  it('sends with a please-wait toast, then says it has been sent', async () => {
    const user = userEvent.setup();
    const toasts: { type: string; message: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    jest.mocked(recoverByEmail).mockResolvedValue();
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true });
    await user.type(input('Username'), ' demo01 ');
    await user.type(input('E-mail'), ' demo01@example.com ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts.map((t) => t.type)).toEqual(['loading', 'success']));
    expect(toasts[0]!.message).toBe('Please wait…');
    expect(toasts[1]!.message).toBe('The e-mail has been sent');
    // The fetcher trims both values (see email-recovery.test.ts); an e-mail input already drops outer spaces.
    expect(recoverByEmail).toHaveBeenCalledWith({ username: ' demo01 ', email: 'demo01@example.com' });
    stop();
  });

  it('shows an e-mail that does not match the username under the e-mail field', async () => {
    const user = userEvent.setup();
    jest.mocked(recoverByEmail).mockRejectedValue(new ApiError('recovery.email_mismatch', 400));
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true });
    await user.type(input('Username'), 'demo01');
    await user.type(input('E-mail'), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(input('E-mail')).toHaveAccessibleDescription('The username and e-mail do not match'),
    );
  });
});

describe('ForgotForm opened from the mailed reset link', () => {
  beforeEach(() => window.history.replaceState(null, '', '/m/forget?token=abc123'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for a new password and its confirmation instead of a recovery method, checking both first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true, CHNGPASSVERIF3: true });
    expect(screen.getByText('Choose a new password for your account')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.type(input('New password'), 'fresh789');
    await user.type(input('Confirm new password'), 'fresh78');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(input('Confirm new password')).toHaveAccessibleDescription('Confirmation password not matched');
    expect(resetPasswordByEmail).not.toHaveBeenCalled();
  });

  it('sends the token with the password, then says so and goes to the login', async () => {
    const user = userEvent.setup();
    const toasts: { type: string; message: string }[] = [];
    const navigations: string[] = [];
    const stops = [
      bus.on('toast', (toast) => toasts.push(toast)),
      bus.on('navigate', ({ to }) => navigations.push(to)),
    ];
    jest.mocked(resetPasswordByEmail).mockResolvedValue(null);
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true });
    await user.type(input('New password'), 'fresh789');
    await user.type(input('Confirm new password'), 'fresh789');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(navigations).toEqual(['/m/login']));
    expect(resetPasswordByEmail).toHaveBeenCalledWith({
      token: 'abc123',
      newPassword: 'fresh789',
      confirmNewPassword: 'fresh789',
    });
    expect(toasts.map((toast) => toast.type)).toEqual(['loading', 'success']);
    expect(toasts[1]!.message).toBe(
      'Your password has been changed and you are signed out everywhere. Please log in with the new password',
    );
    for (const stop of stops) stop();
  });

  it('tells a used link with its own message and stays on the form', async () => {
    const user = userEvent.setup();
    const toasts: { type: string; message: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    jest.mocked(resetPasswordByEmail).mockRejectedValue(new ApiError('recovery.token_used', 400));
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true });
    await user.type(input('New password'), 'fresh789');
    await user.type(input('Confirm new password'), 'fresh789');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(toasts.map((toast) => toast.type)).toEqual(['loading', 'fail']));
    expect(toasts[1]!.message).toBe(
      'This password reset link has already been used. Please ask for a new one',
    );
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeInTheDocument();
    stop();
  });
});
