// The content remote's keen-slider carousels in a real browser: the home banners move one banner at a time by
// themselves, with a mouse drag and with a finger (the dots follow), and nothing in the banner area shifts while the
// carousel starts.
import { expect, type Locator, type Page, test } from '../pages/test';
import { Site } from '../pages/site';

const BANNER_AUTOPLAY_MS = 5000;
/** A move glides for keen-slider's 500 ms; this is past its end. */
const GLIDE_MS = 600;

/**
 * Home opened with a controlled clock, its banner carousel and the carousel's track. The pointer passes over the
 * banners and leaves them once the clock is stopped, so autoplay's delay starts from that moment.
 */
async function openHomeCarousel(page: Page) {
  await page.clock.install();
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();
  await site.leaveAlone();
  await page.clock.pauseAt(Date.now() + 1000);
  const carousel = site.bannersArea.locator('[aria-roledescription="carousel"]');
  const track = carousel.locator('.cnt-banners__track');
  const box = (await track.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(carousel).toHaveAttribute('data-autoplay', 'off');
  await site.leaveAlone();
  await expect(carousel).toHaveAttribute('data-autoplay', 'on');
  return { site, carousel, track, box };
}

/** The banner shown: the one lying exactly over the track (null while banners glide). */
function shownBanner(track: Locator) {
  return track.evaluate((element) => {
    const left = element.getBoundingClientRect().left;
    const index = Array.from(element.children).findIndex(
      (slide) => Math.abs(slide.getBoundingClientRect().left - left) < 1,
    );
    return index < 0 ? null : index;
  });
}

function activeDot(carousel: Locator) {
  return carousel
    .locator('.cnt-banners__dots span')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.classList.contains('is-active')));
}

test('home banners autoplay one banner at a time, with the dots following and a loop back to the first', async ({
  page,
}) => {
  const { carousel, track } = await openHomeCarousel(page);
  const count = await carousel.getByRole('group').count();
  expect(count).toBeGreaterThan(1);
  expect(await shownBanner(track)).toBe(0);

  await page.clock.runFor(BANNER_AUTOPLAY_MS - 1);
  expect(await shownBanner(track)).toBe(0);
  for (let step = 1; step <= count; step += 1) {
    // A move starts every delay and lands on the next banner within the glide.
    await page.clock.runFor(step === 1 ? 1 + GLIDE_MS : BANNER_AUTOPLAY_MS);
    const expected = step % count;
    await expect.poll(() => shownBanner(track)).toBe(expected);
    await expect.poll(() => activeDot(carousel)).toBe(expected);
  }
});

test('a mouse drag moves to the next banner without following its link, and autoplay then waits a full delay', async ({
  page,
}) => {
  const { site, carousel, track, box } = await openHomeCarousel(page);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  // Hovered: autoplay waits while the player's pointer is on the banners.
  await expect(carousel).toHaveAttribute('data-autoplay', 'off');
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await page.clock.runFor(GLIDE_MS);
  await expect.poll(() => shownBanner(track)).toBe(1);
  await expect.poll(() => activeDot(carousel)).toBe(1);
  // The page itself did not scroll sideways, nor navigate.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await expect(page).toHaveURL(/\/m\/home/);

  await site.leaveAlone();
  await expect(carousel).toHaveAttribute('data-autoplay', 'on');
  await page.clock.runFor(BANNER_AUTOPLAY_MS - 1);
  expect(await shownBanner(track)).toBe(1);
  await page.clock.runFor(1 + GLIDE_MS);
  await expect.poll(() => shownBanner(track)).toBe(2);
  await expect.poll(() => activeDot(carousel)).toBe(2);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a swipe moves to the next banner, with no autoplay under the finger', async ({ page }) => {
    const { site, carousel, track, box } = await openHomeCarousel(page);
    const touch = await page.context().newCDPSession(page);
    const y = Math.round(box.y + box.height / 2);
    const finger = (x: number) => [{ x: Math.round(x), y, id: 1 }];
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: finger(box.x + box.width * 0.8),
    });
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await page.clock.runFor(BANNER_AUTOPLAY_MS * 2);
    expect(await shownBanner(track)).toBe(0);
    for (let step = 1; step <= 8; step += 1) {
      const x = box.x + box.width * (0.8 - (0.6 * step) / 8);
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: finger(x) });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.clock.runFor(GLIDE_MS);
    await expect.poll(() => shownBanner(track)).toBe(1);
    await expect.poll(() => activeDot(carousel)).toBe(1);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await expect(page).toHaveURL(/\/m\/home/);
    await site.leaveAlone();
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
  });
});

test.describe('home pop-ups', () => {
  test.use({ homePopups: 'show' });

  test('the pop-up list lays its notice across the dialog, which opens after the page has started', async ({
    page,
  }) => {
    const site = new Site(page);
    await site.open('/m/home');
    const slide = site.dialog('Notice').getByRole('group', { name: /^Announcement 1 of \d+$/ });
    await expect(slide).toBeVisible();
    const track = slide.locator('..');
    // Where the notice lies once the dialog has settled: while it opens (a 225 ms zoom), one CI run measured the
    // notice a pixel off its track.
    await expect(async () => {
      const [slideBox, trackBox] = [(await slide.boundingBox())!, (await track.boundingBox())!];
      expect(trackBox.width).toBeGreaterThan(300);
      expect(Math.abs(slideBox.x - trackBox.x)).toBeLessThan(1);
      expect(Math.abs(slideBox.width - trackBox.width)).toBeLessThan(1);
    }).toPass({ timeout: 3000 });
  });
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
