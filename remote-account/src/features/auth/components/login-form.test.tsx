import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, bus, CAPTCHA_PATHS, type CaptchaValue, type LoginPayload, type LoginValue } from 'shared';
import { apiAnswer, apiFailure, recorder, setupNetwork } from 'shared/testing';
import { renderWithProviders } from '../../../testing/render';
import { clear, load, save } from '../remember/remembered-credentials';
import { LoginForm } from './login-form';

// The remembered credentials live in IndexedDB with Web Crypto, which jsdom lacks.
jest.mock('../remember/remembered-credentials', () => ({
  rememberSupported: () => true,
  load: jest.fn(),
  save: jest.fn(),
  clear: jest.fn(),
}));

const server = setupNetwork();
const loadMock = jest.mocked(load);

const sent = recorder();
/** A login handler's options: POST, one answer each, what was sent recorded (decrypted). */
const LOGIN = { method: 'post', once: true, onRequest: sent.onRequest } as const;
/** The login payloads sent, in order. */
const sentLogins = () => sent.requests.map((request) => request.body as LoginPayload);

function events() {
  const seen: { name: string; payload: unknown }[] = [];
  const offs = (['toast', 'wallet:refresh', 'popup:open'] as const).map((name) =>
    bus.on(name, (payload: unknown) => seen.push({ name, payload })),
  );
  return { seen, off: () => offs.forEach((off) => off()) };
}

beforeEach(() => {
  jest.clearAllMocks();
  sent.requests.length = 0;
  loadMock.mockResolvedValue(null);
  jest.mocked(save).mockResolvedValue();
  jest.mocked(clear).mockResolvedValue();
});

const submitButton = () => screen.getByRole('button', { name: 'Login' });

/** The answer of a successful login of demo01, the first one unless `lastSignIn` is given. */
function loginValue(overrides: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 't',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    customerType: 0,
    expiresAt: Date.now() + 1e6,
    lastSignIn: null,
    ...overrides,
  };
}

describe('LoginForm', () => {
  it('keeps submit disabled until the username and the password are filled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />);
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'demo01');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });

  it('marks a login from the agency centre entry so the server can refuse non-agents', async () => {
    const user = userEvent.setup();
    server.use(apiFailure(API_PATHS.login, 'auth.non_agent', null, LOGIN));
    const { seen, off } = events();
    renderWithProviders(<LoginForm onSuccess={jest.fn()} entry="agent" />);
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    await user.click(submitButton());
    await waitFor(() =>
      expect(sentLogins()).toEqual([
        { type: 'username', username: 'demo01', password: 'demo1234', captcha: '', entry: 'agent' },
      ]),
    );
    await waitFor(() =>
      expect(seen.filter((event) => event.name === 'toast').map((event) => event.payload)).toContainEqual(
        expect.objectContaining({ type: 'fail', message: 'Non-agents cannot log in' }) as unknown,
      ),
    );
    off();
  });

  it('offers the mobile tab only with MOBILEVERCODELOGIN3', () => {
    const { unmount } = renderWithProviders(<LoginForm onSuccess={jest.fn()} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />, { MOBILEVERCODELOGIN3: true });
    const tabs = within(screen.getByRole('tablist', { name: 'Login method' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Account', 'Mobile']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id);
  });

  it('reloads the remembered credentials of the tab it switches to', async () => {
    const user = userEvent.setup();
    loadMock.mockImplementation((type) =>
      Promise.resolve(
        type === 'username'
          ? { type, username: 'demo01', password: 'demo1234', countryDialingCode: '880' }
          : { type, username: '01712345678', password: '', countryDialingCode: '880' },
      ),
    );
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />, { MOBILEVERCODELOGIN3: true });
    expect(await screen.findByDisplayValue('demo01')).toBeInTheDocument();
    expect(screen.getByLabelText('Remember password')).toBeChecked();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(await screen.findByDisplayValue('01712345678')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(loadMock).toHaveBeenCalledWith('sms');
  });

  it('shows the captcha only after a failure that asks for one', async () => {
    const user = userEvent.setup();
    const { seen, off } = events();
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />);
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');

    const captchaSent = recorder();
    server.use(
      apiFailure(API_PATHS.login, 'auth.user_not_found', { captchaRequired: false }, LOGIN),
      apiFailure(API_PATHS.login, 'auth.captcha_required', { captchaRequired: true }, LOGIN),
      apiAnswer<CaptchaValue>(
        CAPTCHA_PATHS.captcha,
        { captchaId: 'c1', image: 'data:image/png;base64,AAAA' },
        { onRequest: captchaSent.onRequest },
      ),
    );
    await user.click(submitButton());
    await waitFor(() => expect(seen.some((e) => e.name === 'toast')).toBe(true));
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(seen.some((e) => e.name === 'toast')).toBe(true);

    await user.click(submitButton());
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(captchaSent.requests.map((request) => request.query.get('username'))).toEqual(['demo01']);
    expect(await screen.findByRole('img', { name: 'Verification code image' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    off();
  });

  it('signs in, remembers the ticked credentials, refreshes the wallet and closes', async () => {
    const user = userEvent.setup();
    const onSuccess = jest.fn();
    const { seen, off } = events();
    server.use(apiAnswer<LoginValue>(API_PATHS.login, loginValue(), LOGIN));
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    await user.click(screen.getByLabelText('Remember password'));
    await user.click(submitButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sentLogins()).toEqual([
      { type: 'username', username: 'demo01', password: 'demo1234', captcha: '' },
    ]);
    expect(save).toHaveBeenCalledWith({
      type: 'username',
      username: 'demo01',
      password: 'demo1234',
      countryDialingCode: '880',
    });
    expect(seen.some((e) => e.name === 'wallet:refresh')).toBe(true);
    off();
  });

  it('forgets the record when remember is unticked', async () => {
    const user = userEvent.setup();
    loadMock.mockResolvedValue({
      type: 'username',
      username: 'demo01',
      password: 'x1',
      countryDialingCode: '880',
    });
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />);
    const tick = screen.getByLabelText('Remember password');
    await waitFor(() => expect(tick).toBeChecked());
    await user.click(tick);
    expect(clear).toHaveBeenCalledWith('username');
  });

  it('shows a locked account as a toast', async () => {
    const user = userEvent.setup();
    const { seen, off } = events();
    server.use(apiFailure(API_PATHS.login, 'auth.account_locked', null, LOGIN));
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />);
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'x');
    await user.click(submitButton());
    await waitFor(() => expect(seen.some((e) => e.name === 'toast')).toBe(true));
    expect(seen.find((e) => e.name === 'toast')?.payload).toMatchObject({
      type: 'fail',
      message: 'Too many failed attempts. The account is locked for a while, please try again later',
    });
    off();
  });

  it('shows the forgot link only when a recovery method is on, and opens the forgot popup', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<LoginForm onSuccess={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
    unmount();
    const { seen, off } = events();
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />, { CHNGPASSMAIL3: true });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(seen).toContainEqual({ name: 'popup:open', payload: { kind: 'forget' } });
    off();
  });

  it('shows no social sign-in buttons when no provider is configured, even with the flags on', async () => {
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />, { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Sign in with' })).not.toBeInTheDocument();
  });

  it('after signing in, says when and where the previous sign-in was (SECSESSIONS on)', async () => {
    const user = userEvent.setup();
    const { seen, off } = events();
    server.use(
      apiAnswer<LoginValue>(
        API_PATHS.login,
        loginValue({ lastSignIn: { at: '2025-06-12T08:00:00Z', ip: '127.0.0.1', place: 'Local network' } }),
        LOGIN,
      ),
    );
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />, { SECSESSIONS: true });
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    await user.click(submitButton());
    await waitFor(() =>
      expect(seen).toContainEqual({
        name: 'toast',
        payload: {
          type: 'success',
          duration: 8000,
          message: 'Welcome back! Last sign-in: 2025/06/12 14:00 from Local network (127.0.0.1)',
        },
      }),
    );
    off();
  });

  it('says until when an account in a time-out or self-exclusion cannot sign in', async () => {
    const user = userEvent.setup();
    const onSuccess = jest.fn();
    server.use(
      apiFailure(
        API_PATHS.login,
        'protection.excluded',
        { kind: 'timeout', until: '2025-06-19T08:00:00Z' },
        LOGIN,
      ),
      apiFailure(API_PATHS.login, 'protection.excluded', { kind: 'self_exclusion', until: null }, LOGIN),
    );
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('Username'), 'resting1');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'start1234');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is in a time-out until 2025/06/19 14:00. You cannot sign in before then.',
    );
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This account is permanently self-excluded and cannot be signed in to.',
      ),
    );
    // Another name is another account: the message goes.
    await user.type(screen.getByLabelText('Username'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
