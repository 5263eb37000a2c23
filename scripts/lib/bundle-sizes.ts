// Deterministic byte counts of the production build (gzip -9 of each file), for the byte budgets (scripts/budgets.ts).
// What counts:
// - shell `initial`: the files the shell needs before it can render anything: its entry, the bootstrap chunk, the
//   chunks of every shared library it provides (React, React DOM, the router, query, i18n, jotai, shared) and its
//   texts in Bengali, the default language. The build lists them in shell/dist/initial-js.json from webpack's
//   chunk graph (scripts/build.ts).
// - each remote's `remoteEntry` and, per exposed module, the files its manifest loads synchronously with it (but
//   remoteEntry.js, which every expose needs).
// - each remote's first-paint scripts (shared/page-parts' FIRST_PAINT_SCRIPTS), each one file of its own.
// - `home`: what the home page loads before any scroll or tap on a Bengali visit: the shell's initial files plus
//   the remote entries, exposes and their Bengali texts that the site server preloads for home
//   (deploy/src/page-preloads.ts), each file counted once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  FIRST_PAINT_SCRIPTS,
  firstLoadModules,
  isFirstPaintFile,
  TEXTS_BY_FILE,
  type TextsByFile,
  textsAskedFor,
  textsChunkOf,
} from 'shared/page-parts';
import { REMOTE_DIRS as RELEASE_DIRS } from '../../deploy/src/releases.ts';
import type { RemoteName } from 'shared/pin-file';

/** The remote modules the home page loads before any scroll or tap: the ones the site server preloads. */
export const HOME_FIRST_LOAD: readonly { remote: RemoteDir; expose: string }[] = firstLoadModules(
  '/m/home',
).map(({ remote, expose }) => ({ remote: RELEASE_DIRS[remote] as RemoteDir, expose }));

/** The remotes' folders, from the release tooling's table. */
export const REMOTE_DIRS = Object.values(RELEASE_DIRS) as RemoteDir[];
export type RemoteDir = `remote-${RemoteName}`;

export interface AppSizes {
  /** Shell only. */
  initial?: number;
  /** Remotes only. */
  remoteEntry?: number;
  /** Remotes only: exposed module name → gzip bytes of its synchronous files. */
  exposes?: Record<string, number>;
  /** Remotes only: first-paint script name → gzip bytes (a page's first paint waits for it). */
  firstPaint?: Record<string, number>;
}

export interface SizeReport {
  apps: Record<string, AppSizes>;
  home: { firstLoad: number; files: number };
}

/** A budget file has the shape of a SizeReport without `home.files`: every number is a maximum in bytes. */
export interface Budgets {
  apps: Record<string, AppSizes>;
  home: { firstLoad: number };
}

interface ManifestLike {
  exposes: { name: string; assets: { js: { sync: string[]; async?: string[] } } }[];
}

/** The language a first visit gets when nothing chose another. */
const MEASURED_LANGUAGE = 'bn';

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Measure a build: `shellDist` holds the shell (with initial-js.json), `remoteDirs` maps each remote to its
 * release folder (remoteEntry.js, mf-manifest.json, js/).
 */
export function measure(shellDist: string, remoteDirs: Record<RemoteDir, string>): SizeReport {
  const sizes = new Map<string, number>();
  const size = (file: string) => {
    if (!existsSync(file)) throw new Error(`missing build file ${file}: run pnpm build`);
    if (!sizes.has(file)) sizes.set(file, gzipBytes(file));
    return sizes.get(file)!;
  };
  const sum = (files: string[]) => files.reduce((total, file) => total + size(file), 0);

  const initial = JSON.parse(readFileSync(path.join(shellDist, 'initial-js.json'), 'utf8')) as {
    files: string[];
    texts?: { file: string; lang: string }[];
  };
  const initialFiles = [
    ...initial.files,
    ...(initial.texts ?? []).filter(({ lang }) => lang === MEASURED_LANGUAGE).map(({ file }) => file),
  ].map((file) => path.join(shellDist, file));
  const apps: Record<string, AppSizes> = { shell: { initial: sum(initialFiles) } };
  const exposeFiles: Record<string, Record<string, string[]>> = {};
  const exposeTexts: Record<string, Record<string, string[]>> = {};
  for (const remote of REMOTE_DIRS) {
    const dir = remoteDirs[remote];
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as ManifestLike;
    // The texts each expose's scripts ask for (tools/webpack/texts-by-file-plugin.ts), in the measured language.
    const textsMap = path.join(dir, TEXTS_BY_FILE);
    const byFile = existsSync(textsMap) ? (JSON.parse(readFileSync(textsMap, 'utf8')) as TextsByFile) : {};
    exposeTexts[remote] = Object.fromEntries(
      manifest.exposes.map((expose) => {
        const texts = textsAskedFor(expose.assets.js.sync, expose.assets.js.async ?? [], byFile).filter(
          (file) => textsChunkOf(file)?.language === MEASURED_LANGUAGE,
        );
        return [expose.name, texts.map((file) => path.join(dir, file))];
      }),
    );
    // An expose's own files: its manifest also names remoteEntry.js (the remote's texts ship in it), counted apart.
    exposeFiles[remote] = Object.fromEntries(
      manifest.exposes.map((expose) => [
        expose.name,
        expose.assets.js.sync.filter((file) => file !== 'remoteEntry.js').map((file) => path.join(dir, file)),
      ]),
    );
    const firstPaint = Object.values(FIRST_PAINT_SCRIPTS)
      .filter((script) => RELEASE_DIRS[script.remote] === remote)
      .map((script) => {
        const js = path.join(dir, 'js');
        const file = readdirSync(js).find((name) => isFirstPaintFile(`js/${name}`, script));
        if (!file) throw new Error(`${remote} has no first-paint script ${script.name}: run pnpm build`);
        return [script.name, size(path.join(js, file))] as const;
      });
    apps[remote] = {
      remoteEntry: size(path.join(dir, 'remoteEntry.js')),
      exposes: Object.fromEntries(
        Object.entries(exposeFiles[remote]).map(([name, files]) => [name, sum(files)]),
      ),
      ...(firstPaint.length ? { firstPaint: Object.fromEntries(firstPaint) } : {}),
    };
  }

  const homeFiles = new Set(initialFiles);
  for (const { remote, expose } of HOME_FIRST_LOAD) {
    homeFiles.add(path.join(remoteDirs[remote], 'remoteEntry.js'));
    const files = exposeFiles[remote]?.[expose];
    if (!files) throw new Error(`${remote} does not expose ${expose}`);
    for (const file of files) homeFiles.add(file);
    for (const file of exposeTexts[remote]?.[expose] ?? []) homeFiles.add(file);
  }
  return { apps, home: { firstLoad: sum([...homeFiles]), files: homeFiles.size } };
}

export interface Overage {
  what: string;
  bytes: number;
  budget: number;
}

/** Every measured figure above its budget, and every figure that has no budget (a new app or expose). */
export function overBudget(report: SizeReport, budgets: Budgets): Overage[] {
  const found: Overage[] = [];
  const check = (what: string, bytes: number, budget: number | undefined) => {
    if (budget === undefined || bytes > budget) found.push({ what, bytes, budget: budget ?? 0 });
  };
  for (const [app, sizes] of Object.entries(report.apps)) {
    const budget = budgets.apps[app];
    if (sizes.initial !== undefined) check(`${app} initial`, sizes.initial, budget?.initial);
    if (sizes.remoteEntry !== undefined)
      check(`${app} remoteEntry.js`, sizes.remoteEntry, budget?.remoteEntry);
    for (const [expose, bytes] of Object.entries(sizes.exposes ?? {})) {
      check(`${app} ./${expose}`, bytes, budget?.exposes?.[expose]);
    }
    for (const [script, bytes] of Object.entries(sizes.firstPaint ?? {})) {
      check(`${app} first paint ${script}`, bytes, budget?.firstPaint?.[script]);
    }
  }
  check('home first load', report.home.firstLoad, budgets.home.firstLoad);
  return found;
}

/** Budgets from a measurement: each figure plus `headroom` (a fraction), rounded up to 100 bytes. */
export function budgetsFrom(report: SizeReport, headroom = 0.03): Budgets {
  const up = (bytes: number) => Math.ceil((bytes * (1 + headroom)) / 100) * 100;
  const apps: Record<string, AppSizes> = {};
  for (const [app, sizes] of Object.entries(report.apps)) {
    apps[app] = {
      ...(sizes.initial !== undefined ? { initial: up(sizes.initial) } : {}),
      ...(sizes.remoteEntry !== undefined ? { remoteEntry: up(sizes.remoteEntry) } : {}),
      ...(sizes.exposes
        ? {
            exposes: Object.fromEntries(
              Object.entries(sizes.exposes).map(([name, bytes]) => [name, up(bytes)]),
            ),
          }
        : {}),
      ...(sizes.firstPaint
        ? {
            firstPaint: Object.fromEntries(
              Object.entries(sizes.firstPaint).map(([name, bytes]) => [name, up(bytes)]),
            ),
          }
        : {}),
    };
  }
  return { apps, home: { firstLoad: up(report.home.firstLoad) } };
}

/**
 * Style sheets of one build folder (`js/*.css`) that are byte for byte the same under different names: a player
 * who loads both downloads the same bytes twice, since the browser caches by URL. Each group lists the names,
 * sorted. Empty sheets count too: each is a request for nothing. Not scripts: a remote's fallback copies of the
 * shared libraries are one file under two chunk ids by design, and never load while the shell provides them.
 */
export function sameFiles(dir: string): string[][] {
  const js = path.join(dir, 'js');
  const byContent = new Map<string, string[]>();
  for (const name of existsSync(js) ? readdirSync(js).sort() : []) {
    if (!name.endsWith('.css')) continue;
    const hash = createHash('sha256')
      .update(readFileSync(path.join(js, name)))
      .digest('hex');
    byContent.set(hash, [...(byContent.get(hash) ?? []), `js/${name}`]);
  }
  const empty = byContent.get(EMPTY_HASH);
  return [
    ...[...byContent.values()].filter((names) => names.length > 1 && names !== empty),
    ...(empty ? [empty] : []),
  ];
}

const EMPTY_HASH = createHash('sha256').update('').digest('hex');
