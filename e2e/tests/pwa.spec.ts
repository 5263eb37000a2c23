// The site as an installable app in Chromium: a valid manifest with real icons; the service worker registers,
// controls the page after a reload, shows the offline page without a network, never stores an API answer; a new
// pin (made in the release registry) or a new shell (sw.js) brings the update prompt, and Reload runs the new
// version.
import { chromium } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pinLocal } from '../pages/registry';
import { DEMO_MEMBER, Site } from '../pages/site';
import { expect, type Page, test } from '../pages/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVICE_WORKER = path.join(ROOT, 'shell/dist/sw.js');
/** How often the page looks for a new version (shell/src/features/pwa/updates.ts CHECK_INTERVAL_MS). */
const CHECK_INTERVAL = '05:00';
const RUN = Date.now().toString(36);

/** Width and height from a PNG's header (after the 8-byte signature: length, "IHDR", width, height). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Wait until the worker is active, then reload: from now on it controls the page. */
async function controlledReload(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * The update checks start with the service worker's registration, once the first content is shown (their chunk
 * loads after it): a clock jump made before would find no check to run.
 */
async function updateChecksRunning(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined))
    .toBe(true);
}

/** Every request URL stored in the page's Cache Storage, by cache name. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => request.url);
    }
    return result;
  });
}

test('the manifest makes the site installable: standalone, home, theme colours and real icons', async ({
  page,
  request,
}) => {
  const site = new Site(page);
  await site.open('/m/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'VSBDT',
    short_name: 'VSBDT',
    start_url: '/m/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f1420',
    background_color: '#0f1420',
  });
  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort();
  expect(purposes).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  // The tab's icon, in the tab switcher, bookmarks and history: the app's own, not the browser's blank page.
  const tabIcon = page.locator('link[rel="icon"]');
  await expect(tabIcon).toHaveAttribute('sizes', '192x192');
  for (const icon of [
    ...manifest.icons,
    { src: appleIcon!, sizes: '180x180', type: 'image/png' },
    {
      src: (await tabIcon.getAttribute('href'))!,
      sizes: '192x192',
      type: (await tabIcon.getAttribute('type'))!,
    },
  ]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  // The browser bars: dark and light colours for the system preference, then the site's own theme.
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(
    1,
  );

  // Chromium's own verdict (the conditions for its install prompt): nothing missing but a normal profile (test
  // contexts are incognito-like, where Chromium never installs).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
});

test("the download page offers the browser's own Install, even when the offer came before the remotes loaded", async ({
  launchOptions,
  baseURL,
}) => {
  // Chromium offers installation only in a normal profile, not in the incognito-like test contexts.
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/m/download?lang=en');
    const guide = page.getByRole('region', { name: 'Add to home screen' });
    await expect(guide.getByText('Your browser can install this site as an app.')).toBeVisible();
    await expect(guide.getByRole('button', { name: 'Install' })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the service worker controls the page after a reload and keeps no API answer of a signed-in visit', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/home');
  await controlledReload(page);
  await site.expectHome();

  await site.open('/m/login');
  await site.login(DEMO_MEMBER);
  await site.signedIn();
  await expect(page.getByTestId('header-balance')).toContainText('৳');
  await site.open('/m/member');
  await expect(page.getByRole('heading', { name: 'Member centre' })).toBeVisible();
  await site.open('/m/voucherCenter');
  await expect(page.getByRole('region', { name: 'Deposit' })).toBeVisible();

  const cached = await cachedUrls(page);
  const all = Object.values(cached).flat();
  // The shell and the offline page were precached, and the remotes' hashed files kept as they loaded...
  expect(all).toContain('http://localhost:8080/offline.html');
  expect(all.filter((url) => /^http:\/\/localhost:8080\/js\/main\.[0-9a-f]{10}\.js$/.test(url))).toHaveLength(
    1,
  );
  expect(all.filter((url) => url.startsWith('http://localhost:8081/remote-')).length).toBeGreaterThan(0);
  // ...but no API answer, no pin file, no remote entry or manifest, and no page.
  const live = all.filter(
    (url) =>
      /\/(wps|dev|static|env|games|chat)\/|\/health/.test(new URL(url).pathname) ||
      /remoteEntry\.js|mf-manifest\.json/.test(url) ||
      /\/m\//.test(url) ||
      url.endsWith('/index.html'),
  );
  expect(live).toEqual([]);
});

test('a page opened without a network shows the bilingual offline page; Try again brings the site back', async ({
  page,
  context,
}) => {
  const site = new Site(page);
  await site.open('/m/home');
  await controlledReload(page);

  await context.setOffline(true);
  await page.goto('/m/activity');
  await expect(page.getByRole('heading', { name: 'ইন্টারনেট সংযোগ নেই' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Internet connection' })).toBeVisible();
  // The address stays the one the player asked for, so Try again opens it.
  expect(new URL(page.url()).pathname).toBe('/m/activity');

  await context.setOffline(false);
  await page.getByRole('link', { name: /Try again/ }).click();
  await expect(site.header).toBeVisible();
  await expect(page).toHaveURL(/\/m\/activity/);
});

test.describe('updates', () => {
  test.describe.configure({ mode: 'serial' });

  test('a new pin brings the update prompt, and Reload runs the newly pinned release', async ({ page }) => {
    const pins = (await (await page.request.get('/env/remotes.json')).json()) as {
      remotes: Record<string, { version: string }>;
    };
    const lobby = pins.remotes.lobby!;
    // A new development build of the lobby in the release store (the same files under a new version): `local`
    // pins one from the store as it is, no upload.
    const version = `${lobby.version.split('-')[0]}-pwa${RUN}-dev`;
    const releases = path.join(ROOT, 'releases/remote-lobby');
    cpSync(path.join(releases, lobby.version), path.join(releases, version), { recursive: true });
    let pinned = false;
    try {
      await page.clock.install();
      const site = new Site(page);
      await site.open('/m/home');
      await expect(site.lobbyArea).toHaveAttribute('data-remote-version', lobby.version);
      // Settled first: jumping the clock would time out requests still in flight.
      await site.expectHome();
      await updateChecksRunning(page);
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      // Nothing new yet: the regular check finds the same pins.
      await page.clock.fastForward(CHECK_INTERVAL);
      await expect(prompt).toHaveCount(0);

      // Ops pin the new release while the page is open.
      await pinLocal(page, 'lobby', version, 'pwa update prompt');
      pinned = true;
      await page.clock.fastForward(CHECK_INTERVAL);
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await expect(site.lobbyArea).toHaveAttribute('data-remote-version', version);
      await expect(site.gameTabs().first()).toHaveText('Hot');
      await expect(prompt).toHaveCount(0);
    } finally {
      if (pinned) await pinLocal(page, 'lobby', lobby.version, 'pwa update prompt done');
      rmSync(path.join(releases, version), { recursive: true, force: true });
    }
  });

  test('a new shell (a new sw.js) brings the update prompt, and Reload hands the page to the new worker', async ({
    page,
  }) => {
    // Two worker installs and three page loads; Chromium's update check alone can take ten seconds.
    test.slow();
    const original = readFileSync(SERVICE_WORKER, 'utf8');
    const version = /version:"([0-9a-f]+)"/.exec(original)?.[1];
    expect(version).toBeDefined();
    try {
      const site = new Site(page);
      await site.open('/m/home');
      await controlledReload(page);
      await site.expectHome();
      await expect.poll(async () => Object.keys(await cachedUrls(page))).toContain(`mc-shell-${version}`);

      // A new shell is deployed: its worker differs. The page looks again when it becomes visible (the player
      // comes back to the tab); Chromium's update check then takes a few seconds before the new worker installs.
      const next = `e2e${RUN}`;
      writeFileSync(SERVICE_WORKER, original.replace(`version:"${version}"`, `version:"${next}"`));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await expect(prompt).toBeVisible({ timeout: 45_000 });
      await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
      await prompt.getByRole('button', { name: 'Reload' }).click();

      // The new worker took over and the page reloaded under it; the old shell's cache is gone.
      await expect
        .poll(
          async () => {
            // The page reloads meanwhile: a look taken during the navigation is simply taken again.
            const names = await cachedUrls(page).then(Object.keys, () => []);
            return names.filter((name) => name.startsWith('mc-shell-'));
          },
          { timeout: 30_000 },
        )
        .toEqual([`mc-shell-${next}`]);
      await expect(prompt).toHaveCount(0);
      await site.expectHome();
      expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    } finally {
      writeFileSync(SERVICE_WORKER, original);
    }
  });
});
