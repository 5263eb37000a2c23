import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_PATHS,
  bus,
  type RegisterConfig,
  type ResetPasswordByEmailPayload,
  type SetPasswordByPhonePayload,
} from 'shared';
import { apiAnswer, apiFailure, recorder, setupNetwork } from 'shared/testing';
import { PASSWORD_RULE, registerConfig } from '../../../testing/register-config';
import { renderWithProviders } from '../../../testing/render';
import { ForgotForm, forgotMethods } from './forgot-form';

const server = setupNetwork();
const sent = recorder();
/** A handler's options: POST, what was sent recorded (decrypted or form-decoded). */
const POST = { method: 'post', onRequest: sent.onRequest } as const;
const sentBodies = () => sent.requests.map((request) => request.body);

beforeEach(() => {
  sent.requests.length = 0;
  server.use(
    apiAnswer<RegisterConfig>(ACCOUNT_PATHS.registerConfig, registerConfig({ password: PASSWORD_RULE })),
  );
});

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

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
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSVERIF3: true });
    await user.type(input('Mobile number'), '01712345678');
    await user.type(input('SMS code'), '123456');
    await user.type(input('New password'), 'abc12345');
    server.use(apiFailure(ACCOUNT_PATHS.setPasswordByPhone, 'password.same', null, { ...POST, once: true }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input('New password')).toHaveValue(''));
    expect(input('SMS code')).toHaveValue('123456');
    await user.type(input('New password'), 'abc12346');
    server.use(
      apiFailure(ACCOUNT_PATHS.setPasswordByPhone, 'sms.code_invalid', null, { ...POST, once: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input('SMS code')).toHaveValue(''));
    expect(sentBodies().at(-1) as SetPasswordByPhonePayload).toEqual({
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
    expect(sentBodies()).toEqual([]);
  });

  it('sends with a please-wait toast, then says it has been sent', async () => {
    const user = userEvent.setup();
    const toasts: { type: string; message: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    server.use(apiAnswer(ACCOUNT_PATHS.emailRecovery, null, POST));
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true });
    await user.type(input('Username'), ' demo01 ');
    await user.type(input('E-mail'), ' demo01@example.com ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts.map((t) => t.type)).toEqual(['loading', 'success']));
    expect(toasts[0]!.message).toBe('Please wait…');
    expect(toasts[1]!.message).toBe('The e-mail has been sent');
    // Sent form-encoded, both values trimmed.
    expect(sentBodies()).toEqual([{ username: 'demo01', email: 'demo01@example.com' }]);
    stop();
  });

  it('shows an e-mail that does not match the username under the e-mail field', async () => {
    const user = userEvent.setup();
    server.use(apiFailure(ACCOUNT_PATHS.emailRecovery, 'recovery.email_mismatch', null, POST));
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
    expect(sentBodies()).toEqual([]);
  });

  it('sends the token with the password, then says so and goes to the login', async () => {
    const user = userEvent.setup();
    const toasts: { type: string; message: string }[] = [];
    const navigations: string[] = [];
    const stops = [
      bus.on('toast', (toast) => toasts.push(toast)),
      bus.on('navigate', ({ to }) => navigations.push(to)),
    ];
    server.use(apiAnswer(ACCOUNT_PATHS.resetPasswordByEmail, null, POST));
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true });
    await user.type(input('New password'), 'fresh789');
    await user.type(input('Confirm new password'), 'fresh789');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(navigations).toEqual(['/m/login']));
    expect(sentBodies() as ResetPasswordByEmailPayload[]).toEqual([
      { token: 'abc123', newPassword: 'fresh789', confirmNewPassword: 'fresh789' },
    ]);
    expect(toasts.map((toast) => toast.type)).toEqual(['loading', 'success']);
    expect(toasts[1]!.message).toBe(
      'Your password has been changed and you are signed out everywhere. Please log in with the new password',
    );
    for (const stop of stops) stop();
  });

  it.each([
    [
      'used',
      'recovery.token_used',
      'This password reset link has already been used. Please ask for a new one',
    ],
    [
      'replaced or voided',
      'recovery.token_voided',
      "This reset link no longer works: a newer link was sent, or the password or the account's e-mail or mobile number changed since. Please ask for a new one",
    ],
  ] as const)('tells a %s link with its own message and stays on the form', async (_, code, message) => {
    const user = userEvent.setup();
    const toasts: { type: string; message: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    server.use(apiFailure(ACCOUNT_PATHS.resetPasswordByEmail, code, null, POST));
    renderWithProviders(<ForgotForm onSignedIn={jest.fn()} />, { CHNGPASSMAIL3: true });
    await user.type(input('New password'), 'fresh789');
    await user.type(input('Confirm new password'), 'fresh789');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(toasts.map((toast) => toast.type)).toEqual(['loading', 'fail']));
    expect(toasts[1]!.message).toBe(message);
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeInTheDocument();
    stop();
  });
});
