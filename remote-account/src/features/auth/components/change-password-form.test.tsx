import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_PATHS,
  bus,
  type ChangePasswordPayload,
  mcStore,
  type RegisterConfig,
  sessionAtom,
} from 'shared';
import { apiAnswer, recorder, setupNetwork } from 'shared/testing';
import { PASSWORD_RULE, registerConfig } from '../../../testing/register-config';
import { renderWithProviders } from '../../../testing/render';
import { heldPassword, holdPassword } from '../remember/held-password';
import { ChangePasswordForm } from './change-password-form';

// The remembered credentials live in IndexedDB with Web Crypto, which jsdom lacks.
jest.mock('../remember/remembered-credentials', () => ({
  load: jest.fn().mockResolvedValue(null),
  save: jest.fn().mockResolvedValue(undefined),
}));

const server = setupNetwork();
const sent = recorder();
const sentChanges = () => sent.requests.map((request) => request.body as ChangePasswordPayload);
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(() => {
  jest.clearAllMocks();
  sent.requests.length = 0;
  server.use(
    apiAnswer<RegisterConfig>(ACCOUNT_PATHS.registerConfig, registerConfig({ password: PASSWORD_RULE })),
    apiAnswer(ACCOUNT_PATHS.changePassword, null, { method: 'post', onRequest: sent.onRequest }),
  );
  holdPassword(null);
  mcStore.set(sessionAtom, {
    token: 't',
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    expiresAt: Date.now() + 1e6,
  });
});
afterEach(() => mcStore.set(sessionAtom, null));

describe('ChangePasswordForm', () => {
  it('asks for the old password when none is held from this page', () => {
    renderWithProviders(<ChangePasswordForm onDone={jest.fn()} />);
    expect(input('Username')).toHaveValue('demo01');
    expect(input('Username')).toHaveAttribute('readonly');
    expect(input('Old password')).toBeInTheDocument();
  });

  it('skips the old password when the login password is held', () => {
    holdPassword('demo1234');
    renderWithProviders(<ChangePasswordForm onDone={jest.fn()} />);
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
    expect(input('New password')).toBeInTheDocument();
  });

  it('refuses a new password equal to the old one without calling the server', async () => {
    const user = userEvent.setup();
    const toasts: { message: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    holdPassword('demo1234');
    renderWithProviders(<ChangePasswordForm onDone={jest.fn()} />);
    await user.type(input('New password'), 'demo1234');
    await user.type(input('Confirm new password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toasts).toContainEqual(
      expect.objectContaining({ message: 'The new password must be different from the old one' }),
    );
    expect(sentChanges()).toEqual([]);
    stop();
  });

  it('saves, holds the new password and goes home after a second', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers();
    const navigations: unknown[] = [];
    const stop = bus.on('navigate', (to) => navigations.push(to));
    const onDone = jest.fn();
    renderWithProviders(<ChangePasswordForm onDone={onDone} />);
    await user.type(input('Old password'), 'demo1234');
    await user.type(input('New password'), 'fresh5678');
    await user.type(input('Confirm new password'), 'fresh5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(heldPassword()).toBe('fresh5678'));
    expect(sentChanges()).toEqual([
      { oldPassword: 'demo1234', newPassword: 'fresh5678', confirmNewPassword: 'fresh5678' },
    ]);
    expect(navigations).toEqual([]);
    act(() => jest.advanceTimersByTime(1000));
    expect(navigations).toEqual([{ to: '/m/home', replace: true }]);
    expect(onDone).toHaveBeenCalled();
    stop();
    jest.useRealTimers();
  });

  it('goes home without a member session', () => {
    mcStore.set(sessionAtom, null);
    const onDone = jest.fn();
    renderWithProviders(<ChangePasswordForm onDone={onDone} />);
    expect(onDone).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
