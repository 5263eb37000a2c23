// The popup host at the level the shell uses it: the account remote's auth popup is a stand-in whose "Sign in"
// starts a member's session and ends the popup as the real forms do (the real forms run in the end-to-end suite).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { bus, type RemoteModule } from 'shared';
import { renderWithProviders, signIn, signOut } from 'shared/testing';
import { loadedRemoteModule, loadRemoteModule } from '../../federation/remotes';
import { PopupHost } from './popup-host';

jest.mock('../../federation/remotes', () => ({
  activeRelease: () => null,
  subscribeActiveReleases: () => () => undefined,
  loadedRemoteModule: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const authPopup: RemoteModule<'account/AuthPopup'> = {
  default: ({ onClose }) => (
    <button
      type="button"
      onClick={() => {
        signIn();
        onClose();
      }}
    >
      Sign in
    </button>
  ),
};

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderHost(path: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
      <PopupHost />
    </>,
    { path },
  );
}

const address = () => screen.getByRole('status', { name: 'address' });

/** The register popup's banners above the form. */
const banners: RemoteModule<'content/Banners'> = { default: () => null };

const moduleOf = (id: string) => (id === 'account/AuthPopup' ? authPopup : banners);

beforeEach(() => {
  jest.mocked(loadedRemoteModule).mockImplementation((id) => moduleOf(id) as never);
  jest.mocked(loadRemoteModule).mockImplementation((id) => Promise.resolve(moduleOf(id) as never));
});

afterEach(() => {
  act(() => bus.emit('popup:close', {}));
  signOut();
});

describe('the popup host', () => {
  it('opens the members-only page the login was opened for once the visitor has signed in', async () => {
    renderHost('/m/home');
    act(() => bus.emit('popup:open', { kind: 'login', returnTo: '/m/voucherCenter?channel=bkash' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(address()).toHaveTextContent('/m/voucherCenter?channel=bkash');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens it after a registration that began in the login popup', async () => {
    renderHost('/m/member');
    act(() => bus.emit('popup:open', { kind: 'login', returnTo: '/m/inviteFriends' }));
    act(() => bus.emit('popup:open', { kind: 'register' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(address()).toHaveTextContent('/m/inviteFriends');
  });

  it('stays where it is when the popup is closed without signing in', async () => {
    renderHost('/m/member');
    act(() => bus.emit('popup:open', { kind: 'login', returnTo: '/m/withdraw' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(address()).toHaveTextContent('/m/member');
  });

  it('goes home when a login opened by its route is closed, and to the named page when it signs in', async () => {
    renderHost('/m/login');
    act(() => bus.emit('popup:open', { kind: 'login' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(address()).toHaveTextContent('/m/home');

    act(() => bus.emit('popup:open', { kind: 'login', returnTo: '//example.com/m/withdraw' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(address()).toHaveTextContent(/^\/m\/home$/);
  });
});
