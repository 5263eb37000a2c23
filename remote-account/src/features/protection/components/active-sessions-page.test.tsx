import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ActiveSession, bus, SESSION_PATHS, type ToastRequest } from 'shared';
import { renderAt, serveApi, signIn, signOut } from '../testing/protection-testing';
import { ActiveSessionsPage } from './active-sessions-page';

const session = (overrides: Partial<ActiveSession>): ActiveSession => ({
  id: 1,
  current: false,
  device: 'Chrome on Android',
  ip: '127.0.0.1',
  place: 'Local network',
  createdAt: '2025-06-12T08:00:00Z',
  lastSeenAt: '2025-06-12T09:30:00Z',
  ...overrides,
});

const SESSIONS = [
  session({ id: 7, current: true }),
  session({ id: 5, device: 'Firefox on Windows', ip: '103.4.5.6', place: 'Dhaka' }),
  session({ id: 3, device: '', ip: '8.8.8.8', place: null }),
];

beforeEach(signIn);
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('ActiveSessionsPage', () => {
  it('lists every signed-in device, this one marked, with where and when', async () => {
    serveApi({ get: { [SESSION_PATHS.sessions]: SESSIONS } });
    renderAt(<ActiveSessionsPage />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on AndroidThis device');
    expect(items[1]).toHaveTextContent('From Dhaka (103.4.5.6)');
    expect(items[1]).toHaveTextContent('Signed in 2025/06/12 14:00');
    expect(items[1]).toHaveTextContent('Last active 2025/06/12 15:30');
    expect(items[2]).toHaveTextContent('Unknown device');
    expect(items[2]).toHaveTextContent('From 8.8.8.8');
  });

  it('signs out another device, and every other one at once', async () => {
    const user = userEvent.setup();
    const seen: ToastRequest[] = [];
    const off = bus.on('toast', (toast) => seen.push(toast));
    const { post, get } = serveApi({
      get: { [SESSION_PATHS.sessions]: SESSIONS },
      post: { [SESSION_PATHS.revoke]: null, [SESSION_PATHS.revokeOthers]: { revoked: 2 } },
    });
    renderAt(<ActiveSessionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(SESSION_PATHS.revoke, { sessionId: 5 }, { moduleId: 'COMM3' }),
    );
    await waitFor(() =>
      expect(seen).toContainEqual(
        expect.objectContaining({ message: 'Firefox on Windows has been signed out' }),
      ),
    );
    // The list is asked for again after a sign-out.
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() =>
      expect(seen).toContainEqual(expect.objectContaining({ message: '2 other sessions signed out' })),
    );
    expect(post).toHaveBeenCalledWith(SESSION_PATHS.revokeOthers, {}, { moduleId: 'COMM3' });
    off();
  });

  it('says the device was signed out even though its row leaves the refreshed list', async () => {
    const user = userEvent.setup();
    const seen: ToastRequest[] = [];
    const off = bus.on('toast', (toast) => seen.push(toast));
    let revoked = false;
    serveApi({
      get: { [SESSION_PATHS.sessions]: () => SESSIONS.filter((item) => !(revoked && item.id === 5)) },
      post: {
        [SESSION_PATHS.revoke]: () => {
          revoked = true;
          return null;
        },
      },
    });
    renderAt(<ActiveSessionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Firefox on Windows' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(seen).toContainEqual(
        expect.objectContaining({ message: 'Firefox on Windows has been signed out' }),
      ),
    );
    off();
  });

  it('signs this device out through the usual sign-out, and has nothing else to sign out when alone', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    const off = bus.on('logout:request', (payload) => requests.push(payload));
    const { post } = serveApi({ get: { [SESSION_PATHS.sessions]: [session({ id: 7, current: true })] } });
    renderAt(<ActiveSessionsPage />);
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sign out this device (Chrome on Android)' }));
    expect(requests).toEqual([{}]);
    expect(post).not.toHaveBeenCalled();
    off();
  });
});
