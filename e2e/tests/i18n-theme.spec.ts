// Language and theme: BN by default, `?lang=` selects and is remembered; dark by default, light remembered.
import { expect, test } from '../pages/test';
import { Site } from '../pages/site';

test('the site is in Bengali by default', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/home', null);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(site.header.getByRole('button', { name: 'লগইন' })).toBeVisible();
  await expect(page.locator('[data-remote="lobby"]').getByRole('tab').first()).toHaveText('জনপ্রিয়');
});

test('?lang=en switches every app to English and is remembered without the parameter', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/home', 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(site.gameTabs().first()).toHaveText('Hot');
  await site.open('/m/member', null);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Member centre' })).toBeVisible();
  await site.open('/m/home', 'bn');
  await expect(site.header.getByRole('button', { name: 'লগইন' })).toBeVisible();
});

test('dark is the default theme; light chosen in the menu is remembered after a reload', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const menu = await site.openMenu();
  await menu.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await site.expectHome();
});
