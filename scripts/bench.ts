// `pnpm bench`: the performance figures players feel, printed and written to .data/bench-report.json, never
// asserted (these machines are noisy). Builds what is missing or stale and starts the site on a fresh database
// (scripts/start.ts), then runs Lighthouse 13 through its Node API (mobile preset: Moto G Power emulation, slow 4G
// and 4× CPU simulated) BENCH_RUNS times (default 5) on each page — home, a lobby category, and the member centre
// signed out, signed in as demo01 (the session is put into the tab's sessionStorage before Lighthouse loads the
// page) and reopened in that tab (shown once first, keeping what the site keeps in the tab) — each
// as a first-time visitor opens it (scripts/lib/lighthouse.ts: Bengali, a fresh browser, a cold cache), and prints
// the medians, every run's TBT and LCP (total blocking time varies several-fold between runs here: a median of
// three hid whole modes of it) and the JavaScript bytes by app; then the lobby benchmark (scripts/bench-lobby.ts:
// first-load bytes and interaction timings in Chromium).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './lib/figures.ts';
import { BENCH_PAGES, BENCH_THROTTLING, type LighthouseRun, runLighthouse, slug } from './lib/lighthouse.ts';
import { waitForHealth } from './lib/wait-for-health.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
// Ports as `pnpm start` takes them (PORT, STORE_PORT, API_PORT; SITE_ENV picks the pin file): a second instance of
// the site can be measured beside one that tests use.
const BASE = `http://localhost:${process.env.PORT ?? 8080}`;
const STORE_PORT = process.env.STORE_PORT ?? '8081';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OUT = path.join(ROOT, '.data');

mkdirSync(path.join(OUT, 'lighthouse'), { recursive: true });
const dataDir = path.join(OUT, 'bench');
const site = spawn(process.execPath, [path.join(ROOT, 'scripts/start.ts')], {
  env: { ...process.env, RESET_DB: '1', DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  // The first start may build every app for production: allow it ten minutes.
  await waitForHealth(`${BASE}/health`, site, { name: 'the site', timeoutMs: 600_000 });
  const report: Record<
    string,
    { path: string; runs: LighthouseRun[]; median: Omit<LighthouseRun, 'lcpElement'> }
  > = {};
  for (const { name, path: pagePath, signedIn, reopened } of BENCH_PAGES) {
    const runs: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(
        await runLighthouse({
          base: BASE,
          storePort: STORE_PORT,
          pagePath,
          signedIn,
          reopened,
          // The whole report of every run, for reading what makes a figure (long tasks, the LCP phases, requests).
          saveTo: path.join(OUT, 'lighthouse', `${slug(name)}-${run + 1}.json`),
        }),
      );
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
      `${name} (${pagePath}): Lighthouse mobile (${BENCH_THROTTLING} throttling), median of ${RUNS}: ` +
        `performance ${m.performance}, ` +
        `LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}; scripts transferred ${total} B ` +
        `(${apps.map((app) => `${app} ${scriptBytes[app]}`).join(', ')})`,
    );
    console.log(
      `  every run: TBT ${runs.map((run) => run.tbtMs).join(', ')} ms; LCP ${runs.map((run) => run.lcpMs).join(', ')} ms`,
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
