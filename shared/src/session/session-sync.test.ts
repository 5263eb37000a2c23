// The cross-tab session protocol, with a second BroadcastChannel standing in for another tab.
import { mcStore } from '../state/store';
import { clearSession, type SessionInfo, sessionAtom, startSession, startTrialSession } from './session';
import { SESSION_CHANNEL, startSessionSync } from './session-sync';

const EXPIRES_AT = Date.now() + 3_600_000;
const info = (token: string): SessionInfo => ({
  token,
  merchantCode: 'vsbdtf5',
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
  expiresAt: EXPIRES_AT,
});

function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const received: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => received.push(event.data);
  const next = () =>
    new Promise<unknown>((resolve) => {
      const previous = channel.onmessage;
      channel.onmessage = (event: MessageEvent) => {
        previous?.call(channel, event);
        channel.onmessage = previous;
        resolve(event.data);
      };
    });
  return { channel, received, next };
}

/** Resolves once `check` holds, polling between macrotasks (the channel delivers messages as macrotasks). */
function waitFor(check: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    let polls = 0;
    const poll = () => {
      if (check()) resolve();
      else if (++polls > 1000) reject(new Error('condition never held'));
      else setTimeout(poll, 0);
    };
    poll();
  });
}

let stop: () => void;
let tab: ReturnType<typeof otherTab>;

beforeEach(() => {
  clearSession();
  localStorage.clear();
  stop = startSessionSync();
  tab = otherTab();
});

afterEach(() => {
  stop();
  tab.channel.close();
});

it('tells the other tabs when this tab signs in and when it signs out', async () => {
  const login = tab.next();
  startSession(info('t1'));
  expect(await login).toEqual({ type: 'login', info: info('t1') });
  const logout = tab.next();
  clearSession();
  expect(await logout).toEqual({ type: 'logout' });
});

it('signs this tab out when another tab signs out', async () => {
  startSession(info('t1'));
  tab.channel.postMessage({ type: 'logout' });
  await waitFor(() => mcStore.get(sessionAtom) === null);
  expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
});

it('adopts the session another tab signed in with, without echoing it back', async () => {
  tab.channel.postMessage({ type: 'login', info: info('t2') });
  await waitFor(() => mcStore.get(sessionAtom)?.token === 't2');
  // An echo would be posted synchronously while adopting; a round trip proves none was sent before it.
  const reply = tab.next();
  tab.channel.postMessage({ type: 'request' });
  expect(await reply).toEqual({ type: 'reply', info: info('t2') });
  expect(tab.received).toEqual([{ type: 'reply', info: info('t2') }]);
});

it('answers a new tab asking for the session with the real session, not the trial one', async () => {
  startTrialSession({ ...info('trial'), type: 4 });
  startSession(info('t3'));
  await waitFor(() => tab.received.length === 1);
  const reply = tab.next();
  tab.channel.postMessage({ type: 'request' });
  expect(await reply).toEqual({ type: 'reply', info: info('t3') });
});
