// Independent delivery end to end: the real `pnpm remotes` command releases and pins the lobby through the release
// registry `pnpm start` runs while the site runs; the site follows the registry's pins on reload without rebuilding
// the shell, rolls back, fails closed on a tampered release and falls back to the previous release when the pinned
// one disappears.
import { expect, type Page, test } from '../pages/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Site } from '../pages/site';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUN = Date.now().toString(36);
const VERSIONS = { first: `0.1.0-e2e${RUN}a`, second: `0.1.0-e2e${RUN}b`, third: `0.1.0-e2e${RUN}c` };
const REGISTRY = process.env.REGISTRY_URL ?? 'http://127.0.0.1:8070';
// The local admin token of the registry the e2e site's `pnpm start` runs (DATA_DIR .data/e2e in the Playwright
// config); against a site of your own, set REGISTRY_TOKEN or REGISTRY_TOKEN_FILE.
const TOKEN_FILE = process.env.REGISTRY_TOKEN_FILE ?? path.join(ROOT, '.data/e2e-registry/admin-token');

function remotes(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/remotes.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REGISTRY_URL: REGISTRY, REGISTRY_TOKEN_FILE: TOKEN_FILE, ...env },
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** The local pins as the registry holds them (public: what every site server polls). */
async function localPins(): Promise<string> {
  const answer = await fetch(`${REGISTRY}/environments/local/pins`);
  expect(answer.status).toBe(200);
  return answer.text();
}

const lobbyVersion = (pins: string) =>
  (JSON.parse(pins) as { remotes: { lobby: { version: string } } }).remotes.lobby.version;

function release(version: string) {
  const result = remotes(['release', 'lobby'], { RELEASE_VERSION: version });
  expect(result.code, result.out).toBe(0);
}

/** The site follows the registry's pins within about a second: wait until it serves this change. */
async function siteRuns(page: Page, version: string) {
  await expect
    .poll(async () => lobbyVersion(await (await page.request.get('/env/remotes.json')).text()), {
      timeout: 5_000,
    })
    .toBe(version);
}

async function pin(page: Page, version: string) {
  const result = remotes(['pin', `lobby@${version}`, '--env', 'local', '--reason', 'e2e']);
  expect(result.code, result.out).toBe(0);
  await siteRuns(page, version);
}

test.describe.configure({ mode: 'serial' });

let original = '';
test.beforeAll(async () => {
  original = await localPins();
  release(VERSIONS.first);
  release(VERSIONS.second);
});

test.afterAll(async () => {
  // Leave the local environment as it was: its pins imported as they were (no audit log with them).
  if ((await localPins()) === original) return;
  const folder = mkdtempSync(path.join(tmpdir(), 'delivery-'));
  writeFileSync(path.join(folder, 'local.json'), original);
  writeFileSync(path.join(folder, 'none.log'), '');
  const restored = remotes(['import', '--from', folder, '--audit', path.join(folder, 'none.log')]);
  rmSync(folder, { recursive: true, force: true });
  expect(restored.code, restored.out).toBe(0);
});

test('a pinned release shows on reload without rebuilding the shell, and rollback brings the first back', async ({
  page,
}) => {
  const site = new Site(page);
  await pin(page, VERSIONS.first);
  await site.open('/m/home');
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', VERSIONS.first);
  await expect(site.gameTabs().first()).toHaveText('Hot');

  await pin(page, VERSIONS.second);
  await page.reload();
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', VERSIONS.second);
  await expect(site.gameTabs().first()).toHaveText('Hot');
  await site.open('/m/about');
  await expect(page.getByTestId('about-lobby')).toContainText(`${VERSIONS.second}${VERSIONS.second}`);

  const rolled = remotes(['rollback', 'lobby', '--env', 'local', '--reason', 'e2e rollback']);
  expect(rolled.code, rolled.out).toBe(0);
  await siteRuns(page, VERSIONS.first);
  await site.open('/m/home');
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', VERSIONS.first);
});

test('pinning an unknown version is refused and the pins stay as they were', async () => {
  const before = await localPins();
  const refused = remotes(['pin', 'lobby@9.9.9-missing', '--env', 'local', '--reason', 'e2e']);
  expect(refused.code).toBe(2);
  expect(refused.out).toBe('refused: release lobby@9.9.9-missing is not in the registry\n');
  expect(await localPins()).toBe(before);
});

test('a tampered release fails closed in its area only, and retry loads it once repaired', async ({
  page,
}) => {
  await pin(page, VERSIONS.second);
  const entry = path.join(ROOT, 'releases/remote-lobby', VERSIONS.second, 'remoteEntry.js');
  // The entry as the store serves it: the file and the build's brotli and gzip copies of it.
  const served = [entry, `${entry}.br`, `${entry}.gz`];
  const genuine = served.map((file) => readFileSync(file));
  const restore = () => served.forEach((file, i) => writeFileSync(file, genuine[i]!));
  const tampered = Buffer.concat([genuine[0]!, Buffer.from('\n/* tampered */')]);
  writeFileSync(entry, tampered);
  writeFileSync(`${entry}.br`, brotliCompressSync(tampered));
  writeFileSync(`${entry}.gz`, gzipSync(tampered));
  try {
    const site = new Site(page);
    await site.open('/m/home');
    const retry = site.lobbyArea.getByRole('button', { name: 'Loading failed, click to retry' });
    await expect(retry).toBeVisible();
    await expect(site.bannersArea.getByRole('img').first()).toBeVisible();
    await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
    restore();
    await retry.click();
    await expect(site.gameTabs().first()).toHaveText('Hot');
  } finally {
    restore();
  }
});

test('when the pinned release disappears, the area falls back to the previous release, and /m/about says so', async ({
  page,
}) => {
  release(VERSIONS.third);
  await pin(page, VERSIONS.third);
  rmSync(path.join(ROOT, 'releases/remote-lobby', VERSIONS.third), { recursive: true, force: true });
  const site = new Site(page);
  await site.open('/m/home');
  await expect(site.gameTabs().first()).toHaveText('Hot');
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', VERSIONS.second);
  await expect(site.lobbyArea).toHaveAttribute('data-remote-fallback', 'true');
  // In-app navigation keeps this page's state: the about view shows what the lobby area runs now.
  await page.evaluate(() => {
    history.pushState({}, '', '/m/about');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('about-lobby')).toContainText(
    `${VERSIONS.third}${VERSIONS.second} (previous release (fallback))`,
  );
  // A direct load of the about view, where nothing has loaded the lobby yet, finds the same by loading it.
  await site.open('/m/about');
  await expect(page.getByTestId('about-lobby')).toContainText(
    `${VERSIONS.third}${VERSIONS.second} (previous release (fallback))`,
  );
  await expect(page.getByTestId('about-agent')).not.toContainText('checking');
});
