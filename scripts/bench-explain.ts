// `pnpm bench:explain [page]` (with the site running): why a page's LCP and TBT figures are what they are. One
// Lighthouse run as `pnpm bench` makes it, then Lighthouse's own simulation of that page load (Lantern: the observed
// requests and main-thread tasks replayed on a slow 4G link, 150 ms round trips, six HTTP/1.1 connections per
// origin, at most ten requests at a time, the bandwidth shared equally by the requests in flight): every request and
// task of the simulated LCP graph with its simulated start and end, the last ones last, and what each waited for.
// The figure is the end of that graph, so the bottom lines are what to cut or move. Also printed: the observed LCP
// and which requests started or ended after it (Lantern leaves out every request that ended after the observed LCP;
// one that starts just before it adds a round trip at the end). Printed, never asserted.
//
// Then the blocking time: every main-thread task of Lantern's TBT simulation that lasts 50 ms or more there, with its
// simulated start and length, its observed length, what it holds (layout, script, timers, parsing) and the scripts
// it ran. Lantern stretches an observed task 4× (the preset's CPU slowdown), but only 2× when it holds a layout, drops
// tasks under 10 ms observed, and counts what lasts beyond 50 ms between its first contentful paint and its
// time to interactive (the end of the last such task): so a script task counts from 12.5 ms observed, a layout from
// 25 ms.
//
// `--what-if <part>=<factor>[,<part>=<factor>…]` (repeatable): the same load re-audited as if every request whose
// URL contains <part> had transferred <factor> times its bytes (`libs.=0.8`: the libraries' file 20 % smaller), one
// line per option: what a cut would be worth to the figure before anyone makes it. `<part>=late` instead has those
// requests end after the observed paint (Lantern then leaves them out of the LCP graph): what the figure would be had
// the page painted before they ended.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  BENCH_PAGES,
  type LoadChange,
  pageUrl,
  reauditWithChanges,
  runLighthouse,
  slug,
} from './lib/lighthouse.ts';

/** The parts of Lantern's graph nodes and timings read here (Lighthouse ships no types for them). */
interface LanternNode {
  type: 'network' | 'cpu';
  /** The nodes that must end before this one starts (Lantern's graph: initiators and the task a request was sent in). */
  getDependencies(): LanternNode[];
  /** Observed duration of a CPU task, in microseconds. */
  duration: number;
  /** A CPU task's trace events (complete events: name, duration in microseconds, data such as a script's URL). */
  childEvents: { name: string; dur?: number; args?: { data?: { url?: string } } }[];
  /** Whether a CPU task laid the page out (Lantern stretches such a task less). */
  didPerformLayout(): boolean;
  request: { url: string; priority: string; transferSize: number };
}
interface LanternTiming {
  startTime: number;
  endTime: number;
}
interface LanternModule {
  Simulation: { Simulator: { allNodeTimings: Map<string, Map<LanternNode, LanternTiming>> } };
}
interface SavedReport {
  audits: Record<
    string,
    {
      details?: {
        items?: {
          observedLargestContentfulPaint?: number;
          /** The simulated figures (the metrics audit). */
          firstContentfulPaint?: number;
          interactive?: number;
          url?: string;
          networkRequestTime?: number;
          networkEndTime?: number;
        }[];
      };
    }
  >;
}

const base = `http://localhost:${process.env.PORT ?? '8080'}`;
const storePort = process.env.STORE_PORT ?? '8081';
const args = process.argv.slice(2);
const wanted = args[0] && !args[0].startsWith('--') ? args[0] : 'member';
/** The --what-if scenarios, each a list of changes to the load. */
const whatIfs: LoadChange[][] = [];
for (let index = 0; index < args.length; index += 1) {
  if (args[index] !== '--what-if') continue;
  const scenario = (args[index + 1] ?? '').split(',').map((part): LoadChange => {
    const [match, change] = part.split('=');
    if (match && change === 'late') return { match, late: true };
    if (!match || !(Number(change) >= 0)) {
      console.error(
        `--what-if takes <part of a URL>=<factor> or <part of a URL>=late, e.g. libs.=0.8 (got "${part}")`,
      );
      process.exit(2);
    }
    return { match, factor: Number(change) };
  });
  whatIfs.push(scenario);
}
const page = BENCH_PAGES.find((candidate) => slug(candidate.name).startsWith(wanted.toLowerCase()));
if (!page) {
  console.error(
    `no page named ${wanted}: ${BENCH_PAGES.map((candidate) => slug(candidate.name)).join(', ')}`,
  );
  process.exit(2);
}

// The same Lighthouse install that runLighthouse uses: its simulator keeps the timings of its last simulations.
const require = createRequire(import.meta.url);
const lighthouseDir = path.dirname(require.resolve('lighthouse/package.json'));
const lantern = (await import(
  pathToFileURL(path.join(lighthouseDir, 'core/lib/lantern/lantern.js')).href
)) as LanternModule | undefined;
if (!lantern?.Simulation?.Simulator?.allNodeTimings) {
  console.error('this Lighthouse version keeps no simulation timings (core/lib/lantern/lantern.js)');
  process.exit(1);
}

const saveTo = path.join(import.meta.dirname, '..', '.data', `explain-${slug(page.name)}.json`);
const artifactsDir = whatIfs.length ? mkdtempSync(path.join(tmpdir(), 'mc-explain-')) : undefined;
const run = await runLighthouse({
  base,
  storePort,
  pagePath: page.path,
  signedIn: page.signedIn,
  reopened: page.reopened,
  saveTo,
  artifactsDir,
});
console.log(
  `${page.name} (${page.path}): performance ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, ` +
    `LCP element ${run.lcpElement}`,
);

const report = JSON.parse(await readFile(saveTo, 'utf8')) as SavedReport;
const observedLcp = report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
console.log(`\nobserved (unthrottled) LCP ${Math.round(observedLcp)} ms; requests that start after it:`);
for (const item of report.audits['network-requests']?.details?.items ?? []) {
  if ((item.networkRequestTime ?? 0) > observedLcp - 50)
    console.log(
      `  ${String(Math.round(item.networkRequestTime ?? 0)).padStart(5)} ms ${
        (item.networkRequestTime ?? 0) < observedLcp ? '(before the LCP: in the graph) ' : ''
      }${item.url ?? ''}`,
    );
}

/** A request's or script's file name; a name that is not a URL (Lighthouse's own `_lighthouse-eval.js`) as it is. */
const fileName = (url: string) => (URL.canParse(url) && path.basename(new URL(url).pathname)) || url;
const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, (origin) => new URL(origin).port || origin);
for (const [label, timings] of lantern.Simulation.Simulator.allNodeTimings) {
  if (!/^pessimisticLargestContentfulPaint/.test(label)) continue;
  const rows = [...timings].sort(([, a], [, b]) => a.endTime - b.endTime);
  const end = Math.max(...rows.map(([, timing]) => timing.endTime));
  console.log(`\nsimulated LCP graph (${label}), ends at ${Math.round(end)} ms:`);
  console.log('  start    end  what');
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.priority} ${node.request.transferSize} B ${short(node.request.url)}`
        : `main-thread task (${Math.round(node.duration / 1000)} ms observed)`;
    // What it waited for: a request sent during a task waits for that task, so a file the HTML names can start
    // only after the parse, and one a script adds only after that script's task.
    const after = node
      .getDependencies()
      .map((dependency) =>
        dependency.type === 'network'
          ? fileName(dependency.request.url)
          : `task ${Math.round(dependency.duration / 1000)} ms`,
      );
    console.log(
      `  ${String(Math.round(timing.startTime)).padStart(5)} ${String(Math.round(timing.endTime)).padStart(6)}  ${what}` +
        (after.length ? `  (after ${after.join(', ')})` : ''),
    );
  }
}

/** The trace events that say what a task did, by their names in Chromium's trace. */
const TASK_PARTS: Record<string, string> = {
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  Paint: 'paint',
  ParseHTML: 'HTML',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'timer',
  FireAnimationFrame: 'frame callback',
  RunMicrotasks: 'promises',
  EventDispatch: 'event',
  MinorGC: 'GC',
  MajorGC: 'GC',
};
const metrics = report.audits.metrics?.details?.items?.[0];
for (const [label, timings] of lantern.Simulation.Simulator.allNodeTimings) {
  if (!/^optimisticTotalBlockingTime/.test(label)) continue;
  console.log(
    `\nsimulated tasks of 50 ms or more (${label}; TBT counts what lasts beyond 50 ms between FCP ` +
      `${metrics?.firstContentfulPaint ?? '?'} ms and TTI ${metrics?.interactive ?? '?'} ms):`,
  );
  console.log('  start  length  observed        holds');
  const long = [...timings]
    .filter(([node, timing]) => node.type === 'cpu' && timing.endTime - timing.startTime >= 50)
    .sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, timing] of long) {
    const parts = new Map<string, number>();
    const scripts = new Set<string>();
    for (const event of node.childEvents) {
      const part = TASK_PARTS[event.name];
      if (part) parts.set(part, (parts.get(part) ?? 0) + (event.dur ?? 0) / 1000);
      const url = event.args?.data?.url;
      if (url && (event.name === 'EvaluateScript' || event.name === 'FunctionCall'))
        scripts.add(fileName(url));
    }
    // A task none of whose events is named above: its longest event, as Chromium names it.
    const longest = [...node.childEvents].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    if (!parts.size && longest) parts.set(longest.name, (longest.dur ?? 0) / 1000);
    const holds = [...parts]
      .filter(([, ms]) => ms >= 1)
      .sort(([, a], [, b]) => b - a)
      .map(([part, ms]) => `${part} ${Math.round(ms)}`)
      .join(', ');
    console.log(
      `  ${String(Math.round(timing.startTime)).padStart(5)} ${String(Math.round(timing.endTime - timing.startTime)).padStart(7)}` +
        `  ${(node.duration / 1000).toFixed(1).padStart(5)} ms ${node.didPerformLayout() ? '×2' : '×4'}` +
        `  ${holds || 'no traced events'}${scripts.size ? ` (${[...scripts].slice(0, 3).join(', ')})` : ''}`,
    );
  }
}
console.log(`\nthe whole report: ${path.relative(process.cwd(), saveTo)}`);

if (artifactsDir) {
  console.log(
    `\nwhat if (the same load re-audited with other byte counts or later ends; as run: LCP ${run.lcpMs} ms):`,
  );
  for (const changes of whatIfs) {
    const figures = await reauditWithChanges(artifactsDir, pageUrl(base, page.path), page.signedIn, changes);
    const label = changes
      .map((change) =>
        'late' in change ? `${change.match} after the paint` : `${change.match} ×${change.factor}`,
      )
      .join(', ');
    console.log(
      `  ${label}: performance ${figures.performance}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms`,
    );
  }
  rmSync(artifactsDir, { recursive: true, force: true });
}
