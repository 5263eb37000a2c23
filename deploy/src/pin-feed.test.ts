// The pin feed over real HTTP against a stand-in registry that answers the documented pins contract
// (registry/contract.ts: 200 with `etag: "<revision>"`, 304 to a matching if-none-match), and that can fail,
// send a broken document, stop and come back; and a site server following a real registry.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { type PinFile, REMOTE_NAMES } from 'shared/pin-file';
import { createPinFeed, type PinFeed, revisionOfEtag } from './pin-feed';
import { startTestRegistry } from './registry/testing';
import { createSiteServer } from './site-server';

const dir = mkdtempSync(path.join(tmpdir(), 'pin-feed-'));

/** A pin document of `environment`: the remotes given (valid with all of them) at `version`. */
function pinDocument(version: string, environment = 'local', names = REMOTE_NAMES): string {
  const remotes = Object.fromEntries(
    names.map((name) => [
      name,
      {
        version,
        manifest: `http://localhost:8081/remote-${name}/${version}/mf-manifest.json`,
        previous: null,
      },
    ]),
  );
  return JSON.stringify({ environment, remotes }, null, 2);
}

interface RegistryState {
  revision: number;
  document: string;
  /** Any other status is answered with the registry's error body. */
  status: number;
  /** Every request: the if-none-match it sent and the status answered. */
  seen: { ifNoneMatch: string | null; status: number }[];
}

/** The stand-in registry: the pins of `local` at a revision; stop() refuses connections until start() again. */
async function standInRegistry(revision = 1, document = pinDocument('1.0.0')) {
  const state: RegistryState = { revision, document, status: 200, seen: [] };
  let port = 0;
  let app: FastifyInstance | null = null;
  const start = async () => {
    const server = Fastify();
    app = server;
    server.get<{ Params: { env: string } }>('/environments/:env/pins', async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'] ?? null;
      const etag = `"${state.revision}"`;
      const status =
        request.params.env !== 'local'
          ? 404
          : state.status !== 200
            ? state.status
            : ifNoneMatch === etag
              ? 304
              : 200;
      state.seen.push({ ifNoneMatch, status });
      if (status === 304) return reply.code(304).header('etag', etag).send();
      if (status !== 200) {
        return reply.code(status).send({ error: { code: 'registry.unavailable', message: 'failing' } });
      }
      return reply.header('etag', etag).type('application/json').send(state.document);
    });
    const url = await server.listen({ port, host: '127.0.0.1' });
    port = Number(new URL(url).port);
  };
  await start();
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    start,
    /** Its port refuses connections from now on. */
    stop: async () => {
      await app?.close();
      app = null;
    },
    /** A new revision of the pins. */
    change(next: string) {
      state.revision += 1;
      state.document = next;
    },
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<string> {
  const app = Fastify();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await app.close();
  return url;
}

/** Polls `condition` every 20 ms until it holds; fails naming `what` after `withinMs`. */
async function until(what: string, condition: () => boolean, withinMs = 3_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What a test started, closed after it, the last started first. */
const started: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of started.splice(0).reverse()) await close();
});

function feed(options: Parameters<typeof createPinFeed>[0]): PinFeed {
  const created = createPinFeed(options);
  started.push(() => created.close());
  return created;
}

async function registry(...args: Parameters<typeof standInRegistry>) {
  const created = await standInRegistry(...args);
  started.push(() => created.stop());
  return created;
}

it('serves a pin change within 2 s of it being made, asking with the revision it has (304 while unchanged)', async () => {
  const pins = await registry(4);
  const followed = feed({ registryUrl: pins.url, environment: 'local' });
  await followed.ready(3_000);
  expect(followed.text()).toBe(pins.state.document);
  expect(followed.revision).toBe(4);
  expect(followed.pins()?.remotes.lobby.version).toBe('1.0.0');
  await until('an unchanged poll answered 304', () => pins.state.seen.some((one) => one.status === 304));
  expect(pins.state.seen.at(-1)).toEqual({ ifNoneMatch: '"4"', status: 304 });

  const changedAt = Date.now();
  pins.change(pinDocument('1.1.0'));
  await until('the change served', () => followed.revision === 5, 2_000);
  expect(Date.now() - changedAt).toBeLessThan(2_000);
  expect(followed.text()).toBe(pinDocument('1.1.0'));
  expect(followed.health()).toMatchObject({
    source: 'registry',
    url: `${pins.url}/environments/local/pins`,
    registry: 'ok',
    revision: 5,
    pinsFrom: 'registry',
    unreachableSince: null,
    problem: null,
  });
  expect(Date.parse(followed.health().lastContactAt ?? '')).toBeGreaterThanOrEqual(changedAt);
});

it('keeps the last pins while the registry is down, says since when, and follows the next change once it is back', async () => {
  const pins = await registry(1);
  let polls = 0;
  const followed = feed({
    registryUrl: pins.url,
    environment: 'local',
    intervalMs: 100,
    fetch: (...args) => {
      polls += 1;
      return fetch(...args);
    },
  });
  await followed.ready(3_000);
  const lastContact = followed.health().lastContactAt;

  const stoppedAt = Date.now();
  await pins.stop();
  await until('the registry seen unreachable', () => followed.health().registry === 'unreachable');
  const down = followed.health();
  expect(followed.text()).toBe(pinDocument('1.0.0'));
  expect(down.revision).toBe(1);
  expect(Date.parse(down.unreachableSince ?? '')).toBeGreaterThanOrEqual(stoppedAt);
  expect(Date.parse(down.lastContactAt ?? '')).toBeGreaterThanOrEqual(Date.parse(lastContact ?? ''));
  expect(Date.parse(down.lastContactAt ?? '')).toBeLessThanOrEqual(Date.parse(down.unreachableSince ?? ''));
  expect(down.problem).toContain('ECONNREFUSED');
  // Still down a while later: the time it went away stays the same.
  const pollsDown = polls;
  await until('two more polls failed', () => polls >= pollsDown + 2);
  expect(followed.health().unreachableSince).toBe(down.unreachableSince);

  pins.change(pinDocument('2.0.0'));
  await pins.start();
  await until('the change after the outage served', () => followed.revision === 2);
  expect(followed.text()).toBe(pinDocument('2.0.0'));
  expect(followed.health()).toMatchObject({ registry: 'ok', unreachableSince: null, problem: null });
});

it('keeps the last pins through error answers of the registry, reporting the status', async () => {
  const pins = await registry(1);
  const followed = feed({ registryUrl: pins.url, environment: 'local', intervalMs: 100 });
  await followed.ready(3_000);
  pins.state.status = 500;
  await until('the 500 reported', () => followed.health().registry === 'unreachable');
  expect(followed.health().problem).toContain('HTTP 500');
  expect(followed.text()).toBe(pinDocument('1.0.0'));
  pins.state.status = 200;
  await until('the registry back', () => followed.health().registry === 'ok');
  expect(followed.health().unreachableSince).toBeNull();
});

it('never replaces good pins with a document the shell could not use, and says it refused one', async () => {
  const pins = await registry(1);
  const followed = feed({ registryUrl: pins.url, environment: 'local', intervalMs: 100 });
  await followed.ready(3_000);
  const refused = [
    '{"environment":"local","remotes":{',
    pinDocument('9.0.0', 'local', ['lobby']),
    pinDocument('9.0.0', 'production'),
  ];
  for (const [index, document] of refused.entries()) {
    pins.change(document);
    const revision = pins.state.revision;
    await until(
      `document ${index} refused`,
      () => followed.health().problem?.includes(`revision ${revision}`) ?? false,
    );
    expect(followed.text()).toBe(pinDocument('1.0.0'));
    expect(followed.health()).toMatchObject({ registry: 'ok', revision: 1 });
  }
  expect(followed.health().problem).toContain('not "local"');

  pins.change(pinDocument('3.0.0'));
  await until('the next good document served', () => followed.revision === pins.state.revision);
  expect(followed.text()).toBe(pinDocument('3.0.0'));
  expect(followed.health().problem).toBeNull();
});

it('serves the pins of its cache file when it restarts while the registry is down', async () => {
  const cacheFile = path.join(dir, 'restart', 'site-local-8080-pins.json');
  const pins = await registry(1);
  const first = feed({ registryUrl: pins.url, environment: 'local', cacheFile, intervalMs: 100 });
  await first.ready(3_000);
  pins.change(pinDocument('2.0.0'));
  await until('the change followed', () => first.revision === 2);
  await until(
    'the change kept on disk',
    () => existsSync(cacheFile) && readFileSync(cacheFile, 'utf8').includes('2.0.0'),
  );
  await first.close();
  await pins.stop();
  // Written whole: a temp file renamed over the cache, none left behind.
  expect(readdirSync(path.dirname(cacheFile))).toEqual(['site-local-8080-pins.json']);

  const restarted = feed({ registryUrl: pins.url, environment: 'local', cacheFile, intervalMs: 100 });
  await restarted.ready(3_000);
  expect(restarted.text()).toBe(pinDocument('2.0.0'));
  expect(restarted.health()).toMatchObject({
    registry: 'unreachable',
    revision: 2,
    pinsFrom: 'cache',
    lastContactAt: null,
  });

  // The registry back: its pins replace the cached ones.
  pins.change(pinDocument('3.0.0'));
  await pins.start();
  await until('the registry followed again', () => restarted.revision === 3);
  expect(restarted.health().pinsFrom).toBe('registry');
});

it("starts on the registry's pins rather than its cache when the registry answers, even at the same revision", async () => {
  // A cache from before the registry was reset: the same revision number names other pins now.
  const cacheFile = path.join(dir, 'reset', 'pins.json');
  const stale = pinDocument('0.9.0');
  const pins = await registry(1, pinDocument('1.0.0'));
  const before = feed({ registryUrl: pins.url, environment: 'local', cacheFile });
  await before.ready(3_000);
  await before.close();
  writeFileSync(
    cacheFile,
    readFileSync(cacheFile, 'utf8').replace(JSON.stringify(pinDocument('1.0.0')), JSON.stringify(stale)),
  );
  expect(readFileSync(cacheFile, 'utf8')).toContain('0.9.0');

  const started = feed({ registryUrl: pins.url, environment: 'local', cacheFile });
  await started.ready(3_000);
  expect(started.text()).toBe(pinDocument('1.0.0'));
  expect(started.health().pinsFrom).toBe('registry');
  expect(pins.state.seen.at(-1)).toEqual({ ifNoneMatch: null, status: 200 });
});

it('rejects ready() naming the registry and the cache file when it has no pins from either', async () => {
  const registryUrl = await closedPort();
  const cacheFile = path.join(dir, 'none', 'pins.json');
  const nothing = feed({ registryUrl, environment: 'local', cacheFile, intervalMs: 100 });
  const startedAt = Date.now();
  await expect(nothing.ready(500)).rejects.toThrow(
    new RegExp(`no pins for environment "local".*registry at ${registryUrl}.*ECONNREFUSED.*${cacheFile}`),
  );
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(500);
  expect(nothing.text()).toBeNull();
  expect(nothing.health()).toMatchObject({ registry: 'unreachable', revision: null, pinsFrom: null });
});

it('reads the revision from the etag, weak or strong', () => {
  expect(revisionOfEtag('"12"')).toBe(12);
  expect(revisionOfEtag('W/"3"')).toBe(3);
  expect(revisionOfEtag('"abc"')).toBeNull();
  expect(revisionOfEtag(null)).toBeNull();
});

it('has a site server over a real registry serve a pin made there within 2 s, at /env/remotes.json and in /health', async () => {
  const real = await startTestRegistry();
  started.push(() => real.close());
  const shellDir = path.join(dir, 'shell');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  const followed = feed({ registryUrl: real.url, environment: 'local' });
  await followed.ready(5_000);
  const site = await createSiteServer({
    shellDir,
    pins: followed,
    environment: 'local',
    apiOrigin: 'http://127.0.0.1:9',
  });
  started.push(() => site.close());
  const url = await site.listen({ port: 0, host: '127.0.0.1' });
  let served = (await (await fetch(`${url}/env/remotes.json`)).json()) as PinFile;
  expect(served.remotes.lobby.version).toBe('1.0.0-local');

  expect((await real.release('lobby', '1.1.0')).status).toBe(201);
  const pin = { remote: 'lobby', version: '1.1.0', reason: 'new provider strip' };
  expect((await real.call('POST', '/environments/local/pin', pin)).status).toBe(200);
  const pinnedAt = Date.now();
  const registryText = await (await fetch(`${real.url}/environments/local/pins`)).text();
  let text = '';
  while (Date.now() - pinnedAt < 2_000) {
    text = await (await fetch(`${url}/env/remotes.json`)).text();
    served = JSON.parse(text) as PinFile;
    if (served.remotes.lobby.version === '1.1.0') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(served.remotes.lobby.version).toBe('1.1.0');
  expect(Date.now() - pinnedAt).toBeLessThan(2_000);
  // Byte for byte what the registry answers: every site server gives browsers the same document.
  expect(text).toBe(registryText);
  // The API is away here: /health says so, with the pins' state beside it.
  const health = await fetch(`${url}/health`);
  expect(health.status).toBe(502);
  expect(await health.json()).toMatchObject({
    site: {
      environment: 'local',
      pins: { registry: 'ok', revision: followed.revision, pinsFrom: 'registry' },
    },
  });
});
