// `pnpm bench:reload`: when a member who reloads the member centre sees their card, with the card the page kept in
// the tab and without it, on a phone's network and CPU, while the platform API takes BENCH_API_DELAY ms (default
// 400; 0 for the local API as it is) to answer. Printed, never asserted. Needs the site running (`pnpm start`;
// BENCH_URL as `pnpm bench:taps`). Each run in a fresh browser context: signed in as demo01, the member centre shown
// once (which keeps the card), the cache dropped, then reloaded with Lighthouse's mobile network (150 ms round
// trip, 1.6 Mbit/s down) and the CPU slowed 4×; without the card, the kept card is removed from the tab's storage
// first. Figures: when the card is first in the page, and the page's largest paint (PerformanceObserver), median of
// BENCH_RUNS (5). Lantern's replay of a local load cannot show this: it takes the API's answers as they came here.
import { chromium, type BrowserContext } from '@playwright/test';
import { median } from './lib/figures.ts';
import { DEMO_MEMBER, memberSession, SESSION_STORAGE_KEY } from './lib/member-session.ts';
import { MEMBER_CARD_STORAGE_KEY } from '../shared/src/session/storage-keys.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const apiDelay = Number(process.env.BENCH_API_DELAY ?? 400);
const CARD_BALANCE = '.acc-member__balance';

declare global {
  interface Window {
    __benchCardAt?: number;
    __benchLargestPaint?: number;
  }
}

/** One reload of the member centre: when the first-paint card came, and the largest paint. */
async function reload(
  context: BrowserContext,
  keepCard: boolean,
): Promise<{ card: number; largest: number }> {
  const page = await context.newPage();
  const session = await memberSession(base, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await page.goto(`${base}/health`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
  await page.goto(`${base}/m/member`);
  await page.locator(CARD_BALANCE).filter({ hasText: /\d/ }).waitFor();
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, MEMBER_CARD_STORAGE_KEY);
  if (!keepCard) await page.evaluate((key) => sessionStorage.removeItem(key), MEMBER_CARD_STORAGE_KEY);
  await page.goto(`${base}/health`);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (apiDelay > 0)
    await page.route(/\/wps\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, apiDelay));
      await route.continue();
    });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLargestPaint = Math.round(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      if (window.__benchCardAt === undefined && document.querySelector('#mc-first-frame article'))
        window.__benchCardAt = Math.round(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${base}/m/member`);
  await page.locator(CARD_BALANCE).filter({ hasText: /\d/ }).waitFor({ timeout: 60_000 });
  const figures = await page.evaluate(() => ({
    card: window.__benchCardAt ?? NaN,
    largest: window.__benchLargestPaint ?? NaN,
  }));
  await page.close();
  return figures;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const figures = {
  kept: [] as { card: number; largest: number }[],
  none: [] as { card: number; largest: number }[],
};
try {
  for (let run = 0; run < runs; run += 1) {
    // In turn, so that the machine's drift hits both alike.
    for (const mode of ['kept', 'none'] as const) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      try {
        figures[mode].push(await reload(context, mode === 'kept'));
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(
  `member centre reloaded, the platform API answering in ${apiDelay} ms more, median of ${runs} (${base}):`,
);
for (const [mode, label] of [
  ['kept', 'with the kept card'],
  ['none', 'without it'],
] as const) {
  const cards = figures[mode].map(({ card }) => card);
  const largest = figures[mode].map(({ largest }) => largest);
  console.log(
    `  ${label.padEnd(20)} card ${median(cards)} ms, largest paint ${median(largest)} ms` +
      `  (every run: ${largest.join(', ')})`,
  );
}
