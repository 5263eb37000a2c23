// `pnpm bench:lobby`: figures for the lobby, printed, never asserted (these machines are noisy). Needs the site
// running (`pnpm start`). JS bytes of a first load of /m/home (gzip -9 of every script the page loads, by app),
// and interaction timings in Chromium: a home tab switch and a provider filter change on /m/slot-games, each the
// median of 5 runs, measured two ways: the interaction's own duration from Chromium's Event Timing API (input
// delay + handlers + the next paint: what INP counts, whose good mark is under 100 ms) and the time from
// the click to the new content on screen (includes the API round trip for the filter).
import { gzipSync } from 'node:zlib';
import { median } from './lib/figures.ts';
import { launchBenchBrowser, observeInteractions, takeInteraction } from './lib/taps.ts';

const BASE = process.env.BENCH_URL ?? 'http://localhost:8080';
const RUNS = 5;

const browser = await launchBenchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // The home pop-up list (once per browser session) would cover the tabs: measure the lobby as a returning visit.
  await page.addInitScript(() => sessionStorage.setItem('mc.content.homePopupsShown', '1'));
  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) => scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }))
      .catch(() => undefined);
  });
  await page.goto(`${BASE}/m/home?lang=en`, { waitUntil: 'networkidle' });
  const byApp = new Map<string, number>();
  for (const script of scripts) {
    const url = new URL(script.url);
    const app =
      url.port === (process.env.STORE_PORT ?? '8081') ? (url.pathname.split('/')[1] ?? 'remote') : 'shell';
    byApp.set(app, (byApp.get(app) ?? 0) + script.gzip);
  }
  console.log('first load of /m/home, JavaScript gzip bytes by app:');
  for (const [app, bytes] of byApp) console.log(`  ${app.padEnd(16)} ${bytes}`);
  console.log(`  ${'total'.padEnd(16)} ${[...byApp.values()].reduce((a, b) => a + b, 0)}`);

  await observeInteractions(page);
  const tabSwitch: number[] = [];
  const tabInteraction: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const target = run % 2 === 0 ? 'Slots' : 'Live casino';
    const started = Date.now();
    await page.getByRole('tab', { name: target }).click();
    await page.getByRole('tab', { name: target, selected: true }).waitFor();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Play / })
      .first()
      .waitFor();
    tabSwitch.push(Date.now() - started);
    tabInteraction.push(await takeInteraction(page));
  }

  await page.goto(`${BASE}/m/slot-games?lang=en`, { waitUntil: 'networkidle' });
  await observeInteractions(page);
  const filter: number[] = [];
  const filterInteraction: number[] = [];
  const providers = ['JILI', 'PG Soft', 'JDB', 'Pragmatic Play', 'RTG Slots'];
  for (const name of providers.slice(0, RUNS)) {
    const started = Date.now();
    await page.getByRole('list', { name: 'Providers' }).getByRole('button', { name }).click();
    await page.waitForURL(/vassalage=/);
    await page
      .locator('main')
      .getByRole('button', { name: /^Play / })
      .first()
      .waitFor();
    filter.push(Date.now() - started);
    filterInteraction.push(await takeInteraction(page));
  }
  console.log(
    `home tab switch, median of ${RUNS}: interaction ${median(tabInteraction)} ms (runs ${tabInteraction.join(', ')}); ` +
      `click to new games on screen ${median(tabSwitch)} ms (runs ${tabSwitch.join(', ')})`,
  );
  console.log(
    `provider filter change, median of ${RUNS}: interaction ${median(filterInteraction)} ms ` +
      `(runs ${filterInteraction.join(', ')}); click to filtered games on screen ${median(filter)} ms ` +
      `(runs ${filter.join(', ')})`,
  );
} finally {
  await browser.close();
}
