// The registry's ops page in a real browser, at a phone's size and a desktop's, against a real registry started
// here (its own database, release store and CDN): sign-in with registry tokens, every environment's pins, a dry run
// that writes nothing, changes made through the registry's routes and recorded under the token's name, the rights
// of a team token, rollouts started, widened, promoted, aborted and rolled back from the page, and release health
// charted from the beacons the registry counted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PinFile } from 'shared/pin-file';
import type { AuditRow, HealthBeacon } from '../../deploy/src/registry/contract.ts';
import { startTestRegistry, type TestRegistry } from '../../deploy/src/registry/testing.ts';
import { expect, type Page, test as base } from '../pages/test';

const HOUR = 3_600_000;

const test = base.extend<{ clock: { hoursBack: number }; registry: TestRegistry }, { seededDatabase: void }>({
  // The registry's test databases are copies of one seeded database: built once per worker, outside any test.
  seededDatabase: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const own = process.env.API_TEST_CACHE_DIR
        ? undefined
        : mkdtempSync(path.join(tmpdir(), 'ops-page-databases-'));
      if (own) process.env.API_TEST_CACHE_DIR = own;
      await (await startTestRegistry()).close();
      await provide();
      if (own) {
        delete process.env.API_TEST_CACHE_DIR;
        rmSync(own, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // The registry's clock for release health: beacons can be counted in past hours.
  // eslint-disable-next-line no-empty-pattern
  clock: async ({}, provide) => provide({ hoursBack: 0 }),
  registry: async ({ seededDatabase: _, clock }, provide) => {
    const registry = await startTestRegistry({
      now: () => Date.now() - clock.hoursBack * HOUR,
    });
    await provide(registry);
    // The test is over: a connection still open (a browser's spare socket) must not hold the registry's close.
    registry.app.server.closeAllConnections();
    await registry.close();
    rmSync(registry.root, { recursive: true, force: true });
  },
  // The browser's context closes (its pages and sockets with it) before the registry does.
  context: async ({ context, registry: _ }, provide) => {
    await provide(context);
    await context.close();
  },
});

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

async function pinsOf(registry: TestRegistry, environment: string) {
  const answer = await fetch(`${registry.url}/environments/${environment}/pins`);
  return {
    pins: (await answer.json()) as PinFile,
    revision: Number(answer.headers.get('etag')!.slice(1, -1)),
  };
}

async function historyOf(registry: TestRegistry, environment: string) {
  const answer = await registry.call('GET', `/environments/${environment}/history`);
  return ((await answer.json()) as { rows: AuditRow[] }).rows;
}

async function signIn(page: Page, registry: TestRegistry, token: string) {
  await page.goto(`${registry.url}/ops`);
  await page.getByLabel('Registry token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const overview = (page: Page) => page.getByRole('region', { name: 'Environments' });
const pinsCard = (page: Page, environment: string) =>
  page.getByRole('region', { name: `Pins in ${environment}` });
const pinRow = (page: Page, environment: string, remote: string) =>
  pinsCard(page, environment).locator(`tr[data-remote="${remote}"]`);
const actionPanel = (page: Page, remote: string, environment: string) =>
  page.getByRole('region', { name: `Change ${remote} in ${environment}` });

async function openEnvironment(page: Page, environment: string) {
  await overview(page).getByRole('button', { name: environment, exact: true }).click();
  await expect(pinsCard(page, environment)).toBeVisible();
}

/** Fills an action's form, previews it (dry run) and answers the preview's text. */
async function preview(page: Page, panel: ReturnType<typeof actionPanel>, reason: string) {
  await panel.getByLabel('Reason').fill(reason);
  await panel.getByRole('button', { name: 'Preview (dry run)' }).click();
  await expect(panel.getByText('Dry run: nothing was written')).toBeVisible();
  return panel.locator('.preview');
}

/** Nothing on the page is wider than the screen, and every control is a 44 px tap target. */
async function expectFitsAndTappable(page: Page) {
  const { scrollWidth, innerWidth, small } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    small: [...document.querySelectorAll('button, input, select')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ text: element.textContent, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ text }) => text),
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(small).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`the ops page on a ${size.name} (${size.viewport.width}×${size.viewport.height})`, () => {
    test.use({ viewport: size.viewport });

    test('refuses a wrong token, shows an ops token every environment’s pins, and signs a revoked one out', async ({
      page,
      registry,
    }) => {
      const token = await registry.createToken('ana', 'ops');
      await signIn(page, registry, 'rgt_not-a-token');
      await expect(page.getByRole('alert')).toHaveText('Sign-in refused: the token is unknown or revoked.');
      await expect(overview(page)).toBeHidden();

      await page.getByLabel('Registry token').fill(token);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Signed in as ana (ops)')).toBeVisible();
      await expect(page.getByRole('alert')).toBeEmpty();
      for (const environment of ['local', 'staging', 'production']) {
        const row = overview(page)
          .getByRole('row')
          .filter({ has: page.getByRole('button', { name: environment, exact: true }) });
        // The revision, then the version of each remote.
        await expect(row.getByRole('cell')).toHaveText([
          /^\d+$/,
          ...Array.from({ length: 4 }, () => `1.0.0-${environment}`),
        ]);
      }
      await expect(overview(page).getByRole('row', { name: /production/ })).toContainText('protected');

      await openEnvironment(page, 'staging');
      const lobby = pinRow(page, 'staging', 'lobby');
      await expect(lobby.getByRole('cell')).toHaveText([
        '1.0.0-staging',
        /registry · import\s*initial pins from staging\.json/,
        'none',
        'none',
        'Change lobby',
      ]);
      await expectFitsAndTappable(page);
      // The token lives in this tab's session storage only, and signing out forgets it.
      const kept = () =>
        page.evaluate(() => ({
          session: Object.values(sessionStorage),
          local: localStorage.length,
          cookies: document.cookie,
        }));
      expect(await kept()).toEqual({ session: expect.arrayContaining([token]), local: 0, cookies: '' });
      await page.reload();
      await expect(page.getByText('Signed in as ana (ops)')).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByLabel('Registry token')).toBeVisible();
      await expect(pinsCard(page, 'staging')).toBeHidden();
      expect((await kept()).session).not.toContain(token);

      // A token revoked meanwhile signs the page out at its next call.
      await page.getByLabel('Registry token').fill(token);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('region', { name: 'History' }).getByRole('row').nth(1)).toBeVisible();
      expect((await registry.call('DELETE', '/tokens/ana')).status).toBe(200);
      await overview(page).getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByRole('alert')).toHaveText('Signed out: the token is unknown or revoked.');
      await expect(page.getByLabel('Registry token')).toBeVisible();
      expect((await kept()).session).not.toContain(token);
    });

    test('previews a pin without writing it, then applies it under the token’s name', async ({
      page,
      registry,
    }) => {
      expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
      await signIn(page, registry, await registry.createToken('ana', 'ops'));
      await openEnvironment(page, 'staging');
      const before = await pinsOf(registry, 'staging');
      const rowsBefore = await historyOf(registry, 'staging');

      await pinRow(page, 'staging', 'lobby').getByRole('button', { name: 'Change lobby' }).click();
      const panel = actionPanel(page, 'lobby', 'staging');
      await expect(panel.getByRole('button', { name: 'Pin', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(panel.getByRole('button', { name: 'Roll back' })).toBeDisabled();
      await expect(panel).toContainText('no previous release to roll back to');
      await panel.getByLabel('Version to pin').selectOption('1.1.0');
      const shown = await preview(page, panel, 'new provider strip');
      await expect(shown).toContainText('lobby in staging: 1.0.0-staging → 1.1.0');
      await expect(shown).toContainText(`staging stays at revision ${before.revision}`);
      expect(await pinsOf(registry, 'staging')).toEqual(before);
      expect(await historyOf(registry, 'staging')).toEqual(rowsBefore);
      await expectFitsAndTappable(page);

      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status')).toHaveText(
        `Done: lobby in staging: 1.0.0-staging → 1.1.0. staging is at revision ${before.revision + 1}.`,
      );
      const after = await pinsOf(registry, 'staging');
      expect(after.revision).toBe(before.revision + 1);
      expect(after.pins.remotes.lobby).toMatchObject({
        version: '1.1.0',
        previous: { version: '1.0.0-staging' },
      });
      expect((await historyOf(registry, 'staging')).at(-1)).toMatchObject({
        who: 'ana',
        action: 'pin',
        remote: 'lobby',
        from: '1.0.0-staging',
        to: '1.1.0',
        reason: 'new provider strip',
      });

      await expect(pinRow(page, 'staging', 'lobby').getByRole('cell')).toHaveText([
        '1.1.0',
        /ana · pin\s*new provider strip/,
        '1.0.0-staging',
        'none',
        'Change lobby',
      ]);
      await expect(pinsCard(page, 'staging')).toContainText(`revision ${before.revision + 1}`);
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByRole('row').nth(1).getByRole('cell')).toHaveText([
        /UTC$/,
        'ana',
        'pin',
        'lobby',
        '1.0.0-staging → 1.1.0',
        'new provider strip',
        String(before.revision + 1),
      ]);
    });

    test('says a page that changed meanwhile must be reloaded, and writes nothing', async ({
      page,
      registry,
    }) => {
      expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
      expect((await registry.release('lobby', '1.2.0')).status).toBe(201);
      await signIn(page, registry, await registry.createToken('ana', 'ops'));
      await openEnvironment(page, 'staging');
      await pinRow(page, 'staging', 'lobby').getByRole('button', { name: 'Change lobby' }).click();
      const panel = actionPanel(page, 'lobby', 'staging');
      await panel.getByLabel('Version to pin').selectOption('1.1.0');

      // Someone else pins meanwhile, with the CLI's route.
      const other = await registry.call('POST', '/environments/staging/pin', {
        remote: 'lobby',
        version: '1.2.0',
        reason: 'hotfix',
      });
      expect(other.status).toBe(200);
      const moved = await pinsOf(registry, 'staging');

      await panel.getByLabel('Reason').fill('new provider strip');
      await panel.getByRole('button', { name: 'Preview (dry run)' }).click();
      await expect(page.getByRole('alert')).toContainText(
        `Changed meanwhile: reload. staging is at revision ${moved.revision}, not ${moved.revision - 1}`,
      );
      await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
      await page.getByRole('alert').getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByRole('alert')).toBeEmpty();
      await expect(pinRow(page, 'staging', 'lobby').getByRole('cell').first()).toHaveText('1.2.0');
      expect(await pinsOf(registry, 'staging')).toEqual(moved);
    });

    test('gives a team token its own remote where the environment is not protected, and disables the rest', async ({
      page,
      registry,
    }) => {
      expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
      await signIn(page, registry, await registry.createToken('lobby-team', 'team:lobby'));
      await expect(page.getByText('Signed in as lobby-team (team:lobby)')).toBeVisible();

      await openEnvironment(page, 'production');
      await expect(pinsCard(page, 'production')).toContainText(
        'lobby-team (team:lobby) can change nothing here: production is protected: a change there needs the ops role.',
      );
      for (const remote of ['account', 'lobby', 'content', 'agent']) {
        await expect(
          pinRow(page, 'production', remote).getByRole('button', { name: `Change ${remote}` }),
        ).toBeDisabled();
      }

      await openEnvironment(page, 'staging');
      const account = pinRow(page, 'staging', 'account');
      await expect(account.getByRole('button', { name: 'Change account' })).toBeDisabled();
      await expect(account.getByRole('button', { name: 'Change account' })).toHaveAccessibleDescription(
        'team:lobby may change lobby only, not account',
      );
      await pinRow(page, 'staging', 'lobby').getByRole('button', { name: 'Change lobby' }).click();
      const panel = actionPanel(page, 'lobby', 'staging');
      await panel.getByLabel('Version to pin').selectOption('1.1.0');
      await expect(await preview(page, panel, 'our new strip')).toContainText(
        'lobby in staging: 1.0.0-staging → 1.1.0',
      );
      await expectFitsAndTappable(page);
    });

    test('starts a canary on 50 % of devices, widens it and aborts it', async ({ page, registry }) => {
      expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
      await signIn(page, registry, await registry.createToken('ana', 'ops'));
      await openEnvironment(page, 'staging');
      await pinRow(page, 'staging', 'lobby').getByRole('button', { name: 'Change lobby' }).click();
      const panel = actionPanel(page, 'lobby', 'staging');

      await panel.getByRole('button', { name: 'Start canary' }).click();
      await panel.getByLabel('Candidate version').selectOption('1.1.0');
      await panel.getByLabel('Share of devices').fill('50');
      await expect(await preview(page, panel, 'try it on half')).toContainText(
        'lobby in staging: candidate 1.1.0 on 50 % of devices, 1.0.0-staging on the rest',
      );
      expect((await pinsOf(registry, 'staging')).pins.remotes.lobby.canary ?? null).toBeNull();
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status')).toContainText('Done: lobby in staging: candidate 1.1.0 on 50 %');
      expect((await pinsOf(registry, 'staging')).pins.remotes.lobby).toMatchObject({
        version: '1.0.0-staging',
        canary: { version: '1.1.0', percent: 50 },
      });
      await expect(pinRow(page, 'staging', 'lobby').getByRole('cell').nth(3)).toContainText('1.1.0 on 50 %');

      // While it runs, a pin is not offered, and the form opens on widening it.
      await expect(panel.getByRole('button', { name: 'Pin', exact: true })).toBeDisabled();
      await expect(panel).toContainText('a rollout of 1.1.0 runs: promote or abort it first');
      await expect(panel.getByRole('button', { name: 'Widen' })).toHaveAttribute('aria-pressed', 'true');
      await panel.getByLabel('New share of devices').fill('80');
      await expect(await preview(page, panel, 'no errors on half')).toContainText(
        'candidate 1.1.0 from 50 % → 80 % of devices',
      );
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status')).toContainText('from 50 % → 80 %');
      expect((await pinsOf(registry, 'staging')).pins.remotes.lobby.canary).toMatchObject({
        version: '1.1.0',
        percent: 80,
      });
      await expect(overview(page).getByRole('row', { name: /staging/ })).toContainText('canary 1.1.0 · 80 %');

      await panel.getByRole('button', { name: 'Abort canary' }).click();
      await expect(await preview(page, panel, 'slow on Android 9')).toContainText(
        'candidate 1.1.0 → 1.0.0-staging on every device (canary aborted)',
      );
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status')).toContainText('canary aborted');
      const { pins } = await pinsOf(registry, 'staging');
      expect(pins.remotes.lobby.version).toBe('1.0.0-staging');
      expect(pins.remotes.lobby.canary ?? null).toBeNull();
      expect(
        (await historyOf(registry, 'staging')).slice(-3).map((row) => [row.who, row.action, row.percent]),
      ).toEqual([
        ['ana', 'canary', 50],
        ['ana', 'canary', 80],
        ['ana', 'canary-abort', 0],
      ]);
      await expect(page.getByRole('region', { name: 'History' }).getByRole('row').nth(1)).toContainText(
        '1.1.0 → 1.0.0-staging · ended',
      );
      await expectFitsAndTappable(page);
    });

    test('promotes a canary to every device, then rolls it back', async ({ page, registry }) => {
      expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
      const started = await registry.call('POST', '/environments/staging/canary', {
        remote: 'lobby',
        version: '1.1.0',
        percent: 20,
        reason: 'first devices',
      });
      expect(started.status).toBe(200);
      await signIn(page, registry, await registry.createToken('ana', 'ops'));
      await openEnvironment(page, 'staging');
      await pinRow(page, 'staging', 'lobby').getByRole('button', { name: 'Change lobby' }).click();
      const panel = actionPanel(page, 'lobby', 'staging');

      await panel.getByRole('button', { name: 'Promote canary' }).click();
      await expect(await preview(page, panel, 'healthy for a day')).toContainText(
        'lobby in staging: 1.0.0-staging → 1.1.0 on every device (canary promoted)',
      );
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status')).toContainText('canary promoted');
      expect((await pinsOf(registry, 'staging')).pins.remotes.lobby).toMatchObject({
        version: '1.1.0',
        previous: { version: '1.0.0-staging' },
      });

      await panel.getByRole('button', { name: 'Roll back' }).click();
      await expect(await preview(page, panel, 'tabs broken on Android 9')).toContainText(
        'lobby in staging: 1.1.0 → 1.0.0-staging (rolled back)',
      );
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status')).toContainText('rolled back');
      expect((await pinsOf(registry, 'staging')).pins.remotes.lobby.version).toBe('1.0.0-staging');
      expect((await historyOf(registry, 'staging')).at(-1)).toMatchObject({ who: 'ana', action: 'rollback' });
      await expect(pinRow(page, 'staging', 'lobby').getByRole('cell').nth(1)).toContainText('ana · rollback');
    });

    test('says there are no reports yet, and draws the stable release and the candidate apart', async ({
      page,
      registry,
      clock,
    }) => {
      expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
      await signIn(page, registry, await registry.createToken('ana', 'ops'));
      await openEnvironment(page, 'staging');
      const health = page.getByRole('region', { name: 'Release health, last 48 hours' });
      await expect(health.getByText('No reports yet.')).toHaveCount(4);

      // A rollout, and four hours of beacons from players' pages: the stable release fails 1 view in 20, the
      // candidate 2 in 20, then 4 in 20 in the latest hour. LCPs inside the buckets whose upper edges (the p75 the
      // registry reads) are 2000 and 2500 ms.
      expect(
        (
          await registry.call('POST', '/environments/staging/canary', {
            remote: 'lobby',
            version: '1.1.0',
            percent: 50,
            reason: 'half',
          })
        ).status,
      ).toBe(200);
      for (const hoursBack of [3, 2, 1, 0]) {
        clock.hoursBack = hoursBack;
        for (const [version, failedLoads, lcp, device] of [
          ['1.0.0-staging', 1, 1800, 'a'],
          ['1.1.0', hoursBack === 0 ? 4 : 2, 2200, 'b'],
        ] as const) {
          const beacon: HealthBeacon = {
            environment: 'staging',
            device: `${device}${hoursBack}`.padEnd(16, '0'),
            reports: [
              {
                remote: 'lobby',
                version,
                views: 20,
                failedLoads,
                fallbacks: 0,
                renderErrors: 0,
                lcp,
                inp: 120,
              },
            ],
          };
          const sent = await fetch(`${registry.url}/beacons`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(beacon),
          });
          expect(sent.status).toBe(204);
        }
      }
      await overview(page).getByRole('button', { name: 'Reload' }).click();

      const lobby = health.locator('[data-remote="lobby"]');
      await expect(
        lobby.getByRole('list', { name: 'Releases in the charts' }).getByRole('listitem'),
      ).toHaveText(['stable 1.0.0-staging (pinned)', 'candidate 1.1.0 (canary on 50 %)']);
      await expect(lobby.getByRole('img')).toHaveCount(3);
      await expect(lobby.getByRole('img', { name: 'Failure rate (%)' })).toHaveAccessibleDescription(
        'stable 1.0.0-staging: 5.0 % in its latest hour, at most 5.0 %; candidate 1.1.0: 20.0 % in its latest hour, at most 20.0 %.',
      );
      await expect(lobby.getByRole('img', { name: 'p75 LCP (ms)' })).toHaveAccessibleDescription(
        'stable 1.0.0-staging: 2000 ms in its latest hour, at most 2000 ms; candidate 1.1.0: 2500 ms in its latest hour, at most 2500 ms.',
      );
      // Told apart by more than colour: the candidate's line is dashed, the stable one's solid.
      const failure = lobby.getByRole('img', { name: 'Failure rate (%)' });
      await expect(failure.locator('.series-stable path')).toHaveAttribute('stroke-dasharray', '');
      await expect(failure.locator('.series-candidate path')).toHaveAttribute('stroke-dasharray', '7 4');
      const colours = await failure
        .locator('.series path')
        .evaluateAll((paths) => paths.map((each) => getComputedStyle(each).stroke));
      expect(new Set(colours).size).toBe(2);
      // Side by side over the window: views and the failure rate of all of them.
      await expect(lobby.getByRole('row', { name: /stable 1.0.0-staging/ }).getByRole('cell')).toHaveText([
        '80',
        '5.0 %',
        '2000 ms',
        '150 ms',
      ]);
      await expect(lobby.getByRole('row', { name: /candidate 1.1.0/ }).getByRole('cell')).toHaveText([
        '80',
        '12.5 %',
        '2500 ms',
        '150 ms',
      ]);
      await expect(health.getByText('No reports yet.')).toHaveCount(3);
      await expectFitsAndTappable(page);
    });
  });
}
