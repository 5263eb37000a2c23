// `pnpm test:budgets`: the byte budgets, checked in CI. Builds what is missing or stale, measures the
// production build (gzip -9, deterministic; see scripts/lib/bundle-sizes.ts for what counts) and fails when any
// figure is above its budget in budgets.json, or when an app has the same style sheet under two names (or an empty
// one). `--write` rewrites budgets.json from this build plus 3 % headroom:
// do it deliberately, in the commit that explains the growth.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildMissing, releaseDir, ROOT } from './build.ts';
import { budgetsFrom, measure, overBudget, REMOTE_DIRS, sameFiles } from './lib/bundle-sizes.ts';
import type { Budgets, RemoteDir } from './lib/bundle-sizes.ts';

const BUDGETS = path.join(ROOT, 'budgets.json');

await buildMissing();
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const remoteDirs = Object.fromEntries(REMOTE_DIRS.map((remote) => [remote, releaseDir(remote)])) as Record<
  RemoteDir,
  string
>;
const report = measure(SHELL_DIST, remoteDirs);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
if (process.argv.includes('--write')) {
  writeFileSync(BUDGETS, `${JSON.stringify(budgetsFrom(report), null, 2)}\n`);
  console.log(`[budgets] wrote ${path.relative(ROOT, BUDGETS)}`);
}
const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8')) as Budgets;
for (const [app, sizes] of Object.entries(report.apps)) {
  const parts = [
    sizes.initial !== undefined ? `initial ${kb(sizes.initial)}` : '',
    sizes.remoteEntry !== undefined ? `remoteEntry ${kb(sizes.remoteEntry)}` : '',
    ...Object.entries(sizes.exposes ?? {}).map(([name, bytes]) => `${name} ${kb(bytes)}`),
    ...Object.entries(sizes.firstPaint ?? {}).map(([name, bytes]) => `${name} ${kb(bytes)}`),
  ].filter(Boolean);
  console.log(`[budgets] ${app}: ${parts.join(', ')}`);
}
console.log(
  `[budgets] home first load: ${kb(report.home.firstLoad)} in ${report.home.files} files ` +
    `(budget ${kb(budgets.home.firstLoad)})`,
);
const over = overBudget(report, budgets);
for (const item of over) {
  console.error(
    item.budget
      ? `[budgets] OVER: ${item.what} is ${item.bytes} B, budget ${item.budget} B`
      : `[budgets] NO BUDGET: ${item.what} (${item.bytes} B): add it to budgets.json`,
  );
}
// The same bytes under two names are downloaded twice (tools/webpack/shared-sheets.ts shares such style sheets).
const repeated = Object.entries({ shell: SHELL_DIST, ...remoteDirs }).flatMap(([app, dir]) =>
  sameFiles(dir).map((names) => `${app}: ${names.join(', ')}`),
);
for (const group of repeated) console.error(`[budgets] SAME FILE under several names, or empty: ${group}`);
process.exit(over.length || repeated.length ? 1 : 0);
