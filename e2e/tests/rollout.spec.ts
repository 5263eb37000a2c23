// Rollouts on the running site, through the registry `pnpm start` runs: a canary at 50 % splits two browsers by
// their device ids and keeps each on its release over reloads; widening moves the other; abort brings both back.
// A candidate whose entry throws is aborted by the registry itself once enough devices' real reports show it
// failing, with the figures in the audit; release health and vitals come from those browsers' beacons.
import type { Browser } from '@playwright/test';
import { expect, type Page, test } from '../pages/test';
import { canaryBucket } from '../../shared/src/contracts/pin-file';
import { adminToken, REGISTRY, remotes, removeLobbyRelease, uploadLobbyCopy } from '../pages/registry';
import { Site } from '../pages/site';

const RUN = Date.now().toString(36);
const CANDIDATE = `0.1.0-canary${RUN}`;
const BROKEN = `0.1.0-broken${RUN}`;
const STABLE = '0.1.0-dev';

interface Pins {
  remotes: { lobby: { version: string; canary?: { version: string; percent: number; rollout: string } } };
}

const registry = (method: string, route: string, body?: unknown) =>
  fetch(`${REGISTRY}${route}`, {
    method,
    headers: { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const localPins = async () => (await (await fetch(`${REGISTRY}/environments/local/pins`)).json()) as Pins;

/** Runs `pnpm remotes`, then waits until the site serves the lobby's new state. */
async function rollout(page: Page, args: string[], served: (pins: Pins) => boolean) {
  const result = remotes(args);
  expect(result.code, result.out).toBe(0);
  await expect
    .poll(async () => served((await (await page.request.get('/env/remotes.json')).json()) as Pins), {
      timeout: 5_000,
    })
    .toBe(true);
}

/** Device ids on each side of a rollout's share (the shell's own assignment). */
function devicesFor(rollout: string, percent: number, count: number, inside: boolean): string[] {
  const found: string[] = [];
  for (let index = 0; found.length < count; index += 1) {
    const id = `e2e-${RUN}-device-${index}`;
    if (canaryBucket(rollout, id) < percent === inside) found.push(id);
  }
  return found;
}

/** A browser context that is one device: its id in localStorage before any page script runs. */
async function device(browser: Browser, id: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
      sessionStorage.setItem('mc.content.homePopupsShown', '1');
    },
    ['mc.deviceId', id] as const,
  );
  return context;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await uploadLobbyCopy(CANDIDATE);
  await uploadLobbyCopy(BROKEN, { entry: 'throw new Error("a candidate that cannot start");' });
});

test.afterAll(async () => {
  await registry('PUT', '/environments/local/thresholds', {
    ratio: 2,
    points: 1,
    minViews: 200,
    minDevices: 50,
  });
  if ((await localPins()).remotes.lobby.canary) {
    remotes(['canary', 'abort', 'lobby', '--env', 'local', '--reason', 'e2e clean-up']);
  }
  removeLobbyRelease(CANDIDATE);
  removeLobbyRelease(BROKEN);
});

test('a canary at 50 % splits two devices, each keeps its release over reloads; 100 % moves the other; abort brings both back', async ({
  browser,
  page,
}) => {
  await rollout(
    page,
    ['canary', `lobby@${CANDIDATE}`, '--env', 'local', '--percent', '50', '--reason', 'e2e'],
    (pins) => Boolean(pins.remotes.lobby.canary),
  );
  const { rollout: name } = (await localPins()).remotes.lobby.canary!;
  const [inside] = devicesFor(name, 50, 1, true);
  const [outside] = devicesFor(name, 50, 1, false);
  const first = await (await device(browser, inside!)).newPage();
  const second = await (await device(browser, outside!)).newPage();
  const runs = async (tab: Page, version: string) => {
    const site = new Site(tab);
    await site.open('/m/home');
    await expect(site.lobbyArea).toHaveAttribute('data-remote-version', version);
  };
  for (let load = 0; load < 2; load += 1) {
    await runs(first, CANDIDATE);
    await runs(second, STABLE);
  }
  // /m/about says this device is in the rollout, in English and in Bengali.
  await first.goto('/m/about?lang=en');
  await expect(first.getByTestId('about-lobby')).toContainText(
    `${CANDIDATE} (this device is in the rollout)`,
  );
  await expect(first.getByTestId('about-lobby')).toContainText(`rollout of ${CANDIDATE} to 50 % of devices`);
  await first.goto('/m/about?lang=bn');
  await expect(first.getByTestId('about-lobby')).toContainText('এই ডিভাইস রোলআউটে আছে');

  await rollout(
    page,
    ['canary', `lobby@${CANDIDATE}`, '--env', 'local', '--percent', '100', '--reason', 'e2e wider'],
    (pins) => pins.remotes.lobby.canary?.percent === 100,
  );
  await runs(first, CANDIDATE);
  await runs(second, CANDIDATE);

  await rollout(
    page,
    ['canary', 'abort', 'lobby', '--env', 'local', '--reason', 'e2e done'],
    (pins) => !pins.remotes.lobby.canary,
  );
  await runs(first, STABLE);
  await runs(second, STABLE);
  await first.context().close();
  await second.context().close();
});

test('a candidate whose entry throws is aborted by the registry from real reports of enough devices, with the figures', async ({
  browser,
  page,
}) => {
  // Eight devices open home twice each, then the ops page: 16 page loads and more, far past one page's 30 s.
  test.setTimeout(120_000);
  // Small thresholds for this environment: 10 views from 5 devices, twice the stable release's rate and 1 point more.
  expect(
    (
      await registry('PUT', '/environments/local/thresholds', {
        ratio: 2,
        points: 1,
        minViews: 10,
        minDevices: 5,
      })
    ).status,
  ).toBe(200);
  await rollout(
    page,
    ['canary', `lobby@${BROKEN}`, '--env', 'local', '--percent', '50', '--reason', 'e2e broken'],
    (pins) => Boolean(pins.remotes.lobby.canary),
  );
  const { rollout: name } = (await localPins()).remotes.lobby.canary!;

  // Each device opens home twice and leaves (the page is hidden: its beacon goes). The candidate's devices fall back
  // to the stable release, which their players see; their reports count the candidate's failed loads.
  const visit = async (id: string, fallback: boolean) => {
    const context = await device(browser, id);
    const tab = await context.newPage();
    const site = new Site(tab);
    for (let load = 0; load < 2; load += 1) {
      await site.open(load ? '/m/home?again=1' : '/m/home');
      await expect(site.lobbyArea).toHaveAttribute('data-remote-version', STABLE);
      if (fallback) await expect(site.lobbyArea).toHaveAttribute('data-remote-fallback', 'true');
      await expect(site.gameTabs().first()).toBeVisible();
      await tab.goto('about:blank');
    }
    await context.close();
  };
  for (const id of devicesFor(name, 50, 3, false)) await visit(id, false);
  for (const id of devicesFor(name, 50, 5, true)) await visit(id, true);

  await expect
    .poll(async () => (await localPins()).remotes.lobby.canary, { timeout: 15_000 })
    .toBeUndefined();
  const history = remotes(['history', '--env', 'local', 'lobby']);
  expect(history.out).toMatch(
    new RegExp(
      `registry canary-abort lobby ${BROKEN.replaceAll('.', '\\.')} -> ${STABLE.replaceAll('.', '\\.')}`,
    ),
  );
  expect(history.out).toMatch(/automatic abort: lobby .* failed on 100 % of \d+ views from 5 devices/);
  const rows = (await (await registry('GET', '/environments/local/history?remote=lobby')).json()) as {
    rows: { action: string; who: string; figures: Record<string, number> | null }[];
  };
  expect(rows.rows.at(-1)).toMatchObject({
    action: 'canary-abort',
    who: 'registry',
    figures: { candidateDevices: 5, candidateFailureRate: 1, stableFailureRate: 0 },
  });

  // The release health the registry keeps came from those browsers: views and devices per release, and the
  // stable release's vitals measured in them.
  const { points } = (await (await registry('GET', '/environments/local/health?remote=lobby')).json()) as {
    points: { version: string; views: number; devices: number; failureRate: number; lcpP75: number | null }[];
  };
  const broken = points.filter((point) => point.version === BROKEN);
  expect(broken.reduce((sum, point) => sum + point.devices, 0)).toBeGreaterThanOrEqual(5);
  expect(broken.every((point) => point.failureRate === 1)).toBe(true);
  const stable = points.filter((point) => point.version === STABLE);
  expect(stable.reduce((sum, point) => sum + point.views, 0)).toBeGreaterThanOrEqual(16);
  expect(stable.some((point) => point.lcpP75 !== null && point.lcpP75 > 0)).toBe(true);

  // The ops page shows the abort and the charts drawn from those reports, in a real browser.
  await page.goto(`${REGISTRY}/ops`);
  await page.getByLabel('Registry token').fill(adminToken());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('region', { name: 'Environments' })
    .getByRole('button', { name: 'local', exact: true })
    .click();
  const abortRow = page
    .getByRole('region', { name: 'History' })
    .getByRole('row')
    .filter({ hasText: 'automatic abort' });
  await expect(abortRow.last()).toContainText('registry');
  await expect(abortRow.last()).toContainText('candidateDevices');
  const lobbyCharts = page
    .locator('[data-remote="lobby"]')
    .filter({ has: page.getByRole('img', { name: 'p75 LCP (ms)' }) });
  await expect(lobbyCharts.getByRole('list', { name: 'Releases in the charts' })).toContainText(STABLE);
  await expect(lobbyCharts.getByRole('img', { name: 'Failure rate (%)' })).toHaveAccessibleDescription(
    new RegExp(`${BROKEN.replaceAll('.', '\\.')}: 100\\.0 %`),
  );
});
