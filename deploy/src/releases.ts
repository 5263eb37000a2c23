// Releases and the checks a pin needs. A release is an immutable folder in the release store: the shipped files of
// a build (isShippedFile) with a release.json of their integrity hashes, written beside its place and renamed in.
// checkReleaseForPin makes every check before a release may be pinned (it exists and is intact, its manifest
// parses, its shared singletons are in the shell's ranges, it exposes the shell's contract, it was built against the
// shell's federation runtime, its URL is on the environment's allow-list and serves the same manifest and entry
// bytes). The pins themselves, their revisions and the audit log live in the release registry (registry/).
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type PinnedRelease, REMOTE_NAMES } from 'shared/pin-file';
import { REMOTE_EXPOSES } from 'shared/remote-modules';
import type { RemoteName } from 'shared/pin-file';
import { SHARED_SINGLETONS } from 'shared/singletons';

export const REMOTE_DIRS: Record<RemoteName, string> = {
  account: 'remote-account',
  lobby: 'remote-lobby',
  content: 'remote-content',
  agent: 'remote-agent',
};

/** The singletons a remote must share with versions the shell accepts: the same list the federation shares. */
export const CHECKED_SINGLETONS = SHARED_SINGLETONS;

/**
 * The package whose functions every remote takes from the shell instead of bundling them
 * (tools/webpack/federation/): a remote built against another version of it must not meet this shell.
 */
export const FEDERATION_RUNTIME = '@module-federation/webpack-bundler-runtime';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The federation bundler runtime this checkout builds with: what its shell provides and its remotes require. */
export function federationRuntimeVersion(root: string = ROOT): string {
  const file = createRequire(path.join(root, 'package.json')).resolve(`${FEDERATION_RUNTIME}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export class RefusalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusalError';
  }
}

/** Where releases live and which origins each environment may load them from: what a pin check reads. */
export interface StorePaths {
  /** The release store: `<store>/<remote-dir>/<version>/`. */
  store: string;
  /** `deploy/allow-list.json`. */
  allowList: string;
}

export interface ReleaseMeta {
  remote: RemoteName;
  version: string;
  releasedAt: string;
  commit: string;
  /** SRI string of every file of the release, by path relative to the release folder. */
  files: Record<string, string>;
  manifestIntegrity: string;
  entryIntegrity: string;
  bytes: number;
  /** The federation bundler runtime the release was built against, which the shell must provide. */
  federationRuntime?: string;
}

export interface AllowList {
  /** Per environment: the base URL releases are served from (the pin's manifest URL starts with it). */
  stores: Record<string, string>;
  /** Per environment: the origins a pinned URL may use. */
  origins: Record<string, string[]>;
}

export const RELEASE_META = 'release.json';

export function sri(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/**
 * The version suffix of a development build: `pnpm start` rebuilds `<package version>-dev` in place in the local
 * store whenever sources change, so such a version is never a release and can be pinned only in `local`.
 */
export const DEV_VERSION_SUFFIX = '-dev';

export const isDevVersion = (version: string) => version.endsWith(DEV_VERSION_SUFFIX);

export function releaseDir(paths: Pick<StorePaths, 'store'>, remote: RemoteName, version: string): string {
  return path.join(paths.store, REMOTE_DIRS[remote], version);
}

/** The files of a build that a release ships: build leftovers (the stamp, license notes, the plugin's stats) stay. */
export const isShippedFile = (file: string) =>
  file !== '.build-stamp' && !file.endsWith('.LICENSE.txt') && file !== 'mf-manifest-stats.json';

/**
 * Publish a built remote (its dist folder) as an immutable release in the store, as the registry's store holds
 * them. Refuses a development version and one that exists. The folder appears whole or not at all: it is written
 * beside its place and renamed into it.
 */
export function publishRelease(
  paths: Pick<StorePaths, 'store'>,
  remote: RemoteName,
  version: string,
  distDir: string,
  commit: string,
): ReleaseMeta {
  const target = releaseDir(paths, remote, version);
  if (isDevVersion(version))
    throw new RefusalError(
      `${remote}@${version}: versions ending in ${DEV_VERSION_SUFFIX} are development builds`,
    );
  if (existsSync(target))
    throw new RefusalError(`${remote}@${version} already exists: releases are never overwritten`);
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new RefusalError(`${distDir} holds no mf-manifest.json: build the remote first`);
  }
  const staging = `${target}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const meta = writeReleaseFolder(staging, distDir, remote, version, commit);
  renameSync(staging, target);
  return meta;
}

/** Copy a build into `folder` (what a release ships) and write its release.json with the integrity hashes. */
export function writeReleaseFolder(
  folder: string,
  distDir: string,
  remote: RemoteName,
  version: string,
  commit: string,
): ReleaseMeta {
  mkdirSync(folder, { recursive: true });
  const files: Record<string, string> = {};
  let bytes = 0;
  for (const file of listFiles(distDir).filter(isShippedFile)) {
    const content = readFileSync(path.join(distDir, file));
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), content);
    files[file] = sri(content);
    bytes += content.length;
  }
  const meta: ReleaseMeta = {
    remote,
    version,
    releasedAt: new Date().toISOString(),
    commit,
    files,
    manifestIntegrity: files['mf-manifest.json']!,
    entryIntegrity: files['remoteEntry.js'] ?? '',
    bytes,
    federationRuntime: federationRuntimeVersion(),
  };
  writeFileSync(path.join(folder, RELEASE_META), `${JSON.stringify(meta, null, 2)}\n`);
  return meta;
}

function readRelease(paths: Pick<StorePaths, 'store'>, remote: RemoteName, version: string): ReleaseMeta {
  const dir = releaseDir(paths, remote, version);
  if (!existsSync(dir))
    throw new RefusalError(`release ${remote}@${version} does not exist in ${paths.store}`);
  try {
    return JSON.parse(readFileSync(path.join(dir, RELEASE_META), 'utf8')) as ReleaseMeta;
  } catch {
    throw new RefusalError(`release ${remote}@${version} has no readable ${RELEASE_META}`);
  }
}

interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
}
interface ManifestExpose {
  path: string;
}

/** The shell's accepted range for each checked singleton: caret ranges from shared/package.json. */
export function shellRequirements(sharedPackageJson: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(sharedPackageJson, 'utf8')) as {
    version: string;
    peerDependencies: Record<string, string>;
  };
  const result: Record<string, string> = {};
  for (const name of CHECKED_SINGLETONS) {
    const version = name === 'shared' ? pkg.version : pkg.peerDependencies[name];
    if (!version) throw new Error(`${sharedPackageJson} has no version for the singleton ${name}`);
    result[name] = `^${version}`;
  }
  // Not a shared module: the exact version of the functions the shell hands every remote.
  result[FEDERATION_RUNTIME] = federationRuntimeVersion(path.resolve(path.dirname(sharedPackageJson), '..'));
  return result;
}

/** Caret range check (^a.b.c): same major (same minor when the major is 0) and not lower. */
export function satisfiesCaret(version: string, range: string): boolean {
  const parse = (text: string) => /^(\d+)\.(\d+)\.(\d+)/.exec(text)?.slice(1).map(Number);
  const have = parse(version);
  const need = parse(range.replace(/^\^/, ''));
  if (!have || !need) return false;
  const [hMajor, hMinor, hPatch] = have as [number, number, number];
  const [nMajor, nMinor, nPatch] = need as [number, number, number];
  if (hMajor !== nMajor) return false;
  if (nMajor === 0 && hMinor !== nMinor) return false;
  return hMinor > nMinor || (hMinor === nMinor && hPatch >= nPatch);
}

/** How long the check waits for the release store to answer one file. */
const FETCH_TIMEOUT_MS = 10_000;

/**
 * What players will fetch: the manifest and entry at the allow-listed URL must be there and be the bytes of the
 * release in the store (a CDN missing the files, or serving other bytes, is refused).
 */
async function checkServedRelease(
  remote: RemoteName,
  version: string,
  manifestUrl: string,
  meta: ReleaseMeta,
): Promise<void> {
  const expected: [string, string][] = [[manifestUrl, meta.manifestIntegrity]];
  if (meta.entryIntegrity) expected.push([new URL('remoteEntry.js', manifestUrl).href, meta.entryIntegrity]);
  for (const [url, integrity] of expected) {
    let body: Buffer;
    try {
      // Redirects are refused: the served bytes must come from the allow-listed origin itself.
      const response = await fetch(url, {
        redirect: 'error',
        cache: 'no-store',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok)
        throw new RefusalError(
          `${remote}@${version}: ${url} answers ${response.status}, players cannot load it`,
        );
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof RefusalError) throw error;
      throw new RefusalError(
        `${remote}@${version}: ${url} cannot be fetched (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (sri(body) !== integrity) {
      throw new RefusalError(
        `${remote}@${version}: ${url} serves other bytes than the release in the store (integrity mismatch)`,
      );
    }
  }
}

/**
 * Every check a pin needs; returns the pin entry (URL and integrity) or throws RefusalError with the reason.
 * The last check fetches the manifest and entry from the pinned URL and compares them with the store.
 */
export async function checkReleaseForPin(
  paths: StorePaths,
  remote: RemoteName,
  version: string,
  environment: string,
  requirements: Record<string, string>,
  /** The release's record when a registry keeps it; else its release.json in the store is read. */
  recorded?: ReleaseMeta,
): Promise<PinnedRelease> {
  if (!REMOTE_NAMES.includes(remote)) throw new RefusalError(`unknown remote "${String(remote)}"`);
  if (isDevVersion(version) && environment !== 'local') {
    throw new RefusalError(
      `${remote}@${version} is a development build, rebuilt in place by pnpm start: it can be pinned in local only`,
    );
  }
  const meta = recorded ?? readRelease(paths, remote, version);
  const dir = releaseDir(paths, remote, version);
  for (const [file, integrity] of Object.entries(meta.files)) {
    const full = path.join(dir, file);
    if (!existsSync(full)) throw new RefusalError(`release ${remote}@${version} is missing ${file}`);
    if (sri(readFileSync(full)) !== integrity) {
      throw new RefusalError(
        `release ${remote}@${version} was altered: ${file} does not match its integrity hash`,
      );
    }
  }
  let manifest: { shared?: ManifestShared[]; exposes?: ManifestExpose[] };
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    throw new RefusalError(`release ${remote}@${version}: mf-manifest.json does not parse`);
  }
  for (const [name, range] of Object.entries(requirements)) {
    if (name === FEDERATION_RUNTIME) {
      if (meta.federationRuntime !== range) {
        throw new RefusalError(
          `${remote}@${version} was built against the federation runtime ${meta.federationRuntime ?? '(not recorded)'}, ` +
            `the shell provides ${range}: build and release it with the shell's tooling`,
        );
      }
      continue;
    }
    const entry = manifest.shared?.find((item) => item.name === name);
    if (!entry)
      throw new RefusalError(`${remote}@${version} does not share ${name} (the shell requires ${range})`);
    if (!satisfiesCaret(entry.version, range)) {
      throw new RefusalError(
        `${remote}@${version} shares ${name} ${entry.version}, the shell requires ${range}`,
      );
    }
  }
  const exposed = new Set((manifest.exposes ?? []).map((item) => item.path));
  const missing = REMOTE_EXPOSES[remote].filter((expose) => !exposed.has(expose));
  if (missing.length) {
    throw new RefusalError(
      `${remote}@${version} does not expose ${missing.join(', ')} (the shell's contract needs it)`,
    );
  }
  const allowList = readAllowList(paths);
  const store = allowList.stores[environment];
  if (!store)
    throw new RefusalError(`environment "${environment}" has no release store in ${paths.allowList}`);
  const manifestUrl = `${store.replace(/\/$/, '')}/${REMOTE_DIRS[remote]}/${version}/mf-manifest.json`;
  const origin = new URL(manifestUrl).origin;
  if (!(allowList.origins[environment] ?? []).includes(origin)) {
    throw new RefusalError(`${origin} is not on the allow-list of environment "${environment}"`);
  }
  await checkServedRelease(remote, version, manifestUrl, meta);
  return {
    version,
    manifest: manifestUrl,
    integrity: meta.manifestIntegrity,
    ...(meta.entryIntegrity ? { entryIntegrity: meta.entryIntegrity } : {}),
  };
}

function readAllowList(paths: Pick<StorePaths, 'allowList'>): AllowList {
  return JSON.parse(readFileSync(paths.allowList, 'utf8')) as AllowList;
}

/** Write a file so that readers see the old or the new content, never a part: temp file, fsync, rename. */
export function writeAtomic(file: string, content: string): void {
  const temp = `${file}.tmp-${process.pid}-${Date.now()}`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}
