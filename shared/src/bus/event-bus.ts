// The typed event bus: the one channel between the shell and the remotes (spec: session changes, popups,
// toasts, wallet refresh, language). One instance lives in the page because `shared` is a federation singleton.
import type { ToastRequest } from '../ui/toast-types';

export type PopupKind = 'login' | 'register' | 'forget' | 'changePsw';

export interface BusEvents {
  /** The session was created, renewed or cleared. */
  'session:changed': { loggedIn: boolean; userName: string | null };
  /** Ask the shell's popup host to open a popup (closing any other). */
  /** `entry: 'agent'` when the login is for the agency centre (non-agents are refused then). */
  /** `returnTo`: the members-only page the visitor asked for, opened once they sign in (login or register). */
  'popup:open': { kind: PopupKind; entry?: 'agent'; returnTo?: string };
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
  /** Open the customer-service sheet (the content remote's service button: live chat, Telegram, WhatsApp, …). */
  'service:open': Record<string, never>;
}

export type BusEventName = keyof BusEvents;
type Listener<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
  /** Subscribe; returns the unsubscribe function. */
  on<K extends BusEventName>(name: K, listener: Listener<K>): () => void;
  once<K extends BusEventName>(name: K, listener: Listener<K>): () => void;
  listenerCount(name: BusEventName): number;
  /**
   * The payloads of a held event (HELD_WHILE_UNHEARD) emitted while nobody listened, oldest first, and forgets
   * them: the listener that mounts late (the toast host, the service button) handles what came before it.
   */
  takeUnheard<K extends BusEventName>(name: K): BusEvents[K][];
}

/**
 * Events that wait for their listener: a toast asked for by the page's first calls (a session the server has
 * ended) comes before the toast host exists, and a request for customer service may come before its button has
 * loaded. Other events mean nothing later and are dropped when unheard.
 */
const HELD_WHILE_UNHEARD: ReadonlySet<BusEventName> = new Set<BusEventName>(['toast', 'service:open']);
/** At most this many unheard payloads are kept per event (the toast host shows three at a time). */
const HELD_MAX = 3;

export function createEventBus(onListenerError: (error: unknown) => void = reportListenerError): EventBus {
  const listeners = new Map<BusEventName, Set<Listener<BusEventName>>>();
  const unheard = new Map<BusEventName, unknown[]>();

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
      const current = listeners.get(name);
      if ((!current || current.size === 0) && HELD_WHILE_UNHEARD.has(name)) {
        unheard.set(name, [...(unheard.get(name) ?? []), payload].slice(-HELD_MAX));
        return;
      }
      // Copy first: a listener may unsubscribe itself (once) while we iterate.
      for (const listener of [...(current ?? [])]) {
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
    takeUnheard<K extends BusEventName>(name: K) {
      const held = (unheard.get(name) ?? []) as BusEvents[K][];
      unheard.delete(name);
      return held;
    },
  };
}

function reportListenerError(error: unknown) {
  console.error('[bus] listener failed', error);
}

/** The page's bus. */
export const bus: EventBus = createEventBus();
