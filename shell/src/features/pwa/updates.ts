// Registers the service worker (production builds only) and notices a new version of the site: a new shell (a
// new sw.js installed and waiting) or a new pin file (remotes pinned to other releases than this page runs).
// Checks run when the page becomes visible again and every few minutes. The prompt reads the state from here.
import type { PinFile } from 'shared';
import { fetchPinFile } from '../../federation/pin-file';
import { currentPins } from '../../federation/remotes';
import { pinsChanged } from './pin-watch';

/** What is new: the shell (a new worker waits) or the remotes (the pin file changed). */
export type UpdateKind = 'shell' | 'remotes';

export const SERVICE_WORKER_URL = '/sw.js';
export const CHECK_INTERVAL_MS = 5 * 60_000;

export interface UpdateEnvironment {
  /** The browser's service worker container; null where there is none or the worker must not run. */
  container: ServiceWorkerContainer | null;
  /** The pin file the page started with. */
  startedPins: () => PinFile | null;
  /** The environment's pin file now. */
  loadPins: () => Promise<PinFile>;
  reload: () => void;
}

let update: UpdateKind | null = null;
const listeners = new Set<() => void>();

function setUpdate(kind: UpdateKind) {
  // A new shell outranks new remotes: its reload also loads the pin file afresh.
  if (update === 'shell' || update === kind) return;
  update = kind;
  for (const listener of listeners) listener();
}

export function currentUpdate(): UpdateKind | null {
  return update;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function browserEnvironment(): UpdateEnvironment {
  // The webpack dev server's page never registers the worker (its files change on every rebuild).
  const production = process.env.NODE_ENV === 'production';
  return {
    container: production && 'serviceWorker' in navigator ? navigator.serviceWorker : null,
    startedPins: currentPins,
    loadPins: () => fetchPinFile(),
    reload: () => window.location.reload(),
  };
}

let environment: UpdateEnvironment | null = null;
let registration: ServiceWorkerRegistration | null = null;
let reloading = false;

/** A new worker is ready to take over (it waits for the player's reload). */
function watchRegistration(container: ServiceWorkerContainer, reg: ServiceWorkerRegistration) {
  registration = reg;
  if (reg.waiting && container.controller) setUpdate('shell');
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install: nothing to update from.
      if (installing.state === 'installed' && container.controller) setUpdate('shell');
    });
  });
}

async function checkForUpdates(env: UpdateEnvironment): Promise<void> {
  await Promise.all([
    registration?.update().catch(() => undefined),
    (async () => {
      const started = env.startedPins();
      if (!started) return;
      try {
        if (pinsChanged(started, await env.loadPins())) setUpdate('remotes');
      } catch {
        // Offline or a bad pin file: nothing to offer now; the next check tries again.
      }
    })(),
  ]);
}

/** Start once per page; returns the stop function (tests). */
export function startUpdates(env: UpdateEnvironment = browserEnvironment()): () => void {
  if (environment) return () => undefined;
  environment = env;
  const { container } = env;
  const cleanups: (() => void)[] = [];

  if (container) {
    let hadController = container.controller !== null;
    const onControllerChange = () => {
      if (reloading) env.reload();
      // Another tab took the new version: this page runs the old shell under the new worker.
      else if (hadController) setUpdate('shell');
      hadController = true;
    };
    container.addEventListener('controllerchange', onControllerChange);
    cleanups.push(() => container.removeEventListener('controllerchange', onControllerChange));
    const register = () => {
      container
        .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
        .then((reg) => watchRegistration(container, reg))
        .catch((error: unknown) => console.warn('[pwa] service worker not registered', error));
    };
    // After the page has loaded: the worker's downloads never compete with the first paint.
    if (document.readyState === 'complete') register();
    else {
      window.addEventListener('load', register, { once: true });
      cleanups.push(() => window.removeEventListener('load', register));
    }
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') void checkForUpdates(env);
  };
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => void checkForUpdates(env), CHECK_INTERVAL_MS);
  cleanups.push(() => {
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  });

  return () => {
    for (const cleanup of cleanups) cleanup();
    environment = null;
    registration = null;
    reloading = false;
    update = null;
  };
}

/** The prompt's Reload: let the waiting worker take over first (its controllerchange reloads), else reload. */
export function applyUpdate(): void {
  const env = environment;
  if (!env) return;
  const waiting = registration?.waiting;
  if (waiting && env.container?.controller) {
    reloading = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
    // Should the waiting worker be gone meanwhile, no controllerchange comes: reload all the same.
    window.setTimeout(env.reload, 10_000);
    return;
  }
  env.reload();
}
