// `pnpm bench:taps`: how long each tap the team watches takes to paint on a mid-range phone, printed, never asserted
// (these machines are noisy). Needs the site running (`pnpm start`; BENCH_URL, default http://localhost:8080, and
// STORE_PORT like `pnpm bench:lobby`). Each tap in a fresh page loaded and settled at full speed, then tapped with
// the CPU slowed 4×; its duration from Chromium's Event Timing API (what INP counts: good under 200 ms, aim
// 100 ms); the median of BENCH_RUNS (5) in Bengali and English (BENCH_LANG=bn or en for one). BENCH_TAPS=menu,chip
// measures only the taps whose name contains one of those words. Writes .data/bench-taps-report.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './lib/figures.ts';
import { EVENT_TIMING_THRESHOLD_MS, type Language, measureTaps, TAP_LANGUAGES } from './lib/taps.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const storePort = process.env.STORE_PORT ?? '8081';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const langs = TAP_LANGUAGES;

const figures = await measureTaps({ base, storePort, runs, langs });

const cell = (values: number[] | undefined) => (values ? `${median(values)} ms` : '-');
console.log(`taps at 4× CPU slowdown, median of ${runs} (${base}):`);
console.log(
  `${'tap'.padEnd(28)} ${'BN'.padStart(7)} ${'EN'.padStart(7)}  every run (BN | EN), remote files fetched`,
);
for (const [tap, byLanguage] of Object.entries(figures)) {
  const runsOf = (language: Language) => byLanguage[language]?.durations.join(', ') ?? '-';
  const files = langs.map((language) => byLanguage[language]?.remoteFiles.join(',') ?? '-').join(' | ');
  console.log(
    `${tap.padEnd(28)} ${cell(byLanguage.bn?.durations).padStart(7)} ${cell(byLanguage.en?.durations).padStart(7)}` +
      `  ${runsOf('bn')} | ${runsOf('en')}  (${files})`,
  );
}
console.log(
  `Chromium reports no interaction under ${EVENT_TIMING_THRESHOLD_MS} ms: such a tap counts as ${EVENT_TIMING_THRESHOLD_MS}.`,
);
const file = path.join(ROOT, '.data/bench-taps-report.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify({ base, runs, cpuSlowdown: 4, taps: figures }, null, 2)}\n`);
console.log(`report: ${path.relative(ROOT, file)}`);
