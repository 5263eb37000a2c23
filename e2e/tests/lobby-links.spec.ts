// What a player reaches from the lobby and the content areas on a phone: pages that stay as wide as the screen,
// seeded links (banners, promotions, notices, help, footer) that open real pages, the footer's vendor strip,
// slot vendor buttons and page index, the game list's filter resets, the game opening in the site's language,
// and a sanitised promotion without broken images or dead links.
import { categoryPath } from 'shared/route-table';
import type { GameType } from 'shared/contract';
import { expect, type Page, test } from '../pages/test';
import { DEMO_MEMBER, signIn, Site } from '../pages/site';

const VIEWPORT_WIDTH = 390;

async function expectNoSidewaysScroll(page: Page, site: Site) {
  await site.scrollToEnd();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORT_WIDTH);
}

test.describe('every page stays as wide as the phone', () => {
  const VISITOR_PAGES = [
    '/m/home',
    '/m/slot-games',
    '/m/live-games',
    '/m/fishing-games',
    '/m/poker-games',
    '/m/sport-games',
    '/m/esport-games',
    '/m/cockfight',
    '/m/lott',
    '/m/elott',
    '/m/hot-games',
    '/m/search-games',
    '/m/provider',
    '/m/gameCenter',
    '/m/activity',
    '/m/help',
  ];
  for (const path of VISITOR_PAGES) {
    for (const lang of ['en', 'bn'] as const) {
      test(`${path} in ${lang} after scrolling to the bottom and back`, async ({ page }) => {
        const site = new Site(page);
        await site.open(path, lang);
        await expect(page.locator('main')).toBeVisible();
        await expectNoSidewaysScroll(page, site);
      });
    }
  }

  test('the member pages of a signed-in member', async ({ page }) => {
    const site = await signIn(page, DEMO_MEMBER);
    for (const path of [
      '/m/home',
      '/m/member',
      '/m/set',
      '/m/voucherCenter',
      '/m/withdraw',
      '/m/gameRecord',
      '/m/transaction/record',
      '/m/fav-games',
      '/m/recent-games',
      '/m/inviteFriends',
      '/m/securityCenter',
      '/m/responsible-gaming',
    ]) {
      await site.go(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expectNoSidewaysScroll(page, site);
    }
  });
});

interface LinkSource {
  from: string;
  url: string;
}

/** Every site link the seeded content carries, read from the API the site reads it from. */
async function seededLinks(page: Page): Promise<LinkSource[]> {
  const api = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path);
    expect(response.ok(), path).toBe(true);
    return ((await response.json()) as { value: T }).value;
  };
  const query = 'moduleId=COMM3&merchantCode=vsbdtf5';
  const links: LinkSource[] = [];
  const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
  const groups = ['m_home', 'm_rng', 'm_sports', 'm_pvp', 'm_live', 'm_fish', 'm_lott', 'm_elott'];
  for (const group of [...groups, 'm_reg', 'm_video', 'm_promotion', 'm_game']) {
    const value = await api<{
      banners: { title: string; url: string }[];
      promotion: { title: string; url: string; content: string }[];
      player: { title: string; url: string; content: string }[];
      popup: { title: string; url: string; content: string }[];
      hot: { title: string; url: string; content: string }[];
    }>(`/wps/announcement/list?${query}&types=B,PL,PU,PR,H&groupName=${group}`);
    for (const banner of value.banners) links.push({ from: `banner ${banner.title}`, url: banner.url });
    for (const item of [...value.promotion, ...value.player, ...value.popup, ...value.hot]) {
      links.push({ from: `${item.title}`, url: item.url });
      for (const href of hrefsOf(item.content)) links.push({ from: `${item.title} (text)`, url: href });
    }
  }
  for (const language of ['en', 'bn']) {
    const help = await api<{ title: string; content: string; children?: { content: string }[] }[]>(
      `/wps/help/list?${query}&language=${language}&device=MOBILE`,
    );
    help.forEach((item, index) => {
      links.push({ from: `help strip ${item.title}`, url: `/m/help?i=${index}` });
      for (const html of [item.content, ...(item.children ?? []).map((child) => child.content)]) {
        for (const href of hrefsOf(html)) links.push({ from: `help ${item.title}`, url: href });
      }
    });
    const site = await api<{ promoLinks: { promotionId: number; title: string }[] }>(
      `/wps/content/site?${query}&language=${language}`,
    );
    for (const link of site.promoLinks) {
      links.push({ from: `footer ${link.title}`, url: `/m/activityDetail?id=${link.promotionId}` });
    }
  }
  // Site paths only (external links leave the site; sanitised javascript: links are not links).
  const sitePaths = links.filter((link) => link.url.startsWith('/') && !link.url.startsWith('//'));
  return sitePaths.filter((link, index) => sitePaths.findIndex((other) => other.url === link.url) === index);
}

const HOME_LINK = /^\/(m(\/(home|index(\.html)?)?)?)?\/?(\?|$)/;

test('every seeded link opens a real page with content, not home', async ({ page }) => {
  test.setTimeout(120_000);
  const site = await signIn(page, DEMO_MEMBER);
  const links = await seededLinks(page);
  // The category banners and the invite banner are among them.
  expect(links.length).toBeGreaterThan(10);
  for (const { from, url } of links) {
    await site.go(url);
    const path = url.split('?')[0] ?? url;
    if (!HOME_LINK.test(url)) {
      await expect(page, `${from} → ${url}`).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
      await expect(page, `${from} → ${url}`).not.toHaveURL(/\/m\/home/);
    }
    const main = page.locator('main');
    await expect(main.getByRole('heading').first(), `${from} → ${url}`).toBeVisible();
    await expect(main.getByText('Loading failed, click to retry')).toHaveCount(0);
  }
});

test('a category banner opens its category', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/slot-games');
  const banner = page.getByRole('link', { name: 'Slots Weekly Jackpot' });
  await banner.click();
  await expect(page).toHaveURL(/\/m\/slot-games/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
});

test.describe('the footer content', () => {
  test('shows the vendor strip; a slot vendor button opens the slots of that vendor', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/home');
    await site.scrollToEnd();
    const footer = page.getByRole('region', { name: 'Site information' });
    const strip = footer.getByRole('list', { name: 'Game providers' });
    for (const name of ['JILI', 'PG Soft', 'Evolution', 'SABA Sports', 'Kingmaker']) {
      await expect(strip.getByText(name, { exact: true })).toBeVisible();
    }
    const slotVendors = footer.getByRole('navigation', { name: 'Slot providers' });
    await expect(slotVendors.getByRole('link')).toHaveCount(5);
    await slotVendors.getByRole('link', { name: 'PG Soft' }).click();
    await expectFilters(page, '/m/slot-games', { vassalage: 'PG' });
    await expect(
      page.getByRole('list', { name: 'Providers' }).getByRole('button', { name: 'PG Soft' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('the page index leads home, to each vendor category and to the promotions', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/home');
    await site.scrollToEnd();
    const index = page.getByRole('navigation', { name: 'Page index' });
    const expected: [string, string][] = [
      ['HOME', '/m/home'],
      ['Slots', '/m/slot-games'],
      ['Fishing', '/m/fishing-games'],
      ['Live casino', '/m/live-games'],
      ['Poker', '/m/poker-games'],
      ['Sports', '/m/sport-games'],
      ['E-sports', '/m/esport-games'],
      ['Cockfight', '/m/cockfight'],
      ['Lottery', '/m/lott'],
      ['E-lottery', '/m/elott'],
      ['PROMO', '/m/activity'],
    ];
    const links = index.getByRole('link');
    await expect(links).toHaveText(expected.map(([name]) => name));
    for (const [name, href] of expected) {
      await expect(index.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await index.getByRole('link', { name: 'Fishing', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/fishing-games$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
  });

  for (const lang of ['en', 'bn'] as const) {
    test(`the page index lists the game categories of home's tabs, in their order (${lang.toUpperCase()})`, async ({
      page,
    }) => {
      const site = new Site(page);
      await site.open('/m/home', lang);
      await site.expectHome();
      // The category tabs (Hot, Favourites and Recent are no categories), as the pages they stand for.
      const tabIds = await site
        .gameTabs()
        .evaluateAll((tabs) => tabs.map((tab) => tab.id.replace('lob-tab-', '')));
      const tabPaths = tabIds
        .filter((id) => !['HOT', 'FAV', 'RECENT'].includes(id))
        .map((id) => categoryPath(id as GameType));
      expect(tabPaths).toEqual(expect.arrayContaining(['/m/sport-games', '/m/esport-games', '/m/cockfight']));

      await site.scrollToEnd();
      const index = page.getByRole('navigation', { name: lang === 'en' ? 'Page index' : 'পেজ সূচি' });
      // The index shows HOME and PROMO while the vendor configuration loads, then the categories between them.
      const hrefs = () =>
        index.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      await expect.poll(hrefs).toEqual(['/m/home', ...tabPaths, '/m/activity']);
      const names = lang === 'en' ? ['E-sports', 'Cockfight'] : ['ই-স্পোর্টস', 'মোরগ লড়াই'];
      for (const name of names) await expect(index.getByRole('link', { name, exact: true })).toBeVisible();
    });
  }

  test('speaks Bengali', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/home', 'bn');
    await site.scrollToEnd();
    await expect(page.getByRole('list', { name: 'গেম প্রোভাইডার' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'স্লট প্রোভাইডার' }).getByRole('link')).toHaveCount(5);
    const index = page.getByRole('navigation', { name: 'পেজ সূচি' });
    await expect(index.getByRole('link', { name: 'হোম', exact: true })).toHaveAttribute('href', '/m/home');
    await expect(index.getByRole('link', { name: 'স্লট', exact: true })).toHaveAttribute(
      'href',
      '/m/slot-games',
    );
    await expect(index.getByRole('link', { name: 'প্রোমো', exact: true })).toHaveAttribute(
      'href',
      '/m/activity',
    );
  });
});

/** The game list's filters in the URL (the remembered language aside). */
async function expectFilters(page: Page, path: string, filters: Record<string, string>) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      url.searchParams.delete('lang');
      return { path: url.pathname, filters: Object.fromEntries(url.searchParams) };
    })
    .toEqual({ path, filters });
}

test.describe('a filter change resets the other filters', () => {
  test('changing the classification drops the vendor', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/slot-games?vassalage=PG');
    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = site.dialog('Filter');
    await panel.getByRole('button', { name: 'Jackpot' }).click();
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expectFilters(page, '/m/slot-games', { gameClassify: 'JP' });
    await expect(
      page.getByRole('list', { name: 'Providers' }).getByRole('button', { name: 'All' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('picking a vendor drops the classification and the name', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/slot-games?gameClassify=JP&gameName=Ace');
    await page.getByRole('list', { name: 'Providers' }).getByRole('button', { name: 'JILI' }).click();
    await expectFilters(page, '/m/slot-games', { vassalage: 'JL' });
  });

  test('searching by name drops the vendor and the classification', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/slot-games?vassalage=JL&gameClassify=JP');
    const box = page.getByRole('searchbox', { name: 'Search games' });
    await box.fill('Super');
    await box.press('Enter');
    await expectFilters(page, '/m/slot-games', { gameName: 'Super' });
  });
});

test.describe('the game opens in the site language', () => {
  const SPIN = { en: 'Spin', bn: 'স্পিন' };
  for (const lang of ['en', 'bn'] as const) {
    test(`the demo slot in ${lang}`, async ({ page }) => {
      const site = new Site(page);
      await site.open('/m/home', lang);
      await page.locator('header.mc-header button').first().click();
      const menu = page.getByRole('dialog').first();
      await menu.getByRole('button', { name: lang === 'en' ? 'Free play' : 'ফ্রি খেলা' }).click();
      await expect(page.getByTestId('header-balance')).toHaveText('৳2,000.00');
      await site.open('/m/slot-games?gameName=Demo', lang);
      await page
        .locator('main')
        .getByRole('button', { name: /Demo Slot/ })
        .first()
        .click();
      const frame = page.frameLocator('iframe');
      await expect(frame.locator('#spin')).toHaveText(SPIN[lang]);
      await expect(frame.locator('html')).toHaveAttribute('lang', lang);
    });
  }
});

test('a sanitised promotion shows no broken image and no dead link', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/activityDetail?id=8');
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Spin Festival' })).toBeVisible();
  const body = page.locator('main .cnt-html');
  await expect(body.getByText('Claim now')).toBeVisible();
  await expect(body.getByRole('link', { name: 'Claim now' })).toHaveCount(0);
  await expect(body.locator('a:not([href])')).toHaveCount(0);
  // The image whose source fails is hidden, not shown as a broken picture.
  await expect(body.locator('img[src="x"]')).toBeHidden();
});
