// Icons are the site's SVG set wherever a player meets them, never emoji or font glyphs (empty boxes on a phone
// without the font, a different drawing on every brand of phone).
import { signIn, Site } from '../pages/site';
import { expect, type Page, test } from '../pages/test';

/** Text on screen made of pictographs, dingbats, arrows or symbol glyphs, with the element that shows it. */
function glyphsOnScreen(page: Page) {
  return page.evaluate(() => {
    const glyph =
      /[\u2190-\u21FF\u2300-\u23FF\u25A0-\u27BF\u2900-\u297F\u2B00-\u2BFF\u2039\u203A\uFF0B\u{1F000}-\u{1FAFF}]/u;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && glyph.test(node.textContent ?? '') && parent.checkVisibility()) {
        found.push(`${parent.tagName.toLowerCase()}.${parent.className}: ${node.textContent?.trim()}`);
      }
    }
    return found;
  });
}

test('the header and footer tabs draw their icons as SVG, in both languages', async ({ page }) => {
  const site = new Site(page);
  for (const lang of ['en', 'bn'] as const) {
    await site.open('/m/home', lang);
    await site.expectHome();
    const tabs = page.locator('nav.mc-footer-tabs').getByRole('link');
    await expect(tabs).toHaveCount(5);
    for (const tab of await tabs.all()) await expect(tab.locator('svg')).toHaveCount(1);
    for (const button of await site.header.getByRole('button').all()) {
      if ((await button.locator('img').count()) === 0 && !(await button.textContent())?.trim()) {
        await expect(button.locator('svg')).toHaveCount(1);
      }
    }
    await site.scrollToEnd();
    expect(await glyphsOnScreen(page)).toEqual([]);
  }
});

test('the member centre, the deposit page and the password field show no glyph icons', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/login');
  const password = site.dialog('Login').getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  expect(await glyphsOnScreen(page)).toEqual([]);
  await signIn(page, { username: 'demo01', password: 'demo1234' });
  for (const path of ['/m/member', '/m/voucherCenter', '/m/set', '/m/webEmail']) {
    await site.go(path);
    await expect(page.locator('main, .mc-remote-area').first()).toBeVisible();
    await expect(page.locator('.mc-remote-area .mc-skeleton')).toHaveCount(0);
    expect(await glyphsOnScreen(page)).toEqual([]);
  }
});

test("the demo slot's reels and pay table draw their symbols as SVG", async ({ page }) => {
  // A free-play session of its own: a spin with the demo member would add to the history other tests count.
  const site = new Site(page);
  await site.open('/m/home');
  const menu = await site.openMenu();
  await menu.getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('৳2,000.00');
  await page.goto('/games/demo-slot?gameId=DEMO-SLOT&lang=en');
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.locator('#result')).not.toHaveText('No spins yet');
  await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();
  const symbols = page.locator('#reels .reel');
  await expect(symbols).toHaveCount(3);
  for (const reel of await symbols.all()) await expect(reel.locator('svg, .seven')).toHaveCount(1);
  const payTable = page.getByRole('table', { name: 'Pay table' });
  await expect(payTable.locator('svg')).toHaveCount(4);
  await expect(payTable.locator('.seven')).toHaveCount(1);
  expect(await glyphsOnScreen(page)).toEqual([]);
});
