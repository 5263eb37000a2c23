// Routing of the composed site: home aliases, unknown paths, popup routes and protected routes.
import { expect, test } from '../pages/test';
import { Site } from '../pages/site';

const HOME_ALIASES = ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'];

for (const alias of HOME_ALIASES) {
  test(`home alias ${alias} opens the home page with banners and game tabs`, async ({ page }) => {
    const site = new Site(page);
    await site.open(alias);
    await site.expectHome();
    await expect(site.header.getByRole('link', { name: 'Home' })).toBeVisible();
  });
}

test('an unknown path redirects to /m/home', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/no-such-page');
  await expect(page).toHaveURL(/\/m\/home$/);
  await site.expectHome();
});

const POPUP_ROUTES = [
  { path: '/m/login', name: 'Login' },
  { path: '/m/register', name: 'Register' },
  { path: '/m/register.html', name: 'Register' },
  { path: '/m/forget', name: 'Forgot password' },
];

for (const { path, name } of POPUP_ROUTES) {
  test(`${path} opens the ${name} popup over home and closing it goes to /m/home`, async ({ page }) => {
    const site = new Site(page);
    await site.open(path);
    const dialog = site.dialog(name);
    await expect(dialog).toBeVisible();
    await expect(site.lobbyArea).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/mc-scroll-locked/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('body')).not.toHaveClass(/mc-scroll-locked/);
  });
}

test('/m/changePsw without a session goes to /m/home without a popup', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/home$/);
  await site.expectHome();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a protected route without a session opens the login popup instead of the page', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/voucherCenter');
  await expect(site.dialog('Login')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('opening one auth popup closes the other', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/login');
  await expect(site.dialog('Login')).toBeVisible();
  await site.dialog('Login').getByRole('button', { name: 'Register' }).click();
  await expect(site.dialog('Register')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
