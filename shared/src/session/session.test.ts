import { bus } from '../bus/event-bus';
import { mcStore } from '../state/store';
import {
  AUTO_LOGIN_STORAGE_KEY,
  avatarLetter,
  clearSession,
  displayName,
  getSession,
  getToken,
  isAutoLogin,
  loggedInAtom,
  MEMBER_CARD_STORAGE_KEY,
  memberInfoAtom,
  SESSION_STORAGE_KEY,
  sessionAtom,
  startSession,
  startTrialSession,
  TRIAL_SESSION_STORAGE_KEY,
  trialSessionAtom,
  walletAtom,
} from './session';
import type { MemberInfo, MemberWallet } from '../api/contract';
import type { SessionInfo } from './session';

const HOUR = 3_600_000;

function sessionInfo(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    token: 'a'.repeat(64),
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    expiresAt: Date.now() + 12 * HOUR,
    ...overrides,
  };
}

const member: MemberInfo = {
  id: 7,
  type: 0,
  nickname: 'Rafi',
  account: 'demo01',
  regDate: '2024-01-01T00:00:00.000Z',
  toUpline: false,
};

function resetState() {
  sessionStorage.clear();
  localStorage.clear();
  mcStore.set(sessionAtom, null);
  mcStore.set(trialSessionAtom, null);
  mcStore.set(memberInfoAtom, null);
  mcStore.set(walletAtom, null);
}

beforeEach(resetState);
afterAll(resetState);

describe('startSession', () => {
  it('stores the session under MC_SESSION_INFO, updates the atoms and tells every app', () => {
    const listener = jest.fn();
    const off = bus.on('session:changed', listener);
    const info = sessionInfo();

    startSession(info, { autoLogin: true });
    off();

    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(info);
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBe('1');
    expect(isAutoLogin()).toBe(true);
    expect(mcStore.get(sessionAtom)).toEqual(info);
    expect(mcStore.get(loggedInAtom)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ loggedIn: true, userName: 'demo01' });
  });

  it('remembers autoLogin off as "0" and leaves it alone when not given', () => {
    startSession(sessionInfo(), { autoLogin: false });
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBe('0');
    expect(isAutoLogin()).toBe(false);

    localStorage.setItem(AUTO_LOGIN_STORAGE_KEY, '1');
    startSession(sessionInfo());
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBe('1');
  });

  it('replaces a trial session', () => {
    startTrialSession(sessionInfo({ token: 'trial-token', userName: 'guest1' }));
    startSession(sessionInfo());
    expect(mcStore.get(trialSessionAtom)).toBeNull();
    expect(sessionStorage.getItem(TRIAL_SESSION_STORAGE_KEY)).toBeNull();
    expect(getToken()).toBe('a'.repeat(64));
  });
});

describe('getToken', () => {
  it('is null without a session', () => {
    expect(getToken()).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('returns the token of the real session', () => {
    startSession(sessionInfo({ token: 'real-token' }));
    expect(getToken()).toBe('real-token');
  });

  it('returns the trial token when only a trial session exists', () => {
    startTrialSession(sessionInfo({ token: 'trial-token', userName: 'guest1' }));
    expect(getToken()).toBe('trial-token');
  });
});

describe("the member's kept card", () => {
  it('is forgotten when another sign-in starts in the tab', () => {
    startSession(sessionInfo({ userName: 'demo01' }));
    sessionStorage.setItem(MEMBER_CARD_STORAGE_KEY, JSON.stringify({ userName: 'demo01' }));
    startSession(sessionInfo({ token: 'other-token', userName: 'demo02' }));
    expect(sessionStorage.getItem(MEMBER_CARD_STORAGE_KEY)).toBeNull();
  });
});

describe('clearSession', () => {
  it('forgets storage, atoms and autoLogin, and announces the logout', () => {
    startSession(sessionInfo(), { autoLogin: true });
    sessionStorage.setItem(TRIAL_SESSION_STORAGE_KEY, JSON.stringify(sessionInfo({ token: 'trial' })));
    sessionStorage.setItem(MEMBER_CARD_STORAGE_KEY, JSON.stringify({ userName: 'demo01' }));
    mcStore.set(memberInfoAtom, member);
    const wallet = { sumBalance: 1000 } as unknown as MemberWallet;
    mcStore.set(walletAtom, wallet);
    const listener = jest.fn();
    const off = bus.on('session:changed', listener);

    clearSession();
    off();

    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TRIAL_SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(MEMBER_CARD_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBe('0');
    expect(mcStore.get(sessionAtom)).toBeNull();
    expect(mcStore.get(trialSessionAtom)).toBeNull();
    expect(mcStore.get(memberInfoAtom)).toBeNull();
    expect(mcStore.get(walletAtom)).toBeNull();
    expect(mcStore.get(loggedInAtom)).toBe(false);
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ loggedIn: false, userName: null });
  });

  it('ends a trial session too', () => {
    startTrialSession(sessionInfo({ token: 'trial-token', userName: 'guest1' }));
    const listener = jest.fn();
    const off = bus.on('session:changed', listener);

    clearSession();
    off();

    expect(mcStore.get(loggedInAtom)).toBe(false);
    expect(listener).toHaveBeenCalledWith({ loggedIn: false, userName: null });
  });
});

describe('loggedInAtom', () => {
  it('is false without any session', () => {
    expect(mcStore.get(loggedInAtom)).toBe(false);
  });

  it('is true with a trial session only', () => {
    startTrialSession(sessionInfo({ token: 'trial-token', userName: 'guest1' }));
    expect(mcStore.get(sessionAtom)).toBeNull();
    expect(mcStore.get(loggedInAtom)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(TRIAL_SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({
      token: 'trial-token',
    });
  });
});

describe('avatarLetter', () => {
  it('uses the first letter of the nickname, uppercased', () => {
    expect(avatarLetter({ nickname: 'rafi', account: 'demo01' })).toBe('R');
  });

  it('falls back to the account when the nickname is empty or blank', () => {
    expect(avatarLetter({ nickname: '', account: 'demo01' })).toBe('D');
    expect(avatarLetter({ nickname: '   ', account: 'zed' })).toBe('Z');
  });

  it('uses the fallback, or nothing, when there is no name at all', () => {
    expect(avatarLetter(null)).toBe('');
    expect(avatarLetter({ nickname: '', account: '' })).toBe('');
    expect(avatarLetter(null, 'guest')).toBe('G');
  });

  it('returns one whole character for multi-byte names', () => {
    expect(avatarLetter({ nickname: 'রাফি', account: 'demo01' })).toBe('র');
    expect(avatarLetter({ nickname: '😀smile', account: 'demo01' })).toBe('😀');
  });
});

describe('displayName', () => {
  it('shows the nickname, else the account, else the fallback', () => {
    expect(displayName({ nickname: ' Rafi ', account: 'demo01' })).toBe('Rafi');
    expect(displayName({ nickname: '', account: 'demo01' })).toBe('demo01');
    expect(displayName(null, 'Guest')).toBe('Guest');
    expect(displayName(null)).toBe('');
  });
});

describe('restoring the session at page load', () => {
  type SessionModule = typeof import('./session');
  type StoreModule = typeof import('../state/store');

  function loadFresh(): { session: SessionModule; store: StoreModule } {
    let loaded: { session: SessionModule; store: StoreModule } | undefined;
    jest.isolateModules(() => {
      loaded = {
        session: jest.requireActual<SessionModule>('./session'),
        store: jest.requireActual<StoreModule>('../state/store'),
      };
    });
    if (!loaded) throw new Error('modules did not load');
    return loaded;
  }

  it('restores a stored, unexpired session', () => {
    const stored = sessionInfo({ token: 'restored-token' });
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));

    const { session, store } = loadFresh();

    expect(store.mcStore.get(session.sessionAtom)).toEqual(stored);
    expect(store.mcStore.get(session.loggedInAtom)).toBe(true);
    expect(session.getToken()).toBe('restored-token');
  });

  it('restores a stored trial session', () => {
    sessionStorage.setItem(TRIAL_SESSION_STORAGE_KEY, JSON.stringify(sessionInfo({ token: 'trial-token' })));

    const { session, store } = loadFresh();

    expect(store.mcStore.get(session.sessionAtom)).toBeNull();
    expect(store.mcStore.get(session.loggedInAtom)).toBe(true);
  });

  it('ignores an expired session', () => {
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(sessionInfo({ expiresAt: Date.now() - 1000 })),
    );

    const { session, store } = loadFresh();

    expect(store.mcStore.get(session.sessionAtom)).toBeNull();
    expect(store.mcStore.get(session.loggedInAtom)).toBe(false);
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON without a token', JSON.stringify({ userName: 'demo01' })],
    ['an empty token', JSON.stringify(sessionInfo({ token: '' }))],
    ['a JSON array', '[]'],
  ])('ignores a malformed session: %s', (_label, raw) => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, raw);

    const { session, store } = loadFresh();

    expect(store.mcStore.get(session.sessionAtom)).toBeNull();
    expect(session.getToken()).toBeNull();
  });
});
