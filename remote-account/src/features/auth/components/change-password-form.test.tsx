import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type FieldRule, mcStore, sessionAtom } from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { changePassword } from '../api/change-password';
import { heldPassword, holdPassword } from '../remember/held-password';
import { ChangePasswordForm } from './change-password-form';

jest.mock('../api/change-password', () => {
  const { mutationHook } =
    jest.requireActual<typeof import('../../../testing/render')>('../../../testing/render');
  const change = jest.fn();
  return { changePassword: change, useChangePassword: mutationHook(change) };
});
jest.mock('../api/register-config', () => ({
  usePasswordRule: (): FieldRule => ({
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    patternId: 'PASSWORD',
  }),
}));
jest.mock('../remember/remembered-credentials', () => ({
  load: jest.fn().mockResolvedValue(null),
  save: jest.fn().mockResolvedValue(undefined),
}));

const changeMock = jest.mocked(changePassword);
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(() => {
  jest.clearAllMocks();
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
    expect(changeMock).not.toHaveBeenCalled();
    stop();
  });

  it('saves, holds the new password and goes home after a second', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers();
    const navigations: unknown[] = [];
    const stop = bus.on('navigate', (to) => navigations.push(to));
    const onDone = jest.fn();
    changeMock.mockResolvedValue(null);
    renderWithProviders(<ChangePasswordForm onDone={onDone} />);
    await user.type(input('Old password'), 'demo1234');
    await user.type(input('New password'), 'fresh5678');
    await user.type(input('Confirm new password'), 'fresh5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(heldPassword()).toBe('fresh5678'));
    expect(changeMock).toHaveBeenCalledWith({
      oldPassword: 'demo1234',
      newPassword: 'fresh5678',
      confirmNewPassword: 'fresh5678',
    });
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
