// Language and theme: BN by default, `?lang=` selects and is remembered; dark by default, light remembered. Texts
// arrive per language and per namespace: a visit in one language fetches none of the other's.
import type { Page } from '@playwright/test';
import { expect, test } from '../pages/test';
import { registerViaApi, uniqueMember } from '../pages/accounts';
import { signIn, Site } from '../pages/site';

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

/** The text files the page fetches, as `namespace-language` (webpack names them texts-<ns>-<language>-json). */
function recordTexts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const match = /\/texts-([\w-]+?)-(bn|en)-json\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) fetched.push(`${match[1]}-${match[2]}`);
  });
  return fetched;
}

test('a Bengali visit fetches Bengali texts only, each namespace with the area that shows it', async ({
  page,
}) => {
  const fetched = recordTexts(page);
  const site = new Site(page);
  await site.open('/m/home', 'bn');
  await site.expectHome();
  await expect(site.header.getByRole('button', { name: 'লগইন' })).toBeVisible();
  // The shell's texts (the header's 'লগইন') travel in the shared namespace's file (shell/src/texts.ts).
  expect(fetched).toEqual(expect.arrayContaining(['shared-bn', 'lobby-bn', 'content-bn']));
  // The promotions' texts come with the promotions page, not with home.
  expect(fetched).not.toContain('promotions-bn');
  await site.go('/m/activity');
  await expect(page.getByRole('heading', { name: 'প্রমোশন' })).toBeVisible();
  expect(fetched).toContain('promotions-bn');
  await site.go('/m/login');
  await expect(page.getByRole('dialog').getByLabel('ইউজারনেম')).toBeVisible();
  expect(fetched).toContain('auth-bn');
  expect(fetched.filter((name) => name.endsWith('-en'))).toEqual([]);
});

for (const [lang, texts] of [
  ['bn', { openMenu: 'মেনু খুলুন', menu: 'মেনু', promotions: 'চলতি প্রমোশন' }],
  ['en', { openMenu: 'Open menu', menu: 'Menu', promotions: 'Current promotions' }],
] as const) {
  test(`${lang}: the side menu's promotions, and their texts, come with the menu's first opening`, async ({
    page,
  }) => {
    const fetched = recordTexts(page);
    const site = new Site(page);
    await site.open('/m/home', lang);
    await site.expectHome();
    // The menu is built once home's first content is in; its promotions wait for the player to open it.
    await expect(page.locator('.mc-side-menu')).toBeAttached();
    // Everything home fetches by itself has been fetched once the network has been quiet for half a second.
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain(`promotions-${lang}`);
    await site.header.getByRole('button', { name: texts.openMenu }).click();
    const promotions = site.dialog(texts.menu).getByRole('list', { name: texts.promotions });
    // The first 3 current promotions, each a link to its detail page.
    await expect(promotions.getByRole('link')).toHaveCount(3);
    await expect(promotions.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/m\/activityDetail\?id=\d+$/,
    );
    expect(fetched).toContain(`promotions-${lang}`);
  });
}

test('choosing English in the menu fetches the English texts and re-renders every app', async ({ page }) => {
  const fetched = recordTexts(page);
  const site = new Site(page);
  await site.open('/m/home', 'bn');
  await site.expectHome();
  await site.header.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await site.dialog('মেনু').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(site.gameTabs().first()).toHaveText('Hot');
  expect(fetched).toEqual(expect.arrayContaining(['shared-en', 'lobby-en', 'content-en']));

  // Remembered: the next visit starts in English and fetches no Bengali.
  fetched.length = 0;
  await site.open('/m/home', null);
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(fetched.filter((name) => name.endsWith('-bn'))).toEqual([]);
});

test("a member reads the deposit page's channels and promotions in Bengali, and in English once switched", async ({
  page,
}) => {
  const member = uniqueMember('dbn');
  await registerViaApi(page.request, member);
  const site = await signIn(page, member);
  await site.open('/m/voucherCenter', 'bn');
  // A new member is asked for a deposit limit first.
  await page.getByRole('button', { name: 'আপাতত কোনো সীমা নয়' }).click();
  const channels = page.getByRole('group', { name: 'পেমেন্ট পদ্ধতি' });
  await expect(channels.getByRole('radio')).toHaveCount(4);
  await expect(channels).toContainText('বিকাশ');
  await expect(channels).toContainText('ব্যাংক ট্রান্সফার');
  await expect(channels).not.toContainText(/bKash|Bank transfer/);
  const promos = page.getByRole('group', { name: 'প্রোমোশন' });
  await expect(promos).toContainText('দৈনিক রিলোড ১০%');
  await expect(promos).not.toContainText('Daily reload');

  await site.header.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await site.dialog('মেনু').getByRole('button', { name: 'English' }).click();
  const english = page.getByRole('group', { name: 'Payment method' });
  await expect(english).toContainText('Bank transfer');
  await expect(english).not.toContainText('ব্যাংক ট্রান্সফার');
  await expect(page.getByRole('group', { name: 'Promotion' })).toContainText('Daily reload 10%');
});
