// What the service worker does with each request, as a pure function (bundled into sw.js, tested with jest).
// Pages: network first, the offline page when there is no network. Immutable (content-hashed) files of the shell
// and of the remotes' releases: cache first. Everything live or personal (the API, the pin file, remote entries
// and manifests) goes to the network untouched and is never stored; game and chat pages are left alone.

export type SwStrategy =
  /** Network first; the precached offline page when the network fails. Nothing is stored. */
  | 'navigate'
  /** The cache, else the network (and the answer is kept). Only for files whose name carries their hash. */
  | 'cache-first'
  /** The worker does not answer: the browser goes to the network as without a worker; nothing is stored. */
  | 'network-only'
  /** Outside the worker's business (games, chat, foreign pages): not handled at all. */
  | 'none';

export interface SwRoute {
  strategy: SwStrategy;
  /** Why, for tests and debugging. */
  reason: string;
}

/** The parts of a Request the decision reads. */
export interface SwRequest {
  url: string;
  method: string;
  mode: string;
  /** The page or frame that asked (Request.referrer): requests from game pages are left alone too. */
  referrer?: string;
}

/**
 * Paths the site proxies to the platform API (deploy/src/site-server.ts API_PREFIXES; deploy's test checks that
 * every one of them stays here), plus the live pin file.
 */
const API_PATH = /^\/(wps|dev|static|env)(\/|$)|^\/health/;
/** Game pages (the launcher's frames) and the chat room: their own pages, with their own rules. */
const GAME_PATH = /^\/(games|chat)(\/|$)/;
/** A content-hashed file name (webpack's [contenthash:10]): its bytes never change. */
const HASHED_FILE = /\/(js|assets)\/[^/]+\.[0-9a-f]{10}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;
/** A remote's entry and manifest: they name the files of the release in force, so they must stay live. */
const REMOTE_ENTRY = /\/(remoteEntry\.js|mf-manifest\.json)$/;

function isGamePage(referrer: string | undefined, origin: string): boolean {
  if (!referrer) return false;
  try {
    const url = new URL(referrer);
    return url.origin === origin && GAME_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

export function decideRoute(
  request: SwRequest,
  scope: { origin: string; precache: ReadonlySet<string> },
): SwRoute {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { strategy: 'none', reason: 'not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { strategy: 'none', reason: 'scheme' };
  const sameOrigin = url.origin === scope.origin;
  if (sameOrigin && GAME_PATH.test(url.pathname)) return { strategy: 'none', reason: 'game or chat page' };
  if (isGamePage(request.referrer, scope.origin)) return { strategy: 'none', reason: 'asked by a game page' };
  if (request.method !== 'GET') return { strategy: 'network-only', reason: 'not a GET' };

  if (sameOrigin) {
    if (API_PATH.test(url.pathname)) return { strategy: 'network-only', reason: 'API or pin file' };
    if (url.pathname === '/sw.js') return { strategy: 'network-only', reason: 'the worker itself' };
    if (request.mode === 'navigate') return { strategy: 'navigate', reason: 'page' };
    if (!url.search && scope.precache.has(url.pathname)) {
      return { strategy: 'cache-first', reason: 'precached shell file' };
    }
    if (HASHED_FILE.test(url.pathname)) return { strategy: 'cache-first', reason: 'hashed shell file' };
    return { strategy: 'network-only', reason: 'other site file' };
  }

  if (REMOTE_ENTRY.test(url.pathname))
    return { strategy: 'network-only', reason: 'remote entry or manifest' };
  // Only CORS requests: an opaque answer could not be checked and would count heavily against the quota.
  if (HASHED_FILE.test(url.pathname) && request.mode === 'cors') {
    return { strategy: 'cache-first', reason: 'hashed release file' };
  }
  return { strategy: 'none', reason: 'other origin' };
}
