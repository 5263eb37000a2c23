// The typed event bus: the one channel between the shell and the remotes (spec: session changes, popups,
// toasts, wallet refresh, language). One instance lives in the page because `shared` is a federation singleton.
import type { ToastRequest } from '../ui/toast-types';

export type PopupKind = 'login' | 'register' | 'forget' | 'changePsw';

export interface BusEvents {
  /** The session was created, renewed or cleared. */
  'session:changed': { loggedIn: boolean; userName: string | null };
  /** Ask the shell's popup host to open a popup (closing any other). */
  /** `entry: 'agent'` when the login is for the agency centre (non-agents are refused then). */
  'popup:open': { kind: PopupKind; entry?: 'agent' };
  'popup:close': { kind?: PopupKind };
  /** Ask the shell's toast host to show a toast. */
  toast: ToastRequest;
  /** Balances changed (login, money action, game closed, tab focus): reload wallets. */
  'wallet:refresh': { reason: 'login' | 'money' | 'game-closed' | 'focus' | 'manual' };
  'language:changed': { language: string };
  'theme:changed': { theme: 'dark' | 'light' };
  /** The side menu was asked to open or close. */
  'menu:toggle': { open: boolean };
  /** Ask the shell to start the logout flow (confirm, server logout, clear, go home). */
  'logout:request': Record<string, never>;
  /** Ask the shell to navigate (for code outside React; components use the shared router directly). */
  navigate: { to: string; replace?: boolean };
}

export type BusEventName = keyof BusEvents;
type Listener<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
  /** Subscribe; returns the unsubscribe function. */
  on<K extends BusEventName>(name: K, listener: Listener<K>): () => void;
  once<K extends BusEventName>(name: K, listener: Listener<K>): () => void;
  listenerCount(name: BusEventName): number;
}

export function createEventBus(onListenerError: (error: unknown) => void = reportListenerError): EventBus {
  const listeners = new Map<BusEventName, Set<Listener<BusEventName>>>();

  const on = <K extends BusEventName>(name: K, listener: Listener<K>) => {
    let set = listeners.get(name);
    if (!set) {
      set = new Set();
      listeners.set(name, set);
    }
    set.add(listener as Listener<BusEventName>);
    return () => {
      set.delete(listener as Listener<BusEventName>);
    };
  };

  return {
    emit(name, payload) {
      // Copy first: a listener may unsubscribe itself (once) while we iterate.
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          listener(payload);
        } catch (error) {
          // One failing listener (say, in a remote) must not stop the others.
          onListenerError(error);
        }
      }
    },
    on,
    once(name, listener) {
      const off = on(name, (payload) => {
        off();
        listener(payload);
      });
      return off;
    },
    listenerCount(name) {
      return listeners.get(name)?.size ?? 0;
    },
  };
}

function reportListenerError(error: unknown) {
  console.error('[bus] listener failed', error);
}

/** The page's bus. */
export const bus: EventBus = createEventBus();
