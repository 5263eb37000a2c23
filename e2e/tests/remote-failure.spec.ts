// A remote that cannot load fails alone: only its area shows retry; header, menu, footer and the other remotes
// keep working; once reachable again, retry really reloads it. The same for a page's own chunk.
import { expect, test } from '../pages/test';
import { Site } from '../pages/site';

test('a blocked lobby remote shows retry in its area only, and retry loads it once unblocked', async ({
  page,
}) => {
  const site = new Site(page);
  let blocked = true;
  let lobbyRequests = 0;
  await page.route('**/remote-lobby/**', async (route) => {
    lobbyRequests += 1;
    if (blocked) await route.abort('connectionrefused');
    else await route.continue();
  });

  await site.open('/m/home');
  const retry = site.lobbyArea.getByRole('button', { name: 'Loading failed, click to retry' });
  await expect(retry).toBeVisible();
  // The other remotes and the shell are untouched.
  await expect(site.bannersArea.getByRole('img').first()).toBeVisible();
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
  const menu = await site.openMenu();
  await expect(menu.getByRole('link', { name: 'Help center' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await site.footer.getByRole('link', { name: 'Member' }).click();
  await expect(page.getByRole('heading', { name: 'Member centre' })).toBeVisible();
  await site.footer.getByRole('link', { name: 'Home' }).click();
  await expect(retry).toBeVisible();

  blocked = false;
  const before = lobbyRequests;
  await retry.click();
  await expect(site.gameTabs().first()).toHaveText('Hot');
  expect(lobbyRequests).toBeGreaterThan(before);
  await expect(retry).toHaveCount(0);
});

test("a page whose own chunk cannot load offers a retry in the page's place, and retry shows the page", async ({
  page,
}) => {
  const site = new Site(page);
  let blocked = true;
  // Only the help page's own chunk (shared/src/ui/page-switch.tsx): the content remote itself loads.
  await page.route(/\/remote-content\/.*\/js\/page-help\.[0-9a-f]+\.js$/, async (route) => {
    if (blocked) await route.abort('connectionrefused');
    else await route.continue();
  });
  await site.open('/m/home');
  await site.expectHome();
  await site.go('/m/help');
  const main = page.locator('main');
  await expect(main.getByText('Loading failed, click to retry')).toBeVisible();
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();

  blocked = false;
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  await expect(main.getByText('Loading failed, click to retry')).toHaveCount(0);
});

test('a remote that fails inside the account area leaves home working', async ({ page }) => {
  const site = new Site(page);
  await page.route('**/remote-account/**', (route) => route.abort('connectionrefused'));
  await site.open('/m/login');
  const dialog = site.dialog('Login');
  await expect(dialog.getByRole('button', { name: 'Loading failed, click to retry' })).toBeVisible();
  await expect(site.gameTabs().first()).toHaveText('Hot');
});

test('when the pinned release of a remote is missing, the area falls back to the pinned previous release', async ({
  page,
  request,
}) => {
  const pins = (await (await request.get('/env/remotes.json')).json()) as {
    remotes: Record<string, { version: string; manifest: string; previous: unknown }>;
  };
  const lobby = pins.remotes.lobby!;
  // The current pin names a release that was never published; the previous one is the real release.
  pins.remotes.lobby = {
    version: '9.9.9',
    manifest: lobby.manifest.replace(`/${lobby.version}/`, '/9.9.9/'),
    previous: { version: lobby.version, manifest: lobby.manifest },
  };
  const site = new Site(page);
  await site.withoutInlinePinFile();
  await page.route('**/env/remotes.json', (route) => route.fulfill({ json: pins }));
  await site.open('/m/home');
  await expect(site.gameTabs().first()).toHaveText('Hot');
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', lobby.version);
  await expect(site.lobbyArea).toHaveAttribute('data-remote-fallback', 'true');
});
