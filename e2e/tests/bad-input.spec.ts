// Bad input and bad conditions: a malformed pin file, the API down, offline, maintenance and IP restriction.
import { expect, test } from '../pages/test';
import { Site } from '../pages/site';

test('a malformed pin file shows an ops-facing error page, not a blank screen', async ({ page }) => {
  await new Site(page).withoutInlinePinFile();
  await page.route('**/env/remotes.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"environment":"local","remotes":{"lobby":' }),
  );
  await new Site(page).open('/m/home');
  await expect(page.getByRole('heading', { name: 'Site configuration error' })).toBeVisible();
  await expect(page.getByTestId('ops-error-reason')).toHaveText(/not valid JSON/);
});

test('a pin file missing a remote names the missing remote', async ({ page }) => {
  await new Site(page).withoutInlinePinFile();
  await page.route('**/env/remotes.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ environment: 'local', remotes: {} }),
    }),
  );
  await new Site(page).open('/m/home');
  await expect(page.getByTestId('ops-error-reason')).toHaveText('remote "account" is not pinned');
});

test('the API down gives a "Slow Connection / No Internet" toast and the page keeps working', async ({
  page,
}) => {
  await page.route('**/wps/**', (route) => route.abort('connectionrefused'));
  const site = new Site(page);
  await site.open('/m/home');
  await expect(site.toast('Slow Connection / No Internet')).toBeVisible();
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(site.footer).toBeVisible();
});

test('going offline shows the offline banner', async ({ page, context }) => {
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Slow Connection / No Internet' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'Slow Connection / No Internet' })).toHaveCount(0);
});

test.describe('system status gate', () => {
  test.afterEach(async ({ request }) => {
    await request.post('/dev/system-status', { data: { status: 0, ipRestricted: false } });
  });

  test('maintenance (status 1) replaces the site with the maintenance screen', async ({ page, request }) => {
    await request.post('/dev/system-status', { data: { status: 1, ipRestricted: false } });
    await new Site(page).open('/m/home');
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
    await expect(page.locator('header.mc-header')).toHaveCount(0);
  });

  test('region restriction (status 2) shows its screen with the caller IP', async ({ page, request }) => {
    await request.post('/dev/system-status', { data: { status: 2, ipRestricted: false } });
    await new Site(page).open('/m/home');
    await expect(page.getByRole('heading', { name: 'Not available in your region' })).toBeVisible();
    await expect(page.getByText(/Your IP: \S+/)).toBeVisible();
  });

  test('an IP-restricted caller sees its IP and a contact link', async ({ page, request }) => {
    await request.post('/dev/system-status', { data: { status: 0, ipRestricted: true } });
    await new Site(page).open('/m/home');
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText(/Your IP: \S+/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
  });
});
