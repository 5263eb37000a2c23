// The site's service worker (emitted as /sw.js by tools/webpack/pwa-plugin.ts, which prepends the build's
// version and precache list). It installs the shell's files and the offline page, answers per ./routes, keeps
// immutable release files, and waits for the page's "reload" before a new version takes over.
import { decideRoute } from './routes';

interface PwaBuild {
  version: string;
  precache: string[];
  offlinePage: string;
}

// The service worker globals this file uses (the repository type-checks with the DOM library only).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly __PWA__: PwaBuild;
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const build = worker.__PWA__;
const CACHE_PREFIX = 'mc-';
const PRECACHE = `${CACHE_PREFIX}shell-${build.version}`;
const IMMUTABLE = `${CACHE_PREFIX}immutable`;
/** Release files of many versions pile up; keep the newest few hundred. */
const IMMUTABLE_LIMIT = 400;
const precached = new Set(build.precache);

worker.addEventListener('install', (event) => {
  // A failed download fails the install: the previous worker (or none) stays in charge.
  event.waitUntil(caches.open(PRECACHE).then((cache) => cache.addAll(build.precache)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== PRECACHE && name !== IMMUTABLE)
          await caches.delete(name);
      }
      await trim(IMMUTABLE, IMMUTABLE_LIMIT);
    })(),
  );
});

worker.addEventListener('message', (event) => {
  // The page's update prompt: the player chose to reload into the new version.
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING')
    event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = decideRoute(
    { url: request.url, method: request.method, mode: request.mode, referrer: request.referrer },
    { origin: worker.location.origin, precache: precached },
  );
  if (route.strategy === 'navigate') event.respondWith(networkFirst(request));
  else if (route.strategy === 'cache-first') event.respondWith(cacheFirst(event));
  // 'network-only' and 'none': no answer from here, the browser fetches as if there were no worker.
});

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(build.offlinePage, { cacheName: PRECACHE });
    if (offline) return offline;
    throw error;
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Only whole, readable answers are kept (never an error page, a partial or an opaque response).
  if (response.status === 200 && (response.type === 'basic' || response.type === 'cors')) {
    const copy = response.clone();
    event.waitUntil(
      caches
        .open(IMMUTABLE)
        .then((cache) => cache.put(request, copy))
        .then(() => trim(IMMUTABLE, IMMUTABLE_LIMIT)),
    );
  }
  return response;
}

/** Drop the oldest entries past `limit` (the Cache API lists entries in insertion order). */
async function trim(cacheName: string, limit: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}
