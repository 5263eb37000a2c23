// `pnpm bench:ab <git-ref> [runs] [pages]`: this working tree (A) against another commit (B), measured in turn. Lighthouse
// on these machines varies two- to fourfold between runs of the same build, and the machine's speed drifts over
// minutes, so two `pnpm bench` runs one after the other do not compare two builds. Here both builds are served at
// the same time and each page is measured A, B, then B, A, …, so that drift hits both alike; the medians and every
// run's TBT are printed and written to .data/bench-ab-report.json. Never asserted: these machines are noisy. The word
// `taps` measures `pnpm bench:taps` the same way: a run of every tap on A, then on B, then B, A, … (BENCH_LANG for
// one language, BENCH_TAPS for some taps).
//
// A is served as `pnpm bench` serves it (PORT, STORE_PORT, API_PORT, REGISTRY_PORT, default 8080, 8081, 8090,
// 8070: stop `pnpm start` first). B is a git worktree in the system's temporary folder, outside the repo that the
// linters and tests read (kept for the next comparison with the same commit), installed from the pnpm store, served
// on A's ports + 100, its local pin file and allow-list pointed at its own release store.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './lib/figures.ts';
import { BENCH_PAGES, BENCH_THROTTLING, type LighthouseRun, runLighthouse, slug } from './lib/lighthouse.ts';
import { measureTaps, mergeTapFigures, TAP_LANGUAGES, type TapFigures } from './lib/taps.ts';
import { waitForHealth } from './lib/wait-for-health.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.data');
const [ref, runsArg, ...only] = process.argv.slice(2);
if (!ref) {
  console.error(
    'usage: pnpm bench:ab <git-ref> [runs per page and side, default 5] [page: home, lobby, member, taps …]',
  );
  process.exit(2);
}
const RUNS = Number(runsArg ?? 5);
// `taps`: the taps benchmark. The Lighthouse pages to measure: all when no word is given, or those whose name starts
// with one of the other words (e.g. `home member`).
const TAPS_WORD = 'taps';
const TAPS = only.some((word) => word.toLowerCase() === TAPS_WORD);
const pageWords = only.filter((word) => word.toLowerCase() !== TAPS_WORD);
const PAGES = BENCH_PAGES.filter(
  (page) => only.length === 0 || pageWords.some((word) => slug(page.name).startsWith(word.toLowerCase())),
);
if (PAGES.length === 0 && !TAPS) {
  console.error(
    `no page named ${only.join(', ')}: ${[...BENCH_PAGES.map((page) => slug(page.name)), TAPS_WORD].join(', ')}`,
  );
  process.exit(2);
}

interface Side {
  name: 'A' | 'B';
  dir: string;
  label: string;
  sitePort: number;
  storePort: number;
  apiPort: number;
  registryPort: number;
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return result.stdout.trim();
}

/** The release store's port that a checkout's pin file and allow-list name (the default one). */
const CHECKED_IN_STORE_PORT = 8081;

/** B's tree: a detached worktree of the commit with its dependencies, its release store at `storePort`. */
function prepareB(sha: string, storePort: number): string {
  const dir = path.join(tmpdir(), 'mc-bench-ab', sha.slice(0, 12));
  if (!existsSync(dir)) {
    mkdirSync(path.dirname(dir), { recursive: true });
    run('git', ['worktree', 'add', '--detach', dir, sha], ROOT);
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], dir);
  }
  // A throwaway checkout: its pin file and allow-list name its own store.
  for (const file of ['deploy/allow-list.json', 'deploy/environments/local.json']) {
    const target = path.join(dir, file);
    writeFileSync(
      target,
      readFileSync(target, 'utf8').replaceAll(`localhost:${CHECKED_IN_STORE_PORT}`, `localhost:${storePort}`),
    );
  }
  return dir;
}

function serve(side: Side): ChildProcess {
  return spawn(process.execPath, [path.join(side.dir, 'scripts/start.ts')], {
    cwd: side.dir,
    env: {
      ...process.env,
      PORT: String(side.sitePort),
      STORE_PORT: String(side.storePort),
      API_PORT: String(side.apiPort),
      REGISTRY_PORT: String(side.registryPort),
      RESET_DB: '1',
      // Each side's own database: a folder for the embedded default, a file for a build of the SQLite era.
      DATA_DIR: path.join(OUT, `bench-ab-${side.name}`),
      DB_PATH: path.join(OUT, `bench-ab-${side.name}.db`),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const sitePort = Number(process.env.PORT ?? 8080);
const storePort = Number(process.env.STORE_PORT ?? 8081);
const apiPort = Number(process.env.API_PORT ?? 8090);
const registryPort = Number(process.env.REGISTRY_PORT ?? 8070);
const sha = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], ROOT);
const head = run('git', ['rev-parse', '--short', 'HEAD'], ROOT);
const changed = run('git', ['status', '--porcelain', '--untracked-files=no'], ROOT) !== '';
const sides: Side[] = [
  {
    name: 'A',
    dir: ROOT,
    label: `this tree (${head}${changed ? ' with changes' : ''})`,
    sitePort,
    storePort,
    apiPort,
    registryPort,
  },
  {
    name: 'B',
    dir: prepareB(sha, storePort + 100),
    label: `${ref} (${sha.slice(0, 10)})`,
    sitePort: sitePort + 100,
    storePort: storePort + 100,
    apiPort: apiPort + 100,
    registryPort: registryPort + 100,
  },
];

/** `RUNS` measurements of each side, taken in turn: A, B, then B, A, … (neither side always goes first). */
async function inTurn<T>(measure: (side: Side) => Promise<T>): Promise<Record<'A' | 'B', T[]>> {
  const runs: Record<'A' | 'B', T[]> = { A: [], B: [] };
  for (let round = 0; round < RUNS; round += 1) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse())
      runs[side.name].push(await measure(side));
  }
  return runs;
}

/** Each tap's median on each side, by language, with every run. */
function printTaps(taps: Record<'A' | 'B', TapFigures>) {
  console.log(
    `taps at 4× CPU slowdown (Event Timing), ${RUNS} runs each, in turn: median A vs B (every run)`,
  );
  for (const [tap, byLanguage] of Object.entries(taps.A)) {
    const cells = TAP_LANGUAGES.map((language) => {
      const a = byLanguage[language]?.durations ?? [];
      const b = taps.B[tap]?.[language]?.durations ?? [];
      return `${language.toUpperCase()} ${median(a)} vs ${median(b)} ms (${a.join(', ')} | ${b.join(', ')})`;
    });
    console.log(`  ${tap.padEnd(28)} ${cells.join('   ')}`);
  }
  console.log(`  A ${sides[0]!.label}, B ${sides[1]!.label}`);
}

const sites = sides.map(serve);
try {
  // The first start of a side may build every app for production: allow it ten minutes.
  await Promise.all(
    sides.map((side, index) =>
      waitForHealth(`http://localhost:${side.sitePort}/health`, sites[index]!, {
        name: `site ${side.name}`,
        timeoutMs: 600_000,
      }),
    ),
  );
  const report: Record<string, Record<'A' | 'B', LighthouseRun[]>> = {};
  for (const page of PAGES) {
    const runs = await inTurn((side) =>
      runLighthouse({
        base: `http://localhost:${side.sitePort}`,
        storePort: String(side.storePort),
        pagePath: page.path,
        signedIn: page.signedIn,
        reopened: page.reopened,
      }),
    );
    report[page.name] = runs;
    console.log(
      `${page.name} (${page.path}): Lighthouse mobile (${BENCH_THROTTLING} throttling), ${RUNS} runs each, in turn`,
    );
    for (const side of sides) {
      const mine = runs[side.name];
      const pick = (key: 'performance' | 'lcpMs' | 'tbtMs' | 'cls') => median(mine.map((one) => one[key]));
      console.log(
        `  ${side.name} ${side.label}: performance ${pick('performance')}, LCP ${pick('lcpMs')} ms, ` +
          `TBT ${pick('tbtMs')} ms, CLS ${pick('cls')} (TBT of each run: ${mine.map((one) => one.tbtMs).join(', ')})`,
      );
    }
  }
  let taps: Record<'A' | 'B', TapFigures> | undefined;
  if (TAPS) {
    const runs = await inTurn((side) =>
      measureTaps({
        base: `http://localhost:${side.sitePort}`,
        storePort: String(side.storePort),
        runs: 1,
        langs: TAP_LANGUAGES,
      }),
    );
    taps = { A: mergeTapFigures(runs.A), B: mergeTapFigures(runs.B) };
    printTaps(taps);
  }
  const file = path.join(OUT, 'bench-ab-report.json');
  const labels = { A: sides[0]!.label, B: sides[1]!.label };
  writeFileSync(file, `${JSON.stringify({ ...labels, runs: RUNS, pages: report, taps }, null, 2)}\n`);
  console.log(`report: ${path.relative(ROOT, file)}`);
} finally {
  for (const site of sites) site.kill('SIGTERM');
}
