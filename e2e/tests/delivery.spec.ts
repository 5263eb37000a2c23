// Independent delivery end to end: the real `pnpm remotes` command releases and pins the lobby while the site
// runs; the site follows the pin file on reload without rebuilding the shell, rolls back, fails closed on a
// tampered release and falls back to the previous release when the pinned one disappears.
import { expect, test } from '../pages/test';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Site } from '../pages/site';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PIN_FILE = path.join(ROOT, 'deploy/environments/local.json');
const RUN = Date.now().toString(36);
const VERSIONS = { first: `0.1.0-e2e${RUN}a`, second: `0.1.0-e2e${RUN}b`, third: `0.1.0-e2e${RUN}c` };

function remotes(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/remotes.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

function release(version: string) {
  const result = remotes(['release', 'lobby'], { RELEASE_VERSION: version });
  expect(result.code, result.out).toBe(0);
}

function pin(version: string) {
  const result = remotes(['pin', `lobby@${version}`, '--env', 'local', '--reason', 'e2e']);
  expect(result.code, result.out).toBe(0);
}

test.describe.configure({ mode: 'serial' });

let original = '';
test.beforeAll(() => {
  original = readFileSync(PIN_FILE, 'utf8');
  release(VERSIONS.first);
  release(VERSIONS.second);
});

test.afterAll(() => {
  // Leave the local environment as the repository has it.
  writeFileSync(PIN_FILE, original);
});

test('a pinned release shows on reload without rebuilding the shell, and rollback brings the first back', async ({
  page,
}) => {
  const site = new Site(page);
  pin(VERSIONS.first);
  await site.open('/m/home');
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', VERSIONS.first);
  await expect(site.gameTabs().first()).toHaveText('Hot');

  pin(VERSIONS.second);
  await page.reload();
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', VERSIONS.second);
  await expect(site.gameTabs().first()).toHaveText('Hot');
  await site.open('/m/about');
  await expect(page.getByTestId('about-lobby')).toContainText(`${VERSIONS.second}${VERSIONS.second}`);

  const rolled = remotes(['rollback', 'lobby', '--env', 'local', '--reason', 'e2e rollback']);
  expect(rolled.code, rolled.out).toBe(0);
  await site.open('/m/home');
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', VERSIONS.first);
});

test('pinning an unknown version is refused and the pin file stays as it was', () => {
  const before = readFileSync(PIN_FILE, 'utf8');
  const refused = remotes(['pin', 'lobby@9.9.9-missing', '--env', 'local', '--reason', 'e2e']);
  expect(refused.code).toBe(2);
  expect(refused.out).toContain('refused: release lobby@9.9.9-missing does not exist');
  expect(readFileSync(PIN_FILE, 'utf8')).toBe(before);
});

test('a tampered release fails closed in its area only, and retry loads it once repaired', async ({
  page,
}) => {
  pin(VERSIONS.second);
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
  pin(VERSIONS.third);
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
