// The content remote's scroll-snap carousels in a real browser (issue 9): the browser scrolls and snaps the home
// banners (autoplay and a sideways scroll each move exactly one banner, the dots follow), and nothing in the
// banner area shifts while the carousel starts.
import { expect, type Locator, type Page, test } from '../pages/test';
import { Site } from '../pages/site';

const BANNER_AUTOPLAY_MS = 5000;

/** Home opened with a controlled clock, left alone, its banner carousel and the carousel's scrolling track. */
async function openHomeCarousel(page: Page) {
  await page.clock.install();
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();
  await site.leaveAlone();
  await page.clock.pauseAt(Date.now() + 1000);
  const carousel = site.bannersArea.locator('[aria-roledescription="carousel"]');
  return { site, carousel, track: carousel.locator('.cnt-snap') };
}

/** The track's scroll position in banners (1 = the second banner is shown). */
function shownBanner(track: Locator) {
  return track.evaluate((element) => element.scrollLeft / element.clientWidth);
}

function activeDot(carousel: Locator) {
  return carousel
    .locator('.cnt-banners__dots span')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.classList.contains('is-active')));
}

test('home banners autoplay one banner at a time, snapped, with the dots following and a loop back', async ({
  page,
}) => {
  const { carousel, track } = await openHomeCarousel(page);
  const count = await carousel.getByRole('group').count();
  expect(count).toBeGreaterThan(1);
  await expect(carousel).toHaveAttribute('data-autoplay', 'on');
  expect(await shownBanner(track)).toBe(0);

  for (let step = 1; step <= count; step += 1) {
    await page.clock.runFor(BANNER_AUTOPLAY_MS);
    const expected = step % count;
    await expect.poll(() => shownBanner(track)).toBeCloseTo(expected, 2);
    await expect.poll(() => activeDot(carousel)).toBe(expected);
  }
});

test('a sideways scroll snaps to the next banner, and autoplay then waits a full delay', async ({ page }) => {
  // The browser scrolls and snaps, as for a swipe by touch (headless Chromium here cannot synthesize a touch
  // scroll, so a horizontal wheel scroll drives the same native scrolling).
  const { site, carousel, track } = await openHomeCarousel(page);
  const box = (await track.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Hovered: autoplay waits while the player's pointer is on the banners.
  await expect(carousel).toHaveAttribute('data-autoplay', 'off');
  // Past the middle of the first banner: the browser snaps to the second.
  await page.mouse.wheel(box.width * 0.6, 0);
  await expect.poll(() => shownBanner(track)).toBeCloseTo(1, 2);
  await expect.poll(() => activeDot(carousel)).toBe(1);
  // The page itself did not scroll sideways, nor navigate.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await expect(page).toHaveURL(/\/m\/home/);

  await site.leaveAlone();
  await expect(carousel).toHaveAttribute('data-autoplay', 'on');
  await page.clock.runFor(BANNER_AUTOPLAY_MS - 500);
  expect(await shownBanner(track)).toBeCloseTo(1, 2);
  await page.clock.runFor(500);
  await expect.poll(() => shownBanner(track)).toBeCloseTo(2, 2);
  await expect.poll(() => activeDot(carousel)).toBe(2);
});

test('nothing in the banner area shifts while the carousel starts', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as { __bannerShifts?: string[] }).__bannerShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('[data-remote-module="content/HomeBanners"]')) {
            shifts.push(`${element.tagName}.${element.className} ${entry.value}`);
          }
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();
  const carousel = site.bannersArea.locator('[aria-roledescription="carousel"]');
  await expect(carousel.locator('img').first()).toHaveJSProperty('complete', true);
  // Let a few frames pass after the first image, as the carousel settles.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => (window as { __bannerShifts?: string[] }).__bannerShifts)).toEqual([]);
});
