// The site server (http://localhost:8080): the shell's build with history fallback, this environment's pins as the
// release registry has them (pin-feed.ts), and the platform API proxied same-origin. And the release store
// (http://localhost:8081): immutable remote releases, CORS on, a separate origin like a CDN.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BannerGroup, MERCHANT_CODE } from 'shared/contract';
import { firstBannerImage, pageParts, releaseManifests, withPageParts } from './page-preloads.ts';
import type { PinSource } from './pin-feed.ts';
import type { SitePreviews } from './previews.ts';

export interface SiteOptions {
  shellDir: string;
  /** The environment's pins (createPinFeed: followed from the release registry). */
  pins: PinSource;
  environment: string;
  /**
   * The platform API: one origin, or several instances of it on one database (a list, or one string with the
   * origins separated by commas, as API_ORIGIN gives them). Requests go to them in turn (apiInstances).
   */
  apiOrigin: string | readonly string[];
  /** Origins remotes may be loaded from (the environment's allow-list). */
  remoteOrigins?: string[];
  /** Preview links (previews.ts): a browser with a valid one runs the previewed release. Off without. */
  previews?: SitePreviews;
  /** Origins of game providers' pages, framed by the game launcher. */
  frameOrigins?: string[];
  /**
   * The API runs in development mode: its development paths (DEVELOPMENT_PREFIXES: the outbox of SMS codes and
   * reset links, deciding deposits) are proxied too. Off unless said (serve.ts: API_MODE=development).
   */
  development?: boolean;
  /** The release registry that takes the players' release health beacons (`/rum`); dropped without it. */
  registryUrl?: string;
  logger?: boolean;
}

/** The most a release health beacon may carry (the registry reads no more). */
export const BEACON_BYTES = 8 * 1024;

/**
 * The security headers of the site (the same in nginx: deploy/nginx/site.conf). Scripts only from the site and
 * the allowed remote origins, plus the page's one inline script by hash; styles inline because remotes inject
 * theirs with style-loader.
 */
export function securityHeaders(options: {
  remoteOrigins: string[];
  frameOrigins: string[];
  inlineScriptHashes: string[];
}): Record<string, string> {
  const remotes = options.remoteOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${remotes} ${options.inlineScriptHashes.map((hash) => `'${hash}'`).join(' ')}`,
    `connect-src 'self' ${remotes}`,
    `img-src 'self' data: blob: ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `frame-src 'self' ${options.frameOrigins.join(' ')}`,
    // The service worker (/sw.js) and the web app manifest are the site's own files.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .join('; ');
  return {
    'content-security-policy': csp,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** The sha256 CSP sources of the inline scripts of a page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `sha256-${createHash('sha256').update(match[1]!).digest('base64')}`,
  );
}

/**
 * Paths proxied to the platform API (the service worker never stores their answers: its routes test checks); each
 * covers the paths under it. `/health` is the site's own: the API's health with the site's pins beside it.
 */
export const API_PREFIXES = ['/wps/', '/dev/', '/static/', '/games/', '/chat/'];
/** The API's development paths: proxied only when the site is told the API runs in development. */
export const DEVELOPMENT_PREFIXES = ['/dev/'];

/** The path of a request target, without its query string. */
const pathOf = (url: string) => url.split('?', 1)[0] ?? '';

/**
 * A path whose meaning depends on who reads it: dot-segments ('/wps/../docs'), encoded dots, slashes and
 * backslashes (%2e, %2f, %5c) and backslashes. Browsers resolve dot-segments before they send a path; the site
 * refuses the others rather than decide on one reading while fetch or the API acts on another (fetch resolved
 * '/wps/../docs/json' to the API's '/docs/json').
 */
export function isAmbiguousPath(path: string): boolean {
  return (
    /%2e|%2f|%5c|\\/i.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..')
  );
}

/** The prefixes proxied to the API: the development paths only in development. */
export function proxiedPrefixes(development: boolean): string[] {
  return API_PREFIXES.filter((prefix) => development || !DEVELOPMENT_PREFIXES.includes(prefix));
}

/** The API's origins from a list, or from one string of comma-separated origins (API_ORIGIN). */
export function parseApiOrigins(value: string | readonly string[]): string[] {
  const origins = (typeof value === 'string' ? value.split(',') : value)
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  for (const origin of origins) {
    if (!URL.canParse(origin)) throw new Error(`API origin is not a URL: ${origin}`);
  }
  if (origins.length === 0) throw new Error('no API origin given');
  return origins;
}

/** How long an instance that failed waits behind the others before it is tried first again. */
export const API_RETRY_AFTER_MS = 2_000;

export interface ApiInstances {
  origins: readonly string[];
  /** Every instance once, the next in turn first; those that failed in the last moments last. */
  attemptOrder(): string[];
  /** The first instance in the list not resting after a failure (the first when all are). */
  firstHealthy(): string;
  failed(origin: string): void;
  succeeded(origin: string): void;
}

/**
 * The API's instances, taken in turn (round-robin). An instance that failed rests for API_RETRY_AFTER_MS: it is
 * tried only after the others, so with one instance (or all resting) every request still tries them all.
 */
export function apiInstances(value: string | readonly string[], now = () => Date.now()): ApiInstances {
  const origins = parseApiOrigins(value);
  const restingUntil = new Map<string, number>();
  let turn = 0;
  const resting = (origin: string) => (restingUntil.get(origin) ?? 0) > now();
  return {
    origins,
    attemptOrder() {
      const start = turn;
      turn = (turn + 1) % origins.length;
      const inTurn = origins.map((_, index) => origins[(start + index) % origins.length]!);
      return [
        ...inTurn.filter((origin) => !resting(origin)),
        ...inTurn.filter(resting).sort((a, b) => (restingUntil.get(a) ?? 0) - (restingUntil.get(b) ?? 0)),
      ];
    },
    firstHealthy: () => origins.find((origin) => !resting(origin)) ?? origins[0]!,
    failed: (origin) => void restingUntil.set(origin, now() + API_RETRY_AFTER_MS),
    succeeded: (origin) => void restingUntil.delete(origin),
  };
}

/** Failures of opening the connection: nothing of the request was sent. */
const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** A fetch that failed before its connection opened (the cause's code; every address's, for several). */
export function isConnectFailure(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | null)?.cause;
  if (!cause) return false;
  if (Array.isArray(cause.errors) && cause.errors.length > 0) {
    return cause.errors.every((each) => CONNECT_FAILURES.has(String(each?.code)));
  }
  return CONNECT_FAILURES.has(String(cause.code));
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

export async function createSiteServer(options: SiteOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false, bodyLimit: 1024 * 1024 });
  await app.register(compress, { global: true, threshold: 1024 });
  const indexFile = path.join(options.shellDir, 'index.html');
  const headers = securityHeaders({
    remoteOrigins: options.remoteOrigins ?? [],
    frameOrigins: options.frameOrigins ?? [],
    inlineScriptHashes: inlineScriptHashes(await readFile(indexFile, 'utf8').catch(() => '')),
  });
  const prefixes = proxiedPrefixes(options.development ?? false);
  const api = apiInstances(options.apiOrigin);
  const isProxied = (url: string) => {
    const path = pathOf(url);
    return !isAmbiguousPath(path) && prefixes.some((prefix) => path.startsWith(prefix));
  };
  // Decided on the path as sent, so nothing may read it another way: see isAmbiguousPath.
  app.addHook('onRequest', async (request, reply) => {
    if (isAmbiguousPath(pathOf(request.raw.url ?? '/'))) {
      return reply.code(400).header('cache-control', 'no-store').type('text/plain').send('Bad request');
    }
  });
  // The site's own pages and assets get the site's headers; proxied API answers keep theirs (the demo game page
  // brings its own CSP).
  app.addHook('onSend', async (request, reply) => {
    if (!isProxied(request.raw.url ?? '/')) reply.headers(headers);
  });

  // The proxy forwards bodies untouched, whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  /** The pins this request gets: the environment's, or this browser's preview of them (previews.ts). */
  const pinsFor = (request: FastifyRequest, reply: FastifyReply, page: boolean) => {
    const text = options.pins.text();
    return text !== null && options.previews ? options.previews.pinsFor(request, reply, text, page) : text;
  };

  app.get('/env/remotes.json', async (request, reply) => {
    // The pins as the registry has them now (followed within 2 s): a pin change is live on the next page load.
    const text = pinsFor(request, reply, false);
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    if (text === null) {
      return reply.code(503).send({
        error: { code: 'pins.unavailable', message: 'no pins from the release registry yet' },
      });
    }
    return reply.send(text);
  });

  // The site's health: the API's answer as it is, with this site's environment and the state of its pins beside
  // it. 200 only when the API is healthy and the site has pins to serve; pins kept while the registry is away
  // still serve players, so they count (the site part says the registry is unreachable, and since when).
  // Release health beacons from the shell (navigator.sendBeacon): handed to the registry with the player's address,
  // which its per-address limit counts. The player's page is answered at once and never hears how it went.
  app.post(
    '/rum',
    { bodyLimit: BEACON_BYTES, errorHandler: (_error, _request, reply) => void reply.code(204).send() },
    async (request, reply) => {
      if (options.registryUrl && Buffer.isBuffer(request.body)) {
        void fetch(`${options.registryUrl.replace(/\/+$/, '')}/beacons`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': request.ip },
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(5_000),
        }).catch(() => undefined);
      }
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );

  app.get('/health', async (_request, reply) => {
    const site = { environment: options.environment, pins: options.pins.health() };
    const hasPins = options.pins.text() !== null;
    reply.header('cache-control', 'no-store');
    const origin = api.firstHealthy();
    let answer: Response;
    let text: string;
    try {
      answer = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(5_000) });
      text = await answer.text();
      api.succeeded(origin);
    } catch {
      api.failed(origin);
      return reply.code(502).send({ ok: false, error: 'platform API unreachable', site });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reply.code(502).send({ ok: false, error: 'platform API answered /health without JSON', site });
    }
    const apiPart = body && typeof body === 'object' && !Array.isArray(body) ? body : { answer: body };
    return reply.code(answer.status === 200 && !hasPins ? 503 : answer.status).send({ ...apiPart, site });
  });

  app.all('/*', async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (!isProxied(url)) return reply.callNotFound();
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set('x-forwarded-for', request.ip);
    // The host the player used: the API matches invitation codes bound to a domain against it (only for hosts it
    // is configured with; its links start with its configured public origin, never with this).
    headers.set('x-forwarded-host', request.headers.host ?? '');
    headers.set('x-forwarded-proto', request.protocol);
    const idempotent = request.method === 'GET' || request.method === 'HEAD';
    const body = idempotent ? undefined : new Uint8Array(request.body as Buffer);
    // One budget for every attempt: a retry never makes the player wait longer than one API would.
    const signal = AbortSignal.timeout(15_000);
    let upstream: Response | undefined;
    for (const origin of api.attemptOrder()) {
      try {
        upstream = await fetch(`${origin}${url}`, {
          method: request.method,
          headers,
          body,
          redirect: 'manual',
          signal,
        });
        api.succeeded(origin);
        break;
      } catch (error) {
        if (signal.aborted) break;
        api.failed(origin);
        // Resent only when this instance cannot have seen it: a GET or HEAD (no answer byte came, or fetch would
        // have resolved), or a request refused before its connection opened. A body that may have reached an
        // instance (a deposit, a bet) is never sent twice.
        if (!idempotent && !isConnectFailure(error)) break;
      }
    }
    if (!upstream) {
      // The envelope the client understands: the API is unreachable (the player sees "Slow Connection").
      return reply
        .code(502)
        .send({ success: false, code: 'unknown', message: 'platform API unreachable', value: null });
    }
    reply.code(upstream.status);
    upstream.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') reply.header(name, value);
    });
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  });

  await app.register(fastifyStatic, {
    root: options.shellDir,
    wildcard: false,
    index: false,
    // The build's brotli and gzip copies (tools/webpack/precompress-plugin.ts), sent as they are.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      // Hashed assets are immutable; the HTML must always be fresh to pick up new builds.
      reply.header(
        'cache-control',
        /\.[0-9a-f]{10}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const indexHtml = () => readFile(indexFile, 'utf8');
  // The first banner is read from the first instance not resting after a failure (each keeps its own cache).
  const bannerReaders = new Map(
    api.origins.map((origin) => [origin, firstBannerImage(origin, MERCHANT_CODE)]),
  );
  const firstBanner = (group: BannerGroup) => bannerReaders.get(api.firstHealthy())!(group);
  const releaseManifest = releaseManifests();
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      /\.[a-z0-9]+$/i.test(url.split('?')[0]!.replace(/\/index\.html$|\.html$/, ''))
    ) {
      // A miss is never cached: the file may be deployed a minute later.
      return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    }
    // History fallback: every page path is the shell, whose router decides (unknown paths go to /m/home). The
    // page carries the pins served at /env/remotes.json and the preloads of what this path shows first (page-preloads.ts).
    const parts = await pageParts(url.split('?')[0]!, pinsFor(request, reply, true) ?? '', {
      shellDir: options.shellDir,
      firstBanner,
      releaseManifest,
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withPageParts(await indexHtml(), parts));
  });
  return app;
}

export interface ReleaseStoreOptions {
  releasesDir: string;
  logger?: boolean;
}

/** The release store's cache rule: found files for a year (immutable) or a minute (manifests), misses never. */
export function releaseCacheControl(url: string, status: number): string {
  if (status !== 200 && status !== 304) return 'no-store';
  return url.split('?')[0]!.endsWith('mf-manifest.json')
    ? 'public, max-age=60'
    : 'public, max-age=31536000, immutable';
}

export async function createReleaseStore(options: ReleaseStoreOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('timing-allow-origin', '*');
    // A release folder never changes; the manifest may be re-fetched on retry, keep it short. A miss is never
    // cached: a release missing when a player first asked must load once it is uploaded and Retry is pressed.
    reply.header('cache-control', releaseCacheControl(request.url, reply.statusCode));
  });
  await app.register(fastifyStatic, {
    root: options.releasesDir,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
  });
  return app;
}
