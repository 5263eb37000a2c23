// Keeps the session in step across the browser's tabs (session info lives in per-tab session storage):
// signing in or out in one tab does the same in the others, and a new tab adopts the session of an open one
// when autoLogin is on. Trial sessions stay in their own tab.
import { bus } from '../bus/event-bus';
import { mcStore } from '../state/store';
import {
  clearSession,
  getSession,
  isAutoLogin,
  type SessionInfo,
  sessionAtom,
  startSession,
} from './session';

export const SESSION_CHANNEL = 'mc-session';

type SessionMessage =
  | { type: 'login'; info: SessionInfo }
  | { type: 'logout' }
  | { type: 'request' }
  | { type: 'reply'; info: SessionInfo };

/** Start syncing; returns the stop function. A no-op where BroadcastChannel does not exist. */
export function startSessionSync(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  // Changes applied from another tab must not be echoed back.
  let applying = false;
  const apply = (change: () => void) => {
    applying = true;
    try {
      change();
    } finally {
      applying = false;
    }
  };

  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    const message = event.data;
    const current = mcStore.get(sessionAtom);
    if (message.type === 'logout' && current) apply(() => clearSession());
    if ((message.type === 'login' || message.type === 'reply') && current?.token !== message.info.token) {
      if (message.type === 'reply' && current) return;
      apply(() => startSession(message.info));
    }
    if (message.type === 'request' && current) channel.postMessage({ type: 'reply', info: current });
  };

  const offBus = bus.on('session:changed', ({ loggedIn }) => {
    if (applying) return;
    const real = mcStore.get(sessionAtom);
    if (loggedIn && real) channel.postMessage({ type: 'login', info: real });
    if (!loggedIn) channel.postMessage({ type: 'logout' });
  });

  if (!getSession() && isAutoLogin()) channel.postMessage({ type: 'request' });

  return () => {
    offBus();
    channel.close();
  };
}
