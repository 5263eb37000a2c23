// Builds the shell and the four remotes for production. A remote's build is then copied into the local release
// store as `releases/<remote>/<version>-dev/`. Without --force, an app is rebuilt only when its sources (or
// shared's, or the build tooling's) changed since its last build: `pnpm start` calls this.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration, MultiStats, Stats } from 'webpack';
import { DEV_VERSION_SUFFIX, REMOTE_DIRS, writeReleaseFolder } from '../deploy/src/releases.ts';
import { inlineScriptHashes, securityHeaders } from '../deploy/src/site-server.ts';
import { textsChunkOf } from '../shared/src/contracts/page-parts.ts';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const RELEASES = path.join(ROOT, 'releases');
export const APPS = ['shell', 'remote-account', 'remote-lobby', 'remote-content', 'remote-agent'] as const;
export type AppDir = (typeof APPS)[number];
type RemoteDir = Exclude<AppDir, 'shell'>;
const REMOTE_OF_DIR = Object.fromEntries(
  Object.entries(REMOTE_DIRS).map(([remote, dir]) => [dir, remote]),
) as Record<RemoteDir, keyof typeof REMOTE_DIRS>;

export function appVersion(app: AppDir): string {
  return (JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** The version of an app's development build: its package version with the suffix no release may carry. */
export function devVersion(app: AppDir): string {
  return `${appVersion(app)}${DEV_VERSION_SUFFIX}`;
}

/** Where a remote's development build lives in the local release store. */
export function releaseDir(app: AppDir): string {
  return path.join(RELEASES, app, devVersion(app));
}

/** A hash of everything that goes into an app's bundle: its sources, shared's, the tooling, the lockfile. */
function sourceHash(app: AppDir): string {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', app, 'shared', 'tools', 'pnpm-lock.yaml'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file && existsSync(path.join(ROOT, file)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

const STAMP = '.build-stamp';

function outputDir(app: AppDir): string {
  return app === 'shell' ? path.join(ROOT, 'shell', 'dist') : releaseDir(app);
}

export function isUpToDate(app: AppDir): boolean {
  const stamp = path.join(outputDir(app), STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(app);
}

/** An app's production build: one config, or several (a remote's first-paint scripts after its container). */
export async function compile(app: AppDir): Promise<Stats | MultiStats> {
  const configModule = (await import(path.join(ROOT, app, 'webpack.config.ts'))) as {
    default: (env: unknown, argv: { mode: string }) => Configuration | Configuration[];
  };
  const config = configModule.default({}, { mode: 'production' });
  const stats = await new Promise<Stats | MultiStats>((resolve, reject) => {
    const done = (error: Error | null | undefined, result?: Stats | MultiStats) => {
      if (error || !result) reject(error ?? new Error('webpack gave no stats'));
      else resolve(result);
    };
    // webpack's overloads take one config or an array, not a union of both.
    if (Array.isArray(config)) webpack(config, done);
    else webpack(config, done);
  });
  if (stats.hasErrors()) {
    throw new Error(
      `${app} failed to build:\n${stats.toString({ colors: false, all: false, errors: true })}`,
    );
  }
  return stats;
}

/**
 * The shell's JavaScript needed before it renders: the entry, the bootstrap chunk and every chunk of a shared
 * library it provides (all of them load at start). Written to dist/initial-js.json for the byte budgets and the
 * page's preloads. Not the chunks of its consumers' fallbacks: webpack emits a library the shell both provides and
 * consumes twice (React DOM, jotai), and the page runs the provided copy (the shell is the first provider), so a
 * fallback copy is never loaded at start; preloading it downloaded 3.3 KB for nothing. `styles` are those chunks'
 * style sheets: webpack runs a chunk only once its style sheet has loaded, so the page preloads them with the scripts
 * rather than asking for them after main.js has run (a round trip before the member centre's first render).
 */
/**
 * The files largest first: the page preloads them in this order on a connection that takes six requests at a time,
 * so the longest transfer (the libraries) starts at once instead of queueing behind small files.
 */
function largestFirst(dist: string, files: Iterable<string>): string[] {
  const size = (file: string) => statSync(path.join(dist, file)).size;
  return [...files].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

function writeShellInitialFiles(stats: Stats, dist: string): void {
  const { chunks = [] } = stats.toJson({ all: false, chunks: true, chunkOrigins: true });
  const files = new Set<string>();
  const styles = new Set<string>();
  // The shell's texts in each language (texts-<namespace>-<language>-json chunks): the page preloads its own
  // language's, which the first render waits for (shared/src/i18n/i18next-setup.ts).
  const texts: { file: string; lang: string }[] = [];
  for (const chunk of chunks) {
    const language = chunk.names?.map((name) => textsChunkOf(name)?.language).find(Boolean);
    if (language) {
      for (const file of chunk.files ?? []) if (file.endsWith('.js')) texts.push({ file, lang: language });
      continue;
    }
    const initial =
      chunk.initial ||
      chunk.origins?.some(
        (origin) =>
          origin.request === './bootstrap' || /^provide shared module/.test(origin.moduleName ?? ''),
      );
    if (!initial) continue;
    for (const file of chunk.files ?? []) {
      if (file.endsWith('.js')) files.add(file);
      else if (file.endsWith('.css')) styles.add(file);
    }
  }
  writeFileSync(
    path.join(dist, 'initial-js.json'),
    `${JSON.stringify({ files: largestFirst(dist, files), styles: [...styles].sort(), texts }, null, 2)}\n`,
  );
}

/**
 * nginx serves the same security headers as the Node site server: one include file per environment, written
 * from the same function with the built page's inline-script hash (deploy/nginx/templates picks SITE_ENV's).
 */
function writeNginxSecurityHeaders(dist: string): void {
  const allowList = JSON.parse(readFileSync(path.join(ROOT, 'deploy/allow-list.json'), 'utf8')) as {
    origins: Record<string, string[]>;
    gameProviders: Record<string, string[]>;
  };
  const hashes = inlineScriptHashes(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  for (const [environment, origins] of Object.entries(allowList.origins)) {
    const headers = securityHeaders({
      remoteOrigins: origins,
      frameOrigins: allowList.gameProviders[environment] ?? [],
      inlineScriptHashes: hashes,
    });
    const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
    writeFileSync(path.join(dist, `security-headers.${environment}.conf`), `${lines.join('\n')}\n`);
  }
}

export async function buildApp(app: AppDir): Promise<void> {
  const started = Date.now();
  const hash = sourceHash(app);
  const stats = await compile(app);
  const dist = path.join(ROOT, app, 'dist');
  // The shell's build is one config.
  if (app === 'shell') writeShellInitialFiles(stats as Stats, dist);
  if (app !== 'shell') {
    // The local development build of a remote: `<package version>-dev` in the release store, rebuilt in place
    // when sources change (only `pnpm remotes release` makes immutable releases, and never of a -dev version),
    // with the same release.json and hashes.
    const target = releaseDir(app);
    rmSync(target, { recursive: true, force: true });
    writeReleaseFolder(target, dist, REMOTE_OF_DIR[app], devVersion(app), 'dev');
  }
  if (app === 'shell') writeNginxSecurityHeaders(dist);
  writeFileSync(path.join(outputDir(app), STAMP), hash);
  console.log(
    `[build] ${app} ${app === 'shell' ? appVersion(app) : devVersion(app)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

export async function buildMissing(force = false): Promise<void> {
  for (const app of APPS) {
    if (!force && isUpToDate(app)) {
      console.log(`[build] ${app} is up to date`);
      continue;
    }
    await buildApp(app);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--')) as AppDir[];
  const force = process.argv.includes('--force');
  const run = only.length ? Promise.all(only.map((app) => buildApp(app))) : buildMissing(force);
  run.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
