import { bus } from '../bus/event-bus';
import { sessionAtom, trialSessionAtom } from '../session/session';
import { pageAskedBeforeSignIn, popupAtom, popupEntryAtom } from './popup';
import { mcStore } from './store';

const MEMBER = {
  token: 't',
  merchantCode: 'vsbdtf5',
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
  expiresAt: Date.now() + 1e6,
};

/** What the popup host reads as the popup closes, then the close itself. */
function closeAfterSigningIn(session: 'member' | 'trial' | 'none' = 'member'): string | null {
  if (session === 'member') mcStore.set(sessionAtom, MEMBER);
  if (session === 'trial') mcStore.set(trialSessionAtom, { ...MEMBER, type: 4 });
  const asked = pageAskedBeforeSignIn();
  bus.emit('popup:close', {});
  return asked;
}

afterEach(() => {
  bus.emit('popup:close', {});
  mcStore.set(sessionAtom, null);
  mcStore.set(trialSessionAtom, null);
});

describe('the page asked for before signing in', () => {
  it('is opened once the login signs a member in', () => {
    bus.emit('popup:open', { kind: 'login', returnTo: '/m/inviteFriends' });
    expect(mcStore.get(popupAtom)).toBe('login');
    expect(closeAfterSigningIn()).toBe('/m/inviteFriends');
  });

  it('survives going from the login to the register popup (and the forgot popup) before signing in', () => {
    bus.emit('popup:open', { kind: 'login', returnTo: '/m/voucherCenter?channel=bkash' });
    bus.emit('popup:open', { kind: 'register' });
    bus.emit('popup:open', { kind: 'forget' });
    bus.emit('popup:open', { kind: 'login' });
    bus.emit('popup:open', { kind: 'register' });
    expect(mcStore.get(popupAtom)).toBe('register');
    expect(closeAfterSigningIn()).toBe('/m/voucherCenter?channel=bkash');
  });

  it('is forgotten when the popup closes without a sign-in, so a later login stays where it is', () => {
    bus.emit('popup:open', { kind: 'login', returnTo: '/m/withdraw' });
    expect(closeAfterSigningIn('none')).toBeNull();
    bus.emit('popup:open', { kind: 'login' });
    expect(closeAfterSigningIn()).toBeNull();
  });

  it('is not opened after free play, which goes home', () => {
    bus.emit('popup:open', { kind: 'login', returnTo: '/m/withdraw' });
    expect(closeAfterSigningIn('trial')).toBeNull();
  });

  it('is never an address off the site or outside the route table', () => {
    for (const returnTo of ['//evil.example/', 'https://evil.example/m/withdraw', '/admin', '/m/login']) {
      bus.emit('popup:open', { kind: 'login', returnTo });
      expect(closeAfterSigningIn()).toBeNull();
      mcStore.set(sessionAtom, null);
    }
  });

  it('keeps the agency centre entry with the page', () => {
    bus.emit('popup:open', { kind: 'login', entry: 'agent', returnTo: '/m/agent' });
    expect(mcStore.get(popupEntryAtom)).toBe('agent');
    expect(closeAfterSigningIn()).toBe('/m/agent');
    expect(mcStore.get(popupEntryAtom)).toBeNull();
  });
});
