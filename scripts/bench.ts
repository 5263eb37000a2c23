// `pnpm bench`: the performance figures of issue 9, printed and written to .data/bench-report.json, never asserted
// (these machines are noisy). Builds what is missing or stale and starts the site on a fresh database
// (scripts/start.ts), then runs Lighthouse 13 through its Node API (mobile preset: Moto G Power emulation, slow 4G
// and 4× CPU simulated) three times on each page — home, a lobby category, and the member centre signed in as
// demo01 (the session is put into the tab's sessionStorage before Lighthouse loads the page) — and prints the
// medians with the JavaScript bytes by app; then the lobby benchmark (scripts/bench-lobby.ts: first-load bytes and
// interaction timings in Chromium). Each run starts a fresh browser: a cold first visit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_PATHS, MERCHANT_CODE } from '../shared/src/api/contract.ts';
import type { ApiEnvelope, LoginValue } from '../shared/src/api/contract.ts';
import { createEncryptKey, encryptPayload } from '../shared/src/api/crypto.ts';
import { waitForHealth } from './lib/wait-for-health.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
// Ports as `pnpm start` takes them (PORT, STORE_PORT, API_PORT; SITE_ENV picks the pin file): a second instance of
// the site can be measured beside one that tests use.
const BASE = `http://localhost:${process.env.PORT ?? 8080}`;
const STORE_PORT = process.env.STORE_PORT ?? '8081';
const RUNS = 3;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const OUT = path.join(ROOT, '.data');
const PAGES: { name: string; path: string; signedIn: boolean }[] = [
  { name: 'home', path: '/m/home', signedIn: false },
  { name: 'lobby category', path: '/m/slot-games', signedIn: false },
  { name: 'member centre (signed in)', path: '/m/member', signedIn: true },
];

interface LighthouseRun {
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

const slug = (name: string) =>
  name
    .replace(/[^a-z]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
          evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
        }>;
        close(): Promise<void>;
      }>;
    };
  }
).default;

function appOf(url: string): string {
  const parsed = new URL(url);
  return parsed.port === STORE_PORT ? (parsed.pathname.split('/')[1] ?? 'remote') : 'shell';
}

/** A member session as the site stores it after sign-in (shared/src/session/session.ts). */
async function signIn(username: string, password: string) {
  const key = createEncryptKey();
  const query = new URLSearchParams({ merchantCode: MERCHANT_CODE, moduleId: 'COMM3' });
  const response = await fetch(`${BASE}${API_PATHS.login}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-encrypt-key': key },
    body: JSON.stringify(encryptPayload({ username, password, captcha: '', type: 'username' }, key)),
  });
  const envelope = (await response.json()) as ApiEnvelope<LoginValue>;
  if (!envelope.value) throw new Error(`bench sign-in failed: ${envelope.code}`);
  const value = envelope.value;
  return {
    token: value.token,
    merchantCode: MERCHANT_CODE,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: false,
    expiresAt: value.expiresAt,
  };
}

async function runLighthouse(pagePath: string, signedIn: boolean, saveAs: string): Promise<LighthouseRun> {
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    if (signedIn) {
      // The session lives in the tab's sessionStorage, which Lighthouse's navigation in this tab keeps.
      const session = await signIn('demo01', 'demo1234');
      await page.goto(`${BASE}/health`);
      await page.evaluate((info) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), session);
    }
    const { lhr } = await lighthouse(
      `${BASE}${pagePath}?lang=en`,
      {
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        // Keeps the session's storage; the HTTP cache is still cold (a fresh browser each run).
        disableStorageReset: signedIn,
      },
      undefined,
      page,
    );
    // The whole report of every run, for reading what makes a figure (long tasks, the LCP phases, requests).
    writeFileSync(path.join(OUT, 'lighthouse', `${saveAs}.json`), JSON.stringify(lhr));
    const scriptBytes: Record<string, number> = {};
    for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
      // Scripts, and the remotes' scripts preloaded as fetches into the HTTP cache (their script requests then
      // transfer nothing).
      if (!item.url || !/\.js$/.test(new URL(item.url).pathname)) continue;
      const app = appOf(item.url);
      scriptBytes[app] = (scriptBytes[app] ?? 0) + (item.transferSize ?? 0);
    }
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
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

mkdirSync(path.join(OUT, 'lighthouse'), { recursive: true });
const dbPath = path.join(OUT, 'bench.db');
const site = spawn(process.execPath, [path.join(ROOT, 'scripts/start.ts')], {
  env: { ...process.env, RESET_DB: '1', DB_PATH: dbPath },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  // The first start may build every app for production: allow it ten minutes.
  await waitForHealth(`${BASE}/health`, site, { name: 'the site', timeoutMs: 600_000 });
  const report: Record<
    string,
    { path: string; runs: LighthouseRun[]; median: Omit<LighthouseRun, 'lcpElement'> }
  > = {};
  for (const { name, path: pagePath, signedIn } of PAGES) {
    const runs: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await runLighthouse(pagePath, signedIn, `${slug(name)}-${run + 1}`));
    const pick = (key: 'performance' | 'lcpMs' | 'tbtMs' | 'cls') => median(runs.map((run) => run[key]));
    const apps = [...new Set(runs.flatMap((run) => Object.keys(run.scriptBytes)))].sort();
    const scriptBytes = Object.fromEntries(
      apps.map((app) => [app, median(runs.map((run) => run.scriptBytes[app] ?? 0))]),
    );
    const m = {
      performance: pick('performance'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      scriptBytes,
    };
    report[name] = { path: pagePath, runs, median: m };
    const total = Object.values(scriptBytes).reduce((a, b) => a + b, 0);
    console.log(
      `${name} (${pagePath}): Lighthouse mobile, median of ${RUNS}: performance ${m.performance}, ` +
        `LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}; scripts transferred ${total} B ` +
        `(${apps.map((app) => `${app} ${scriptBytes[app]}`).join(', ')})`,
    );
    console.log(`  LCP element: ${runs[0]?.lcpElement.slice(0, 140)}`);
  }
  writeFileSync(path.join(OUT, 'bench-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`report: ${path.relative(ROOT, path.join(OUT, 'bench-report.json'))}`);
  // First-load bytes by app (gzip -9) and the interaction timings.
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/bench-lobby.ts')], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_URL: BASE },
  });
} finally {
  site.kill('SIGTERM');
  rmSync(path.join(OUT, 'lighthouse-run.json'), { force: true });
}
