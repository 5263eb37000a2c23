// A fleet on one machine: one release registry and two site servers (`pnpm serve:site`) in front of the API that
// `pnpm start` runs. A pin made with an ops token through `pnpm remotes` reaches both within 2 s; with the registry
// stopped both keep serving the last pins and say so in /health; started again, both follow the next pin. The
// registry here has an embedded database of its own, so its pins never touch the site the other specs use.
import { expect, test } from '../pages/test';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeLobbyRelease, uploadLobbyCopy } from '../pages/registry';
import { Site } from '../pages/site';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REGISTRY_PORT = 8170;
const REGISTRY = `http://127.0.0.1:${REGISTRY_PORT}`;
const SITES = [8182, 8183].map((port) => `http://localhost:${port}`);
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8090}`;
const VERSION = `0.1.0-fleet${Date.now().toString(36)}`;

let dataDir = '';
let registry: ChildProcess | undefined;
const sites: ChildProcess[] = [];

/** Everything but DATABASE_URL: this registry keeps its own embedded database. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _server, ...rest } = process.env;
  return { ...rest, ...extra };
}

async function healthy(url: string, child: ChildProcess) {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
        return fetch(url).then(
          (answer) => answer.status,
          () => 0,
        );
      },
      { timeout: 60_000 },
    )
    .toBe(200);
}

async function startRegistry() {
  registry = spawn(process.execPath, [path.join(ROOT, 'deploy/src/registry/main.ts')], {
    cwd: ROOT,
    env: environment({
      REGISTRY_PORT: String(REGISTRY_PORT),
      REGISTRY_DATA_DIR: path.join(dataDir, 'registry'),
      RELEASE_STORE: path.join(ROOT, 'releases'),
    }),
    stdio: 'ignore',
  });
  await healthy(`${REGISTRY}/health`, registry);
}

async function stopRegistry() {
  const stopping = registry;
  if (!stopping || stopping.exitCode !== null) return;
  const exited = new Promise((resolve) => stopping.once('exit', resolve));
  stopping.kill('SIGTERM');
  await exited;
}

const adminToken = () => readFileSync(path.join(dataDir, 'registry', 'admin-token'), 'utf8').trim();

function remotes(args: string[], token: string) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/remotes.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REGISTRY_URL: REGISTRY, REGISTRY_TOKEN: token },
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** The lobby version each site server hands browsers now. */
const servedLobby = () =>
  Promise.all(
    SITES.map((site) =>
      fetch(`${site}/env/remotes.json`)
        .then((answer) => answer.json() as Promise<{ remotes: { lobby: { version: string } } }>)
        .then((pins) => pins.remotes.lobby.version),
    ),
  );

/** The time one change takes to reach every site server, polled every 100 ms; fails past 2 s. */
async function expectBothWithin2s(version: string) {
  const started = Date.now();
  await expect.poll(servedLobby, { timeout: 2_000, intervals: [100] }).toEqual([version, version]);
  return Date.now() - started;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-'));
  await startRegistry();
  // A release of the lobby made from the development build's files, uploaded as the release command does.
  await uploadLobbyCopy(VERSION, { registry: REGISTRY, token: adminToken() });

  for (const site of SITES) {
    const child = spawn(process.execPath, [path.join(ROOT, 'deploy/src/serve-site.ts')], {
      cwd: ROOT,
      env: environment({
        PORT: new URL(site).port,
        SITE_ENV: 'local',
        REGISTRY_URL: REGISTRY,
        API_URL: API,
        API_MODE: 'development',
        PIN_CACHE_FILE: path.join(dataDir, `pins-${new URL(site).port}.json`),
      }),
      stdio: 'ignore',
    });
    sites.push(child);
    await healthy(`${site}/health`, child);
  }
});

test.afterAll(async () => {
  for (const child of sites) child.kill('SIGTERM');
  await stopRegistry();
  removeLobbyRelease(VERSION);
  rmSync(dataDir, { recursive: true, force: true });
});

test('a pin made with an ops token reaches both site servers within 2 s, and a page on each runs it', async ({
  page,
}) => {
  const created = await fetch(`${REGISTRY}/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'ana', role: 'ops' }),
  });
  const { secret } = (await created.json()) as { secret: string };
  expect(await servedLobby()).toEqual(['0.1.0-dev', '0.1.0-dev']);

  const pinned = remotes(['pin', `lobby@${VERSION}`, '--env', 'local', '--reason', 'fleet'], secret);
  expect(pinned.code, pinned.out).toBe(0);
  await expectBothWithin2s(VERSION);

  const site = new Site(page);
  for (const origin of SITES) {
    await site.open(`${origin}/m/home`);
    await expect(site.lobbyArea).toHaveAttribute('data-remote-version', VERSION);
  }
  const history = remotes(['history', '--env', 'local', 'lobby'], secret);
  expect(history.out).toMatch(
    new RegExp(`ana pin lobby 0\\.1\\.0-dev -> ${VERSION.replaceAll('.', '\\.')}: fleet`),
  );
});

test('with the registry stopped both keep serving the last pins and say so; started again, both follow the next pin', async ({
  page,
}) => {
  await stopRegistry();
  for (const origin of SITES) {
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${origin}/health`)).json()) as { site: { pins: { registry: string } } }).site
            .pins.registry,
        { timeout: 10_000 },
      )
      .toBe('unreachable');
  }
  expect(await servedLobby()).toEqual([VERSION, VERSION]);
  const site = new Site(page);
  for (const origin of SITES) {
    await site.open(`${origin}/m/home`);
    await expect(site.lobbyArea).toHaveAttribute('data-remote-version', VERSION);
  }

  await startRegistry();
  const rolled = remotes(['rollback', 'lobby', '--env', 'local', '--reason', 'fleet back'], adminToken());
  expect(rolled.code, rolled.out).toBe(0);
  await expectBothWithin2s('0.1.0-dev');
  for (const origin of SITES) {
    const health = (await (await fetch(`${origin}/health`)).json()) as {
      site: { pins: { registry: string } };
    };
    expect(health.site.pins.registry).toBe('ok');
    await site.open(`${origin}/m/home`);
    await expect(site.lobbyArea).toHaveAttribute('data-remote-version', '0.1.0-dev');
  }
});
