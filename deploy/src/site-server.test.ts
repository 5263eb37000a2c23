// The site server and release store over real HTTP: the environment's pins as its pin source has them, the site's
// health, history fallback, the same-origin API proxy (bodies and statuses untouched), and CORS on the release
// store.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { INLINE_PIN_FILE_ID } from 'shared/page-parts';
import { decideRoute } from '../../shell/src/features/pwa/sw/routes';
import { precompress } from '../../tools/webpack/precompress-plugin';
import { startTestRegistry } from './registry/testing.ts';
import {
  API_PREFIXES,
  API_RETRY_AFTER_MS,
  apiInstances,
  createReleaseStore,
  createSiteServer,
  parseApiOrigins,
} from './site-server';
import type { PinHealth, PinSource } from './pin-feed';

const SCRIPT = 'app.0123456789.js';
const SCRIPT_TEXT = `globalThis.app = ${JSON.stringify('a script long enough to be worth compressing '.repeat(40))};`;
let copies: { br: Buffer; gz: Buffer };
const dir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
const shellDir = path.join(dir, 'shell');
const releasesDir = path.join(dir, 'releases');
let site: FastifyInstance;
let store: FastifyInstance;
let siteUrl = '';
let storeUrl = '';
const upstreamHits: { method: string; url: string; body: string; forwardedFor: string }[] = [];

/**
 * The site server's pin source as a test sets it: what it holds (null: no pins at all) and the health it reports.
 * The site server reads nothing else of its pins (pin-feed.ts follows them from the registry).
 */
function pinSource(initial: string | null): PinSource & { set(text: string | null): void } {
  let text = initial;
  const health: PinHealth = {
    source: 'registry',
    url: 'http://127.0.0.1:8070/environments/local/pins',
    registry: 'unreachable',
    revision: 7,
    pinsFrom: 'registry',
    lastContactAt: '2025-01-01T10:00:00.000Z',
    unreachableSince: '2025-01-01T10:00:01.000Z',
    problem: 'http://127.0.0.1:8070/environments/local/pins: ECONNREFUSED',
  };
  return { text: () => text, health: () => health, set: (next) => void (text = next) };
}
const pins = pinSource(JSON.stringify({ environment: 'local', version: 1 }));

const upstream = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    upstreamHits.push({
      method: request.method ?? '',
      url: request.url ?? '',
      body,
      forwardedFor: String(request.headers['x-forwarded-for'] ?? ''),
    });
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: false, code: 'auth.not_logged_in', message: 'no', value: null }));
  });
});

beforeAll(async () => {
  mkdirSync(shellDir, { recursive: true });
  mkdirSync(path.join(releasesDir, 'remote-lobby', '1.0.0'), { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><title>shell</title><script>document.documentElement.dataset.theme="dark"</script>',
  );
  // The PWA files the shell's build emits beside index.html.
  writeFileSync(path.join(shellDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(shellDir, 'manifest.webmanifest'), '{"name":"VSBDT"}');
  writeFileSync(path.join(shellDir, 'offline.html'), '<!doctype html><title>offline</title>');
  mkdirSync(path.join(shellDir, 'icons'));
  writeFileSync(path.join(shellDir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(path.join(releasesDir, 'remote-lobby', '1.0.0', 'mf-manifest.json'), '{"id":"lobby"}');
  // A script of each with the build's compressed copies (tools/webpack/precompress-plugin.ts).
  mkdirSync(path.join(shellDir, 'js'));
  for (const file of [
    path.join(shellDir, 'js', SCRIPT),
    path.join(releasesDir, 'remote-lobby', '1.0.0', 'remoteEntry.js'),
  ]) {
    writeFileSync(file, SCRIPT_TEXT);
    copies = await precompress(Buffer.from(SCRIPT_TEXT));
    writeFileSync(`${file}.br`, copies.br);
    writeFileSync(`${file}.gz`, copies.gz);
  }
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as { port: number };
  site = await createSiteServer({
    shellDir,
    pins,
    environment: 'local',
    apiOrigin: `http://127.0.0.1:${port}`,
    remoteOrigins: ['http://localhost:8081'],
    frameOrigins: ['https://games.example'],
  });
  siteUrl = await site.listen({ port: 0, host: '127.0.0.1' });
  store = await createReleaseStore({ releasesDir });
  storeUrl = await store.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await site.close();
  await store.close();
  await new Promise((resolve) => upstream.close(resolve));
});

it('serves the pins its pin source holds now: a change is served on the next request, never cached', async () => {
  const first = await fetch(`${siteUrl}/env/remotes.json`);
  expect(first.headers.get('cache-control')).toBe('no-store');
  expect(first.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await first.text()).toBe(JSON.stringify({ environment: 'local', version: 1 }));
  pins.set(JSON.stringify({ environment: 'local', version: 2 }));
  try {
    expect(await (await fetch(`${siteUrl}/env/remotes.json`)).json()).toEqual({
      environment: 'local',
      version: 2,
    });
  } finally {
    pins.set(JSON.stringify({ environment: 'local', version: 1 }));
  }
});

it('embeds in every page the same pins it serves at /env/remotes.json', async () => {
  const pagesDir = path.join(dir, 'shell-with-head');
  mkdirSync(pagesDir, { recursive: true });
  writeFileSync(
    path.join(pagesDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>shell</title></head><body></body></html>',
  );
  const own = pinSource(JSON.stringify({ environment: 'local', version: 3 }));
  const server = await createSiteServer({
    shellDir: pagesDir,
    pins: own,
    environment: 'local',
    apiOrigin: 'http://127.0.0.1:9',
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  const inline = (html: string) =>
    new RegExp(`<script type="application/json" id="${INLINE_PIN_FILE_ID}">([^<]*)</script>`).exec(html)?.[1];
  try {
    const inlinePins = async (): Promise<unknown> =>
      JSON.parse(inline(await (await fetch(`${url}/m/member`)).text()) ?? '');
    expect(await inlinePins()).toEqual(await (await fetch(`${url}/env/remotes.json`)).json());
    own.set(JSON.stringify({ environment: 'local', version: 4 }));
    expect(await inlinePins()).toEqual({ environment: 'local', version: 4 });
  } finally {
    await server.close();
  }
});

it('answers 503, never cached, while it has no pins at all; its pages still load', async () => {
  const none = pinSource(null);
  const server = await createSiteServer({
    shellDir,
    pins: none,
    environment: 'local',
    apiOrigin: 'http://127.0.0.1:9',
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  try {
    const response = await fetch(`${url}/env/remotes.json`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error: { code: 'pins.unavailable' } });
    expect((await fetch(`${url}/m/home`)).status).toBe(200);
  } finally {
    await server.close();
  }
});

it('answers every page path with the shell (the router decides) but 404s for missing assets', async () => {
  for (const pagePath of ['/', '/m/home', '/m/register.html', '/m/no-such-page']) {
    const response = await fetch(`${siteUrl}${pagePath}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
  }
  const missing = await fetch(`${siteUrl}/js/missing.0123456789.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toBe('no-store');
});

it('answers HEAD on a page path as GET does, so health checks that use HEAD see the site up', async () => {
  for (const pagePath of ['/', '/m/home', '/m/member']) {
    const response = await fetch(`${siteUrl}${pagePath}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  }
  expect((await fetch(`${siteUrl}/js/missing.0123456789.js`, { method: 'HEAD' })).status).toBe(404);
});

it('proxies the API same-origin with method, query, body and status unchanged', async () => {
  const response = await fetch(`${siteUrl}/wps/session/login?merchantCode=vsbdtf5&moduleId=COMM3`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: 'abc' }),
  });
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ code: 'auth.not_logged_in' });
  // Proxied answers keep their own headers: the site's CSP is for the site's pages.
  expect(response.headers.get('content-security-policy')).toBeNull();
  const hit = upstreamHits.at(-1);
  expect(hit).toMatchObject({
    method: 'POST',
    url: '/wps/session/login?merchantCode=vsbdtf5&moduleId=COMM3',
    body: '{"data":"abc"}',
  });
  expect(hit?.forwardedFor).toBe('127.0.0.1');
});

/** A request sent with its path exactly as given (fetch would resolve dot-segments first, as browsers do). */
function rawRequest(base: string, rawPath: string, method = 'GET') {
  return new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http
      .request({ hostname, port, path: rawPath, method }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body,
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

it('refuses a path with dot-segments or encoded dots, slashes or backslashes instead of passing it to the API', async () => {
  const hits = upstreamHits.length;
  for (const rawPath of [
    '/wps/../docs/json',
    '/wps/%2e%2e/docs/json',
    '/static/%2E%2E/docs/json',
    '/games/.%2e/docs',
    '/wps/..%2fdocs/json',
    '/wps/..%5cdocs/json',
    '/wps/..\\docs/json',
    '/wps/./session/login',
    '/m/../wps/system/status',
  ]) {
    const response = await rawRequest(siteUrl, rawPath);
    expect([rawPath, response.status]).toEqual([rawPath, 400]);
  }
  expect(upstreamHits.length).toBe(hits);
  // The query string is not a path: dots and encoded slashes there are the API's to read.
  await rawRequest(siteUrl, '/wps/system/status?merchantCode=vsbdtf5&next=%2F..%2Fdocs');
  expect(upstreamHits.at(-1)?.url).toBe('/wps/system/status?merchantCode=vsbdtf5&next=%2F..%2Fdocs');
});

it('proxies only whole API prefixes, and asks the API for /health itself only, not paths that start with its letters', async () => {
  await rawRequest(siteUrl, '/health');
  expect(upstreamHits.at(-1)?.url).toBe('/health');
  const hits = upstreamHits.length;
  for (const pagePath of ['/healthz', '/health-check', '/wpsx/system/status', '/staticfile', '/wps']) {
    const response = await rawRequest(siteUrl, pagePath);
    expect([pagePath, response.contentType]).toEqual([pagePath, expect.stringMatching(/^text\/html/)]);
  }
  expect(upstreamHits.length).toBe(hits);
});

it("keeps the API's development paths (/dev/) off a site not told it runs in development", async () => {
  const hits = upstreamHits.length;
  const response = await rawRequest(siteUrl, '/dev/outbox');
  expect(upstreamHits.length).toBe(hits);
  expect(response.body).not.toContain('auth.not_logged_in');

  const { port } = upstream.address() as { port: number };
  const development = await createSiteServer({
    shellDir,
    pins,
    environment: 'local',
    apiOrigin: `http://127.0.0.1:${port}`,
    development: true,
  });
  const url = await development.listen({ port: 0, host: '127.0.0.1' });
  try {
    await rawRequest(url, '/dev/outbox');
    expect(upstreamHits.at(-1)?.url).toBe('/dev/outbox');
  } finally {
    await development.close();
  }
});

it('answers with the envelope and 502 when the API is unreachable', async () => {
  const down = await createSiteServer({
    shellDir,
    pins,
    environment: 'local',
    apiOrigin: 'http://127.0.0.1:9',
  });
  const url = await down.listen({ port: 0, host: '127.0.0.1' });
  try {
    const response = await fetch(`${url}/wps/system/status`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, code: 'unknown' });
  } finally {
    await down.close();
  }
});

it('serves releases cross-origin (CORS) with a short cache on manifests', async () => {
  const response = await fetch(`${storeUrl}/remote-lobby/1.0.0/mf-manifest.json`, {
    headers: { origin: 'http://localhost:8080' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  expect((await fetch(`${storeUrl}/remote-lobby/9.9.9/mf-manifest.json`)).status).toBe(404);
});

it('caches a found release file for a year but never a miss, so a release uploaded late loads on Retry', async () => {
  const found = await fetch(`${storeUrl}/remote-lobby/1.0.0/remoteEntry.js`);
  expect(found.status).toBe(200);
  expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const file of ['remote-lobby/2.0.0/remoteEntry.js', 'remote-lobby/2.0.0/mf-manifest.json']) {
    const missing = await fetch(`${storeUrl}/${file}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  }
});

/** A GET with the given Accept-Encoding: the status, the encoding sent and the body's bytes as they came. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding: string; vary: string; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
            vary: String(response.headers.vary ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

it("sends the build's brotli or gzip copy of a script as it is, and the script itself to a client that takes neither", async () => {
  for (const url of [`${siteUrl}/js/${SCRIPT}`, `${storeUrl}/remote-lobby/1.0.0/remoteEntry.js`]) {
    const br = await rawGet(url, 'gzip, deflate, br, zstd');
    expect([br.status, br.encoding]).toEqual([200, 'br']);
    expect(br.vary.toLowerCase()).toContain('accept-encoding');
    // The build's copy itself, not one compressed again on the fly.
    expect(br.body.equals(copies.br)).toBe(true);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT_TEXT);

    const gz = await rawGet(url, 'gzip');
    expect([gz.status, gz.encoding]).toEqual([200, 'gzip']);
    expect(gz.body.equals(copies.gz)).toBe(true);
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT_TEXT);

    const plain = await rawGet(url, 'identity');
    expect([plain.status, plain.encoding]).toEqual([200, 'identity']);
    expect(plain.body.toString()).toBe(SCRIPT_TEXT);
  }
});

it('sends the security headers: scripts only from the site, the remote origins and the inline script hash', async () => {
  const response = await fetch(`${siteUrl}/m/home`);
  const csp = response.headers.get('content-security-policy') ?? '';
  const inlineHash = createHash('sha256')
    .update('document.documentElement.dataset.theme="dark"')
    .digest('base64');
  expect(csp).toContain(`script-src 'self' http://localhost:8081 'sha256-${inlineHash}'`);
  expect(csp).toContain("connect-src 'self' http://localhost:8081");
  expect(csp).toContain("frame-src 'self' https://games.example");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
});

it('serves the service worker fresh on every update check, at the root so it may control every page', async () => {
  const response = await fetch(`${siteUrl}/sw.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
});

it('serves the web app manifest as application/manifest+json, and the offline page and icons', async () => {
  const manifest = await fetch(`${siteUrl}/manifest.webmanifest`);
  expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toEqual({ name: 'VSBDT' });
  const offline = await fetch(`${siteUrl}/offline.html`);
  expect(offline.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await offline.text()).toContain('<title>offline</title>');
  const icon = await fetch(`${siteUrl}/icons/icon-192.png`);
  expect(icon.headers.get('content-type')).toBe('image/png');
  // Not content-hashed: revalidated, so a new icon shows after the next worker update.
  expect(icon.headers.get('cache-control')).toBe('no-cache');
});

it("keeps every path it proxies to the API out of the service worker's caches", () => {
  const scope = { origin: 'https://m.example', precache: new Set<string>() };
  for (const prefix of API_PREFIXES) {
    for (const mode of ['cors', 'same-origin', 'navigate', 'no-cors']) {
      const { strategy } = decideRoute({ url: `${scope.origin}${prefix}x`, method: 'GET', mode }, scope);
      expect([prefix, mode, strategy]).toEqual([
        prefix,
        mode,
        expect.stringMatching(/^(network-only|none)$/),
      ]);
    }
  }
  const pin = decideRoute({ url: `${scope.origin}/env/remotes.json`, method: 'GET', mode: 'cors' }, scope);
  expect(pin.strategy).toBe('network-only');
  // The site's own health, which asks the API's.
  const health = decideRoute({ url: `${scope.origin}/health`, method: 'GET', mode: 'navigate' }, scope);
  expect(health.strategy).toBe('network-only');
});

/** A stand-in for one API instance: answers 200 with its name and records what reached it. */
async function apiInstance(
  name: string,
  handle?: (request: http.IncomingMessage, response: http.ServerResponse) => void,
) {
  const hits: { method: string; url: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      hits.push({ method: request.method ?? '', url: request.url ?? '', body });
      if (handle) return handle(request, response);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, code: 'ok', message: '', value: { instance: name } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    /** Stopped: its port refuses connections from now on. */
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function siteOver(apiOrigin: string | string[]) {
  const server = await createSiteServer({
    shellDir,
    pins,
    environment: 'local',
    apiOrigin,
  });
  return { server, url: await server.listen({ port: 0, host: '127.0.0.1' }) };
}

/** Which instance answered each request, or the status when none did. */
async function answeredBy(url: string, init?: RequestInit): Promise<string | number> {
  const response = await fetch(url, init);
  const body = (await response.json()) as { value?: { instance?: string } | null };
  return response.status === 200 ? (body.value?.instance ?? 'none') : response.status;
}

describe('several API instances', () => {
  it('takes the instances in turn', async () => {
    const [a, b] = [await apiInstance('a'), await apiInstance('b')];
    const site = await siteOver(`${a.origin},${b.origin}`);
    try {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await answeredBy(`${site.url}/wps/system/status?i=${i}`));
      expect(answers).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
      expect(a.hits.map((hit) => hit.url)).toEqual([
        '/wps/system/status?i=0',
        '/wps/system/status?i=2',
        '/wps/system/status?i=4',
      ]);
    } finally {
      await site.server.close();
      await a.stop();
      await b.stop();
    }
  });

  it('sends every request to the instance still up when one stops, with no error to the player', async () => {
    const [a, b] = [await apiInstance('a'), await apiInstance('b')];
    const site = await siteOver([a.origin, b.origin]);
    try {
      expect(await answeredBy(`${site.url}/wps/system/status`)).toBe('a');
      await b.stop();
      const statuses = [];
      for (const method of ['GET', 'HEAD', 'GET', 'HEAD', 'GET', 'HEAD']) {
        const response = await fetch(`${site.url}/wps/system/status`, { method });
        statuses.push(response.status);
        if (method === 'GET') expect(await response.json()).toMatchObject({ value: { instance: 'a' } });
      }
      for (let i = 0; i < 4; i++) {
        const body = JSON.stringify({ i });
        expect(await answeredBy(`${site.url}/wps/session/login`, { method: 'POST', body })).toBe('a');
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      // Every request reached the instance still up, each once.
      expect(a.hits.map((hit) => `${hit.method} ${hit.body}`)).toEqual([
        'GET ',
        ...['GET ', 'HEAD ', 'GET ', 'HEAD ', 'GET ', 'HEAD '],
        ...[0, 1, 2, 3].map((i) => `POST {"i":${i}}`),
      ]);
      expect(b.hits).toEqual([]);
    } finally {
      await site.server.close();
      await a.stop();
    }
  });

  it('sends a POST refused by a stopped instance to the next one, body untouched, once', async () => {
    const [stopped, live] = [await apiInstance('stopped'), await apiInstance('live')];
    await stopped.stop();
    // The stopped instance is first in turn: the POST is refused there before its connection opens.
    const site = await siteOver([stopped.origin, live.origin]);
    try {
      const answer = await answeredBy(`${site.url}/wps/deposit/apply?merchantCode=vsbdtf5`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 500 }),
      });
      expect(answer).toBe('live');
      expect(live.hits).toEqual([
        { method: 'POST', url: '/wps/deposit/apply?merchantCode=vsbdtf5', body: '{"amount":500}' },
      ]);
    } finally {
      await site.server.close();
      await live.stop();
    }
  });

  it('never resends a POST whose body reached an instance that then hung up, but retries a GET', async () => {
    // This instance reads the whole request and closes the connection without an answer.
    const hangsUp = await apiInstance('hangs-up', (request) => request.socket.destroy());
    const other = await apiInstance('other');
    const site = await siteOver([hangsUp.origin, other.origin]);
    try {
      const post = await fetch(`${site.url}/wps/deposit/apply`, { method: 'POST', body: '{"amount":500}' });
      expect(post.status).toBe(502);
      expect(await post.json()).toMatchObject({ success: false, code: 'unknown' });
      expect(hangsUp.hits).toEqual([{ method: 'POST', url: '/wps/deposit/apply', body: '{"amount":500}' }]);
      expect(other.hits).toEqual([]);

      // A GET changes nothing: the next instance answers it (a new site, so the one that hangs up is first again).
      const again = await siteOver([hangsUp.origin, other.origin]);
      try {
        expect(await answeredBy(`${again.url}/wps/system/status`)).toBe('other');
      } finally {
        await again.server.close();
      }
      expect(hangsUp.hits.map((hit) => hit.method)).toEqual(['POST', 'GET']);
      expect(other.hits.map((hit) => hit.method)).toEqual(['GET']);
    } finally {
      await site.server.close();
      await hangsUp.stop();
      await other.stop();
    }
  });

  it('answers with the envelope and 502 when no instance answers', async () => {
    const [a, b] = [await apiInstance('a'), await apiInstance('b')];
    await a.stop();
    await b.stop();
    const site = await siteOver(`${a.origin}, ${b.origin}`);
    try {
      for (const init of [{}, { method: 'POST', body: '{}' }]) {
        const response = await fetch(`${site.url}/wps/system/status`, init);
        expect(response.status).toBe(502);
        expect(await response.json()).toMatchObject({ success: false, code: 'unknown', value: null });
      }
    } finally {
      await site.server.close();
    }
  });
});

describe("the site's /health", () => {
  /** A site over `apiOrigin` with the given pins; its /health answer's status, cache rule and body. */
  async function healthOf(apiOrigin: string | string[], source: PinSource = pins) {
    const server = await createSiteServer({ shellDir, pins: source, environment: 'local', apiOrigin });
    try {
      const url = await server.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${url}/health`);
      return {
        status: response.status,
        cacheControl: response.headers.get('cache-control'),
        body: (await response.json()) as Record<string, unknown>,
      };
    } finally {
      await server.close();
    }
  }
  const healthy = (_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: true }));
  };

  it("answers the API's health with the site's environment and the state of its pins beside it", async () => {
    const api = await apiInstance('a', healthy);
    try {
      expect(await healthOf(api.origin)).toEqual({
        status: 200,
        cacheControl: 'no-store',
        body: { ok: true, site: { environment: 'local', pins: pins.health() } },
      });
      expect(api.hits).toEqual([{ method: 'GET', url: '/health', body: '' }]);
    } finally {
      await api.stop();
    }
  });

  it("answers the API's own status when it is not healthy, and 502 with the site part when it is unreachable", async () => {
    const busy = await apiInstance('busy', (_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: false, reason: 'database away' }));
    });
    try {
      const answer = await healthOf(busy.origin);
      expect([answer.status, answer.body]).toEqual([
        503,
        { ok: false, reason: 'database away', site: { environment: 'local', pins: pins.health() } },
      ]);
    } finally {
      await busy.stop();
    }
    const unreachable = await healthOf('http://127.0.0.1:9');
    expect([unreachable.status, unreachable.cacheControl]).toEqual([502, 'no-store']);
    expect(unreachable.body).toMatchObject({
      ok: false,
      site: { environment: 'local', pins: pins.health() },
    });
  });

  it('asks the first instance not resting after a failure', async () => {
    const [down, up] = [await apiInstance('down'), await apiInstance('up', healthy)];
    await down.stop();
    const server = await createSiteServer({
      shellDir,
      pins,
      environment: 'local',
      apiOrigin: [down.origin, up.origin],
    });
    try {
      const url = await server.listen({ port: 0, host: '127.0.0.1' });
      // The first asks the first instance, which is down; from then on it rests and the next one answers.
      expect((await fetch(`${url}/health`)).status).toBe(502);
      expect((await fetch(`${url}/health`)).status).toBe(200);
      expect(up.hits.map((hit) => hit.url)).toEqual(['/health']);
    } finally {
      await server.close();
      await up.stop();
    }
  });

  it('is not healthy while the site has no pins to serve, however healthy the API', async () => {
    const api = await apiInstance('a', healthy);
    try {
      const answer = await healthOf(api.origin, pinSource(null));
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ ok: true, site: { environment: 'local' } });
    } finally {
      await api.stop();
    }
  });
});

describe('apiInstances', () => {
  it('reads API_ORIGIN as one origin or a comma-separated list', () => {
    expect(parseApiOrigins('http://127.0.0.1:8090')).toEqual(['http://127.0.0.1:8090']);
    expect(parseApiOrigins('http://127.0.0.1:8090/, http://127.0.0.1:8091 ,')).toEqual([
      'http://127.0.0.1:8090',
      'http://127.0.0.1:8091',
    ]);
    expect(parseApiOrigins(['http://api:8090', 'http://api-2:8090'])).toEqual([
      'http://api:8090',
      'http://api-2:8090',
    ]);
    expect(() => parseApiOrigins(' , ')).toThrow(/no API origin/);
    expect(() => parseApiOrigins('api:8090,not a url')).toThrow(/not a URL/);
  });

  it('puts an instance that failed last for a short time, then takes it in turn again', () => {
    let now = 1_000_000;
    const api = apiInstances('http://a,http://b,http://c', () => now);
    expect([api.attemptOrder(), api.attemptOrder(), api.attemptOrder()]).toEqual([
      ['http://a', 'http://b', 'http://c'],
      ['http://b', 'http://c', 'http://a'],
      ['http://c', 'http://a', 'http://b'],
    ]);
    api.failed('http://a');
    expect(api.firstHealthy()).toBe('http://b');
    expect([api.attemptOrder(), api.attemptOrder(), api.attemptOrder()]).toEqual([
      ['http://b', 'http://c', 'http://a'],
      ['http://b', 'http://c', 'http://a'],
      ['http://c', 'http://b', 'http://a'],
    ]);
    now += API_RETRY_AFTER_MS;
    expect(api.firstHealthy()).toBe('http://a');
    expect(api.attemptOrder()).toEqual(['http://a', 'http://b', 'http://c']);
    // All resting: every instance is still tried, the one that failed longest ago first.
    api.failed('http://b');
    now += 10;
    api.failed('http://a');
    now += 10;
    api.failed('http://c');
    expect(api.attemptOrder()).toEqual(['http://b', 'http://a', 'http://c']);
    expect(api.firstHealthy()).toBe('http://a');
    api.succeeded('http://c');
    expect(api.firstHealthy()).toBe('http://c');
  });

  it('keeps a single origin always tried, as before', () => {
    const api = apiInstances('http://127.0.0.1:8090');
    api.failed('http://127.0.0.1:8090');
    expect(api.attemptOrder()).toEqual(['http://127.0.0.1:8090']);
  });
});

describe('release health beacons', () => {
  it('hands a beacon to the registry, answering the page at once, and drops an oversized one', async () => {
    const registry = await startTestRegistry();
    const server = await createSiteServer({
      shellDir,
      pins,
      environment: 'local',
      apiOrigin: 'http://127.0.0.1:9',
      registryUrl: registry.url,
    });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const report = {
        remote: 'lobby',
        version: '1.0.0-local',
        views: 1,
        failedLoads: 0,
        fallbacks: 0,
        renderErrors: 0,
      };
      const send = (body: string) =>
        fetch(`${url}/rum`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body,
        });
      const answers = [
        await send(JSON.stringify({ environment: 'local', device: 'abcdef0123456789', reports: [report] })),
        await send(
          JSON.stringify({
            environment: 'local',
            device: 'abcdef0123456789',
            reports: [report],
            pad: 'x'.repeat(9_000),
          }),
        ),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([204, 204]);
      const views = async () => {
        const answer = await registry.call('GET', '/environments/local/health?remote=lobby');
        const { points } = (await answer.json()) as { points: { views: number }[] };
        return points.reduce((sum, point) => sum + point.views, 0);
      };
      const deadline = Date.now() + 5_000;
      while ((await views()) < 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await views()).toBe(1);
    } finally {
      await server.close();
      await registry.close();
    }
  });
});
