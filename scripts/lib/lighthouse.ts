// One Lighthouse run of a page as `pnpm bench` and `pnpm bench:ab` take it: Lighthouse 13 through its Node API in a
// fresh headless Chromium (a cold first visit), mobile preset (Moto G Power emulation, slow 4G and 4× CPU
// simulated), the page as a first-time visitor gets it: no `?lang=`, so in Bengali, the site's default
// (`BENCH_LANG=en` measures the English page). A signed-in page gets demo01's session in the tab's sessionStorage
// first; a reopened one is then shown once in the tab (what the site keeps in the tab stays, the HTTP cache and the
// service worker are cleared), as a member sees it who reloads it or opens it again in the tab.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_MEMBER, memberSession, SESSION_STORAGE_KEY } from './member-session.ts';

export interface BenchPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** Shown once in the tab before the measured load (a reload, or the page opened again in the same tab). */
  reopened?: boolean;
}

/** The pages whose figures the team watches. */
export const BENCH_PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/m/home', signedIn: false },
  { name: 'lobby category', path: '/m/slot-games', signedIn: false },
  { name: 'member centre (signed out)', path: '/m/member', signedIn: false },
  // Its first open in the tab after signing in: no card kept yet, drawn from the start calls' answers.
  { name: 'member centre (signed in)', path: '/m/member', signedIn: true },
  // Opened again: drawn from the card the site kept in the tab (remote-account/src/features/member/lib/kept-card.ts).
  { name: 'member centre (signed in, reopened)', path: '/m/member', signedIn: true, reopened: true },
];

export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transferred script bytes (the server compresses with gzip) by app: shell, remote-lobby, … */
  scriptBytes: Record<string, number>;
  lcpElement: string;
}

interface Lhr {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: { url?: string; resourceType?: string; transferSize?: number; snippet?: string }[];
      };
    }
  >;
}

export const slug = (name: string) =>
  name
    .replace(/[^a-z]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const require = createRequire(import.meta.url);
const lighthouseDir = path.dirname(require.resolve('lighthouse/package.json'));
const { default: lighthouse } = (await import('lighthouse')) as unknown as {
  default: (
    url: string,
    flags: Record<string, unknown>,
    config: unknown,
    page: unknown,
  ) => Promise<{ lhr: Lhr }>;
};
const puppeteer = (
  (await import(pathToFileURL(require.resolve('puppeteer-core', { paths: [lighthouseDir] })).href)) as {
    default: {
      launch(options: Record<string, unknown>): Promise<{
        newPage(): Promise<{
          goto(url: string): Promise<unknown>;
          evaluate<A>(fn: (arg: A) => unknown, arg?: A): Promise<void>;
          waitForFunction<A>(fn: (arg: A) => boolean, options: object, arg: A): Promise<unknown>;
          createCDPSession(): Promise<{ send(method: string, params?: object): Promise<unknown> }>;
        }>;
        close(): Promise<void>;
      }>;
    };
  }
).default;

export interface RunOptions {
  /** The site's origin, e.g. http://localhost:8080. */
  base: string;
  /** The release store's port: scripts from it are counted under their remote's name. */
  storePort: string;
  pagePath: string;
  signedIn: boolean;
  reopened?: boolean;
  /** Where to keep the whole report (long tasks, the LCP phases, every request), if anywhere. */
  saveTo?: string;
  /** Where to keep what Lighthouse gathered (trace, network log), for `reauditWithChanges`. */
  artifactsDir?: string;
}

/** The language the benchmark measures: the default one (Bengali) unless BENCH_LANG names another. */
const BENCH_LANG = process.env.BENCH_LANG;

/** The address Lighthouse loads for a page: as a first visit opens it, or in BENCH_LANG. */
export const pageUrl = (base: string, pagePath: string) =>
  BENCH_LANG ? `${base}${pagePath}?lang=${encodeURIComponent(BENCH_LANG)}` : `${base}${pagePath}`;

/** The simulated figures of a report: performance score, LCP and TBT. */
function figuresOf(lhr: Lhr): Pick<LighthouseRun, 'performance' | 'lcpMs' | 'tbtMs'> {
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
  };
}

/**
 * How the load is slowed to a mid-range phone on a slow mobile network: Lighthouse's default `simulate` (an unthrottled
 * load, replayed by Lantern: the preset's figures), or BENCH_THROTTLING=devtools (the load itself throttled through
 * DevTools, 4× CPU and Lighthouse's mobile network, and the figures observed: the order in which the page really
 * asks for and gets its parts on such a phone, which Lantern's replay of a fast load can miss).
 */
export const BENCH_THROTTLING = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

/** The Lighthouse settings of every run; an audit of saved artifacts must use the same ones. */
function lighthouseFlags(signedIn: boolean) {
  return {
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    throttlingMethod: BENCH_THROTTLING,
    // Keeps the session's storage; the HTTP cache is still cold (a fresh browser each run).
    disableStorageReset: signedIn,
  };
}

export async function runLighthouse({
  base,
  storePort,
  pagePath,
  signedIn,
  reopened = false,
  saveTo,
  artifactsDir,
}: RunOptions): Promise<LighthouseRun> {
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    if (signedIn) {
      // The session lives in the tab's sessionStorage, which Lighthouse's navigation in this tab keeps.
      const session = await memberSession(base, DEMO_MEMBER.username, DEMO_MEMBER.password);
      await page.goto(`${base}/health`);
      await page.evaluate(([key, info]) => sessionStorage.setItem(key, JSON.stringify(info)), [
        SESSION_STORAGE_KEY,
        session,
      ] as const);
    }
    if (reopened) {
      // Shown once, until the page's own card shows the member's balance and a task later (the page keeps its card
      // in an effect after that render); then every cached file and the service worker are dropped (as Lighthouse's
      // own storage reset does), so that only what the site keeps in the tab's storage stays. A build that keeps no
      // card (`bench:ab` against an older one) is measured as it is.
      await page.goto(pageUrl(base, pagePath));
      await page.waitForFunction(
        (card) => /\d/.test(document.querySelector(card)?.textContent ?? ''),
        {},
        '.acc-member__balance',
      );
      await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
      await page.goto(`${base}/health`);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      for (const origin of [base, `${new URL(base).protocol}//${new URL(base).hostname}:${storePort}`]) {
        await cdp.send('Storage.clearDataForOrigin', {
          origin,
          storageTypes: 'service_workers,cache_storage',
        });
      }
    }
    const { lhr } = await lighthouse(
      pageUrl(base, pagePath),
      // Gathering into a folder and auditing from it is one run that keeps its artifacts.
      {
        ...lighthouseFlags(signedIn),
        ...(artifactsDir ? { gatherMode: artifactsDir, auditMode: artifactsDir } : {}),
      },
      undefined,
      page,
    );
    if (saveTo) writeFileSync(saveTo, JSON.stringify(lhr));
    const scriptBytes: Record<string, number> = {};
    for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
      // Scripts, and the remotes' scripts preloaded as fetches into the HTTP cache (their script requests then
      // transfer nothing).
      if (!item.url || !/\.js$/.test(new URL(item.url).pathname)) continue;
      const url = new URL(item.url);
      const app = url.port === storePort ? (url.pathname.split('/')[1] ?? 'remote') : 'shell';
      scriptBytes[app] = (scriptBytes[app] ?? 0) + (item.transferSize ?? 0);
    }
    return {
      ...figuresOf(lhr),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      scriptBytes,
      // Lighthouse 13 names the element in the LCP breakdown insight (a table of phases, then the node).
      lcpElement:
        (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((item) => item.snippet)?.snippet ??
        '',
    };
  } finally {
    await browser.close();
  }
}

/**
 * A change to a load's requests, for a re-audit: every request whose URL contains `match` transfers `factor` times
 * its bytes, or (`late`) ends two seconds after it did, which puts it after the observed largest paint and so out of
 * Lantern's LCP graph: what the figure would be if the page had painted before that request ended.
 */
export type LoadChange = { match: string } & ({ factor: number } | { late: true });

interface NetworkEvent {
  method: string;
  params: {
    requestId?: string;
    request?: { url: string };
    encodedDataLength?: number;
    dataLength?: number;
    timestamp?: number;
  };
}

/** How much later a `late` request ends, in seconds: past any observed paint of the bench's pages. */
const LATE_BY_S = 2;

/**
 * Lighthouse's simulated figures for the load that `artifactsDir` holds (a run with `artifactsDir`) had some
 * requests transferred other byte counts or ended later: the same requests, page and main-thread work, only the
 * network log changed. What a cut would be worth before making it (Lantern replays the log on its slow 4G link).
 */
export async function reauditWithChanges(
  artifactsDir: string,
  url: string,
  signedIn: boolean,
  changes: readonly LoadChange[],
): Promise<Pick<LighthouseRun, 'performance' | 'lcpMs' | 'tbtMs'>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mc-what-if-'));
  try {
    cpSync(artifactsDir, dir, { recursive: true });
    const logFile = path.join(dir, 'devtoolslog.json');
    const log = JSON.parse(readFileSync(logFile, 'utf8')) as NetworkEvent[];
    const urls = new Map<string, string>();
    for (const event of log) {
      if (event.method === 'Network.requestWillBeSent' && event.params.requestId && event.params.request)
        urls.set(event.params.requestId, event.params.request.url);
    }
    for (const event of log) {
      const requestUrl = urls.get(event.params.requestId ?? '') ?? '';
      const change = changes.find(({ match }) => requestUrl.includes(match));
      if (!change) continue;
      if (event.method !== 'Network.loadingFinished' && event.method !== 'Network.dataReceived') continue;
      if ('late' in change) {
        if (event.params.timestamp !== undefined) event.params.timestamp += LATE_BY_S;
        continue;
      }
      if (event.params.encodedDataLength !== undefined)
        event.params.encodedDataLength = Math.round(event.params.encodedDataLength * change.factor);
      if (event.params.dataLength !== undefined)
        event.params.dataLength = Math.round(event.params.dataLength * change.factor);
    }
    writeFileSync(logFile, JSON.stringify(log));
    const { lhr } = await lighthouse(
      url,
      { ...lighthouseFlags(signedIn), auditMode: dir },
      undefined,
      undefined,
    );
    return figuresOf(lhr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
