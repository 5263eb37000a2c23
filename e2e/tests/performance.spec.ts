// The loading chain of a first visit, as a browser sees it: the page carries the pin file and preloads what home shows
// first, nothing is fetched twice, and home's below-the-fold areas load only when the player scrolls near them.
// Timings are not asserted here (pnpm bench prints them); these are the deterministic facts behind them.
import { expect, type Page, test } from '../pages/test';
import { MONEY_MASK } from 'shared/money-format';
import { DEMO_MEMBER, Site, signIn } from '../pages/site';

test('home carries the pin file and preloads its first-load files; nothing is downloaded twice', async ({
  page,
}) => {
  // What came over the network, and not from the HTTP cache, as Chromium's network log tells it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const downloaded: string[] = [];
  const fromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!fromCache.has(requestId) && !response.fromDiskCache && !response.fromServiceWorker)
      downloaded.push(response.url);
  });
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();

  const pin = await page.locator('script#mc-pin-file').textContent();
  expect(JSON.parse(pin ?? '{}')).toMatchObject({ environment: 'local' });
  expect(downloaded.filter((url) => url.endsWith('/env/remotes.json'))).toEqual([]);

  const preloads = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: (link as HTMLLinkElement).href, as: (link as HTMLLinkElement).as })),
    );
  // The shell loads remotes by their entry scripts: no manifest is fetched at all.
  expect(downloaded.filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
  for (const remote of ['remote-content', 'remote-lobby']) {
    // The remote's entry is fetched into the HTTP cache from the start, never preloaded as a script.
    expect(preloads).toContainEqual({
      href: `http://localhost:8081/${remote}/0.1.0-dev/remoteEntry.js`,
      as: 'fetch',
    });
  }
  expect(preloads.some(({ href, as }) => as === 'script' && href.startsWith('http://localhost:8081'))).toBe(
    false,
  );
  expect(preloads.some(({ href }) => /\/js\/bootstrap\.[0-9a-f]{10}\.js$/.test(href))).toBe(true);
  await expect(page.locator('link[rel="preconnect"][href="http://localhost:8081"]')).toHaveCount(1);

  // A preload the page does not use the same way would be downloaded a second time: each file comes once.
  const files = downloaded.filter((url) => /\.(js|json|css)$/.test(url));
  const twice = files.filter((url, index) => files.indexOf(url) !== index);
  expect(twice).toEqual([]);
  expect(files.filter((url) => url.endsWith('/remote-lobby/0.1.0-dev/remoteEntry.js'))).toHaveLength(1);
});

test("a signed-in page's loader asks for the member's data itself, each start call once, with its page's chunk", async ({
  page,
}) => {
  const site = await signIn(page, DEMO_MEMBER);
  // Which script asked for each API call, as Chromium's network log tells it: the page's own loader (an inline
  // script of the HTML) or one of the app's files.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const askedBy: { pathname: string; script: string }[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/wps/'))
      askedBy.push({ pathname: url.pathname, script: initiator.stack?.callFrames[0]?.url ?? '' });
  });
  await site.open('/m/member');
  // The member centre's header shows the member's rank from those answers.
  await expect(page.getByText(/^VIP\d+ With VSBDT for \d+ days$/)).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(/৳/);

  const byLoader = (pathname: string) =>
    askedBy.filter((call) => call.pathname === pathname && new URL(call.script).pathname === '/m/member');
  // Each start call was asked once, by the loader: the shell's start queries took the loader's answers instead of
  // asking again, and the member centre, which renews the member's info when it opens, took the start call's
  // answer of a moment ago as renewed.
  for (const call of ['/wps/system/config', '/wps/member/info', '/wps/wallets/gcs', '/wps/member/rank']) {
    expect(byLoader(call), call).toHaveLength(1);
    expect(
      askedBy.filter(({ pathname }) => pathname === call),
      call,
    ).toHaveLength(1);
  }
  // The badges' counts are asked for once the page's content is on screen, by the app, once each.
  const mail = page.getByRole('link', { name: /Messages/ });
  await expect(mail).toBeVisible();
  for (const call of ['/wps/mail/unread', '/wps/rewards/counts']) {
    await expect.poll(() => askedBy.filter(({ pathname }) => pathname === call).length, call).toBe(1);
    expect(byLoader(call), call).toHaveLength(0);
  }

  // The member centre's own chunk came with the page's first files (the other pages' chunks did not).
  const preloaded = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded.filter((href) => /\/js\/page-[^/]*\.js$/.test(href))).toEqual([
    expect.stringMatching(/\/remote-account\/0\.1\.0-dev\/js\/page-member\.[0-9a-f]{10}\.js$/),
  ]);
});

test("home's below-the-fold areas load when the player scrolls to them", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();
  const footerChunk = (url: string) => /__federation_expose_FooterContent\.[0-9a-f]+\.js$/.test(url);
  expect(requested.filter(footerChunk)).toEqual([]);
  await expect(page.getByRole('region', { name: 'Site information' })).toHaveCount(0);

  await site.scrollToEnd();
  await expect(page.getByRole('region', { name: 'Site information' })).toBeVisible();
  expect(requested.filter(footerChunk)).toHaveLength(1);
});

test("home's game rows and winner board below the fold hold their place and render when scrolled to", async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();
  // The last category row is far below the fold: its games are fetched, its tiles not yet built.
  const row = page.locator('.lob-home-row').last();
  await expect(row.locator('.lob-home-row__place')).toHaveCount(1);
  await expect(row.getByRole('listitem')).toHaveCount(0);
  const held = await row.boundingBox();
  const board = page.getByRole('region', { name: 'Big winners' });
  await expect(board.locator('.lob-winners__list')).toHaveCount(0);

  // Scrolled to, the tiles come in exactly the place that was held.
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('listitem').first()).toBeVisible();
  await expect(row.locator('.lob-home-row__place')).toHaveCount(0);
  expect((await row.boundingBox())?.height).toBe(held?.height);

  await board.scrollIntoViewIfNeeded();
  await expect(board.locator('.lob-winners__list')).toBeVisible();
});

test('home lays out its first screen only: a section far below it is skipped until the player scrolls near, then shows', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();
  const sections = page.locator('.lob-panel > .lob-section');
  // Laid out and painted, as the browser says when asked about content-visibility: auto.
  const rendered = (index: number) =>
    sections
      .nth(index)
      .evaluate((section) => section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  const last = (await sections.count()) - 1;
  expect(last).toBeGreaterThan(2);
  expect(await rendered(0)).toBe(true);
  expect(await rendered(last)).toBe(false);

  await sections.nth(last).scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(last)).toBe(true);
  await expect(sections.nth(last).getByRole('heading')).toBeVisible();
});

for (const { path, carousel } of [
  { path: '/m/home', carousel: '.mc-home__banners img' },
  { path: '/m/slot-games', carousel: '.mc-page-banners img' },
]) {
  test(`${path}: the first frame is painted from the HTML before any script and hands over to the carousel at its place`, async ({
    page,
  }) => {
    // Under reduced motion the carousel never moves: its first image stays where the frame's image lies.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(`${path}?lang=en`);
    const html = (await response?.text()) ?? '';
    const frame = /<div id="mc-first-frame"[^>]*><div>.*?<\/div><img [^>]*><\/div>/.exec(html)?.[0];
    expect(frame).toContain('<img src="/static/banners/');

    // Once the carousel shows its first image, the frame is gone.
    const carouselImage = page.locator(carousel).first();
    await expect(carouselImage).toBeVisible();
    await expect(page.locator('#mc-first-frame')).toHaveCount(0);

    // The frame's image is asked for before any script: nothing competes with it.
    const image = /<img src="([^"]+)"/.exec(frame ?? '')![1]!;
    const firstScript = requested.findIndex((url) => url.endsWith('.js'));
    expect(requested.indexOf(image)).toBeGreaterThanOrEqual(0);
    expect(requested.indexOf(image)).toBeLessThan(firstScript);

    // Put the frame back as the page had it: its image covers the carousel's first image exactly.
    await page.evaluate((markup) => document.body.insertAdjacentHTML('afterbegin', markup), frame!);
    const frameBox = await page.locator('#mc-first-frame img').boundingBox();
    const carouselBox = await carouselImage.boundingBox();
    expect(frameBox).not.toBeNull();
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(frameBox![key] - carouselBox![key])).toBeLessThanOrEqual(0.5);
    }
  });
}

for (const lang of ['bn', 'en'] as const) {
  test(`member centre (${lang}): a visitor's guest card is painted from the HTML where the page draws it`, async ({
    page,
  }) => {
    const response = await page.goto(`/m/member?lang=${lang}`);
    const html = (await response?.text()) ?? '';
    const frame = /<div id="mc-first-frame"[^>]*>.*?<\/section><\/div>/.exec(html)?.[0];
    expect(frame).toContain('<section>');

    // The page's own card replaces it.
    const card = page.locator('.acc-member__guest');
    await expect(card.getByRole('button')).toBeVisible();
    await expect(page.locator('#mc-first-frame')).toHaveCount(0);

    // Put the frame back as the page had it: its prompt and button, in the page's language only, lie exactly over
    // the page's own.
    await page.evaluate((markup) => document.body.insertAdjacentHTML('afterbegin', markup), frame!);
    const other = lang === 'bn' ? 'en' : 'bn';
    await expect(page.locator(`#mc-first-frame [lang=${other}]`).first()).toBeHidden();
    const pairs = [
      [page.locator(`#mc-first-frame p[lang=${lang}]`), card.locator('p')],
      [page.locator(`#mc-first-frame span[lang=${lang}]`), card.getByRole('button')],
    ] as const;
    for (const [drawn, real] of pairs) {
      await expect(drawn).toHaveText((await real.textContent())!.trim());
      const [drawnBox, realBox] = [await drawn.boundingBox(), await real.boundingBox()];
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(drawnBox![key] - realBox![key])).toBeLessThanOrEqual(0.5);
    }
  });
}

test.describe(() => {
  // The page as the site server writes it: an installed service worker answers navigations from its own copy.
  test.use({ serviceWorkers: 'block' });
  test('the first frame shows the guest card to a visitor only, never to a member', async ({ page }) => {
    // The frame alone, as it shows before any script runs.
    const mainScript = /\/main\.[^/]*\.js$/;
    await page.route(mainScript, (route) => route.abort());
    await page.goto('/m/member?lang=en');
    await expect(page.locator('#mc-first-frame section p[lang=en]')).toBeVisible();

    await page.unroute(mainScript);
    await signIn(page, DEMO_MEMBER);
    await page.route(mainScript, (route) => route.abort());
    await page.goto('/m/member?lang=en');
    await expect(page.locator('#mc-first-frame')).toBeVisible();
    await expect(page.locator('#mc-first-frame section')).toBeHidden();
  });
});

test.describe("the member centre's first paint for a member", () => {
  // The page as the site server writes it: an installed service worker answers navigations from its own copy.
  test.use({ serviceWorkers: 'block' });
  const mainScript = /\/main\.[^/]*\.js$/;

  /**
   * Reloads the page without the app and with every answer the member's card is drawn from held, so that what it
   * shows can only come from the tab's storage; answers them when the returned function is called.
   */
  async function reloadWithAnswersHeld(page: Page): Promise<() => void> {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/wps\/(member\/info|member\/rank|wallets\/gcs|system\/config)\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.route(mainScript, (route) => route.abort());
    await page.reload();
    return answer;
  }

  for (const lang of ['bn', 'en'] as const) {
    test(`member centre (${lang}): a member's card is painted from the start calls' answers before the app, where the page draws it`, async ({
      page,
    }) => {
      await signIn(page, DEMO_MEMBER);
      // The first paint alone: without the app's own script nothing takes the answers or replaces the frame.
      await page.route(mainScript, (route) => route.abort());
      await page.goto(`/m/member?lang=${lang}`);
      const painted = page.locator('#mc-first-frame article');
      await expect(painted).toBeVisible();
      // The balance, which the member came for, is in the first paint.
      await expect(painted.locator(':scope > .fp-meta')).toHaveText(/\d\.\d\d$/);
      const frame = await page.locator('#mc-first-frame').evaluate((element) => element.outerHTML);

      await page.unroute(mainScript);
      await page.goto(`/m/member?lang=${lang}`);
      const card = page.locator('.acc-member__card');
      await expect(card.locator('.mc-money:not(.mc-money--masked)')).toBeVisible();
      await expect(page.locator('#mc-first-frame')).toHaveCount(0);

      // Put the painted frame back: its lines say what the page's own card says, exactly over it.
      await page.evaluate((markup) => document.body.insertAdjacentHTML('afterbegin', markup), frame);
      const pairs = [
        [painted.locator('.fp-account'), card.getByTestId('member-account')],
        [painted.locator('.fp-vip'), card.getByTestId('member-vip')],
        [painted.locator('div > .fp-meta'), card.locator('.acc-member__meta')],
        [painted.locator('.fp-progress'), card.locator('.acc-vip-progress')],
        [painted.locator('.fp-track > span'), card.locator('.acc-vip-progress__fill')],
        [painted.locator('.fp-hint'), card.locator('.acc-member__hint')],
        [painted.locator(':scope > .fp-meta'), card.locator('.acc-member__balance')],
      ] as const;
      for (const [drawn, real] of pairs) {
        await expect(drawn).toHaveText((await real.textContent())!.trim());
        const [drawnBox, realBox] = [await drawn.boundingBox(), await real.boundingBox()];
        for (const key of ['x', 'y', 'width', 'height'] as const)
          expect(
            Math.abs(drawnBox![key] - realBox![key]),
            `${await real.textContent()}: ${key}`,
          ).toBeLessThanOrEqual(0.5);
      }
      const [drawnCard, realCard] = [await painted.boundingBox(), await card.boundingBox()];
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(drawnCard![key] - realCard![key])).toBeLessThanOrEqual(0.5);
    });
  }

  test("a member's card is drawn from what the page asks for first: its script and the start calls, then the app's files", async ({
    page,
  }) => {
    await signIn(page, DEMO_MEMBER);
    await page.goto('/m/member?lang=en');
    await expect(page.locator('.acc-member__card .mc-money:not(.mc-money--masked)')).toBeVisible();
    // When each request was started, by the page's clock.
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime })),
    );
    const startOf = (file: RegExp) => {
      const found = requests.filter(({ path }) => file.test(path));
      expect(found.length, String(file)).toBeGreaterThan(0);
      return Math.min(...found.map(({ startTime }) => startTime));
    };
    const cardInputs = [
      /\/first-paint-member\.[0-9a-f]+\.js$/,
      /^\/wps\/member\/info$/,
      /^\/wps\/wallets\/gcs$/,
      /^\/wps\/member\/rank$/,
    ].map(startOf);
    const appFiles = [
      /^\/js\/main\.[0-9a-f]+\.js$/,
      /^\/js\/libs\.[0-9a-f]+\.js$/,
      /^\/js\/bootstrap\.[0-9a-f]+\.js$/,
      /\/remote-account\/[^/]+\/remoteEntry\.js$/,
    ].map(startOf);
    expect(Math.max(...cardInputs)).toBeLessThanOrEqual(Math.min(...appFiles));
  });

  test("a member's card does not wait for the wallet: its balance shows masked until the wallet answers", async ({
    page,
  }) => {
    await signIn(page, DEMO_MEMBER);
    await page.route(mainScript, (route) => route.abort());
    // The wallet's answer held until the card is on screen.
    let answerWallet = () => undefined as void;
    const walletHeld = new Promise<void>((resolve) => (answerWallet = resolve));
    await page.route(/\/wps\/wallets\/gcs\?/, async (route) => {
      await walletHeld;
      await route.continue();
    });
    await page.goto('/m/member?lang=en');
    const painted = page.locator('#mc-first-frame article');
    await expect(painted.locator('.fp-account')).toContainText(DEMO_MEMBER.username);
    const balance = painted.locator(':scope > .fp-meta .fp-money');
    await expect(balance).toHaveText(MONEY_MASK);
    answerWallet();
    await expect(balance).toHaveText(/\d\.\d\d$/);
  });

  for (const lang of ['bn', 'en'] as const) {
    test(`member centre (${lang}): opened again in the tab, the member's card is drawn as last shown before any answer, its balance masked until the wallet answers`, async ({
      page,
    }) => {
      await signIn(page, DEMO_MEMBER);
      await page.goto(`/m/member?lang=${lang}`);
      const card = page.locator('.acc-member__card');
      await expect(card.locator('.mc-money:not(.mc-money--masked)')).toBeVisible();
      // The page keeps its card once its answers are in.
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('MC_MEMBER_CARD')))
        .toContain(DEMO_MEMBER.username);
      const shown = {
        account: (await card.getByTestId('member-account').textContent())!,
        meta: (await card.locator('.acc-member__meta').textContent())!.trim(),
        progress: (await card.locator('.acc-vip-progress').textContent())!,
      };

      // Opened again with every answer the card is drawn from held, and without the app: only what the tab kept.
      const answer = await reloadWithAnswersHeld(page);
      const painted = page.locator('#mc-first-frame article');
      await expect(painted.locator('.fp-account')).toHaveText(shown.account);
      await expect(painted.locator('div > .fp-meta')).toHaveText(shown.meta);
      await expect(painted.locator('.fp-progress')).toHaveText(shown.progress);
      const balance = painted.locator(':scope > .fp-meta .fp-money');
      await expect(balance).toHaveText(MONEY_MASK);

      answer();
      await expect(balance).toHaveText(/\d\.\d\d$/);
      await expect(painted.locator('.fp-account')).toHaveText(shown.account);
      await expect(page.locator('#mc-first-frame article')).toHaveCount(1);
    });
  }

  test("signing out forgets the member's kept card: the next member in the tab never sees it", async ({
    page,
  }) => {
    const site = await signIn(page, DEMO_MEMBER);
    await page.goto('/m/member?lang=en');
    await expect(page.locator('.acc-member__card .mc-money:not(.mc-money--masked)')).toBeVisible();
    const kept = () => page.evaluate(() => sessionStorage.getItem('MC_MEMBER_CARD'));
    await expect.poll(kept).toContain(DEMO_MEMBER.username);
    // The money is never kept.
    expect(await kept()).not.toMatch(/balance/i);

    await page.locator('main').getByRole('button', { name: 'Sign out' }).click();
    await site.dialog('Sign out').getByRole('button', { name: 'Submit' }).click();
    await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await kept()).toBeNull();
  });

  test("a member signed out elsewhere meanwhile sees the kept card go when the answers say so, not at the page's prompt", async ({
    page,
  }) => {
    await signIn(page, DEMO_MEMBER);
    await page.goto('/m/member?lang=en');
    await expect(page.locator('.acc-member__card .mc-money:not(.mc-money--masked)')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('MC_MEMBER_CARD')))
      .toContain(DEMO_MEMBER.username);

    // Opened again without the app, the answers held: the kept card is drawn. No app runs in the tab from here
    // on, so nothing but the card's answers can learn that the session is gone.
    const answer = await reloadWithAnswersHeld(page);
    const painted = page.locator('#mc-first-frame article');
    await expect(painted.locator('.fp-account')).toHaveText(DEMO_MEMBER.username);

    // Signed out on another device meanwhile: the server ends the session this tab still holds.
    const token = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!) as { token: string }).token,
    );
    const ended = await page.request.delete('/wps/session/logout?merchantCode=vsbdtf5&moduleId=COMM3', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBe(true);

    // The held answers now go to the server, and they alone take the card away.
    answer();
    await expect(painted).toHaveCount(0);
  });

  test("a member whose card's script cannot be loaded gets the page all the same", async ({ page }) => {
    await signIn(page, DEMO_MEMBER);
    await page.route(/\/first-paint-member\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/m/member?lang=en');
    await expect(page.locator('.acc-member__card .mc-money:not(.mc-money--masked)')).toBeVisible();
    await expect(page.getByText(/^VIP\d+ With VSBDT for \d+ days$/)).toBeVisible();
  });

  test("a visitor, and a member whose session has expired, neither download the member's card nor see it", async ({
    page,
  }) => {
    const firstPaint: string[] = [];
    page.on('request', (request) => {
      if (/\/first-paint-member\.[0-9a-f]+\.js$/.test(request.url())) firstPaint.push(request.url());
    });
    const opened = async () => {
      await page.goto('/m/member?lang=en');
      // Every start call has its answer.
      await page.waitForLoadState('networkidle');
    };
    await page.route(mainScript, (route) => route.abort());
    await opened();
    await expect(page.locator('#mc-first-frame section p[lang=en]')).toBeVisible();
    await expect(page.locator('#mc-first-frame article')).toHaveCount(0);
    expect(firstPaint).toEqual([]);

    await page.unroute(mainScript);
    await signIn(page, DEMO_MEMBER);
    await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!) as { expiresAt: number };
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...session, expiresAt: Date.now() - 1000 }));
    });
    await page.route(mainScript, (route) => route.abort());
    await opened();
    await expect(page.locator('#mc-first-frame')).toBeVisible();
    await expect(page.locator('#mc-first-frame article')).toHaveCount(0);
    expect(firstPaint).toEqual([]);
  });
});

test("a page without banners on top paints the header's bar only, and the app replaces it", async ({
  page,
}) => {
  const response = await page.goto('/m/about?lang=en');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<div id="mc-first-frame"');
  expect(/<div id="mc-first-frame".*?<\/div><\/div>/.exec(html)?.[0]).not.toContain('<img');
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.locator('#mc-first-frame')).toHaveCount(0);
});

test('a lobby page holds its place until its vendors are known, so the strip does not push the games down', async ({
  page,
}) => {
  // Hold the vendors' answer until the page has been looked at without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/game/vendorGameTypes*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/m/slot-games?lang=en');
  const area = page.locator('[data-remote-module="lobby/Pages"]');
  await expect(area.locator('.mc-skeleton')).toBeVisible();
  await expect(area.locator('.lob-toolbar')).toHaveCount(0);

  release();
  // The strip and the toolbar come in one render, the strip above.
  const strip = area.getByRole('list', { name: 'Providers' }).or(area.locator('.lob-strip')).first();
  await expect(strip).toBeVisible();
  const stripBox = await strip.boundingBox();
  const toolbarBox = await area.locator('.lob-toolbar').boundingBox();
  expect(toolbarBox!.y).toBeGreaterThanOrEqual(stripBox!.y + stripBox!.height);
});
