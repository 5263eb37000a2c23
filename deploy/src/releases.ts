// Releases and pins: immutable release folders with integrity hashes, and per-environment pin files changed only
// after every check passes (release exists and is intact, manifest parses, shared singletons compatible with
// the shell's, every contract expose present, URL on the allow-list, the allow-listed URL serves the same
// manifest and entry bytes). Writes are atomic and serialised by a lock; every change is appended to the audit
// log. A dry run makes every check and reports the change without writing anything.
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
  appendFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parsePinFile, type PinFile, type PinnedRelease, REMOTE_NAMES } from 'shared/pin-file';
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

export interface DeployPaths {
  /** The release store: `<store>/<remote-dir>/<version>/`. */
  store: string;
  /** `deploy/environments`. */
  environments: string;
  /** `deploy/allow-list.json`. */
  allowList: string;
  /** `deploy/audit.log` (JSON lines). */
  auditLog: string;
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

/** Where releases live and which origins each environment may load them from: what a pin check reads. */
export type StorePaths = Pick<DeployPaths, 'store' | 'allowList'>;

export function releaseDir(paths: Pick<DeployPaths, 'store'>, remote: RemoteName, version: string): string {
  return path.join(paths.store, REMOTE_DIRS[remote], version);
}

/** Refuses a version that is already in the store: releases are never overwritten (checked before building). */
export function assertNewRelease(paths: DeployPaths, remote: RemoteName, version: string): void {
  if (isDevVersion(version))
    throw new RefusalError(
      `${remote}@${version}: versions ending in ${DEV_VERSION_SUFFIX} are development builds`,
    );
  if (existsSync(releaseDir(paths, remote, version)))
    throw new RefusalError(`${remote}@${version} already exists: releases are never overwritten`);
}

/**
 * Publish a built remote (its dist folder) as an immutable release. Refuses when the version exists. The folder
 * appears whole or not at all: it is written beside the store and renamed into place.
 */
export function publishRelease(
  paths: DeployPaths,
  remote: RemoteName,
  version: string,
  distDir: string,
  commit: string,
): ReleaseMeta {
  const target = releaseDir(paths, remote, version);
  assertNewRelease(paths, remote, version);
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new RefusalError(`${distDir} holds no mf-manifest.json: build the remote first`);
  }
  const staging = `${target}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const meta = writeReleaseFolder(staging, distDir, remote, version, commit);
  renameSync(staging, target);
  return meta;
}

/**
 * Release a remote: refuse an existing version first, then build (`build` returns the dist folder), then publish.
 * A build takes seconds; an operator who retypes a released version is told at once.
 */
export async function buildAndPublish(
  paths: DeployPaths,
  remote: RemoteName,
  version: string,
  commit: string,
  build: () => Promise<string>,
): Promise<ReleaseMeta> {
  assertNewRelease(paths, remote, version);
  const distDir = await build();
  return publishRelease(paths, remote, version, distDir, commit);
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
  for (const file of listFiles(distDir)) {
    // Build leftovers are not shipped: the stamp, license notes and the plugin's stats.
    if (file === '.build-stamp' || file.endsWith('.LICENSE.txt') || file === 'mf-manifest-stats.json')
      continue;
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

export function readRelease(
  paths: Pick<DeployPaths, 'store'>,
  remote: RemoteName,
  version: string,
): ReleaseMeta {
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

export function readAllowList(paths: Pick<DeployPaths, 'allowList'>): AllowList {
  return JSON.parse(readFileSync(paths.allowList, 'utf8')) as AllowList;
}

function pinFilePath(paths: DeployPaths, environment: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(environment))
    throw new RefusalError(`invalid environment name "${environment}"`);
  return path.join(paths.environments, `${environment}.json`);
}

export function readPins(paths: DeployPaths, environment: string): PinFile {
  const file = pinFilePath(paths, environment);
  if (!existsSync(file)) throw new RefusalError(`environment "${environment}" has no pin file (${file})`);
  try {
    return parsePinFile(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new RefusalError(
      `${file} is not a valid pin file: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
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

/** Run `change` while holding the environment's lock file, so two writers never lose an update. */
export async function withLock<T>(paths: DeployPaths, environment: string, change: () => T): Promise<T> {
  const lock = `${pinFilePath(paths, environment)}.lock`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // The holder may have released it between our open and this stat: then try again at once.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (!held) continue;
      // A lock older than a minute belongs to a killed writer.
      if (Date.now() - held.mtimeMs > 60_000) rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new RefusalError(`timed out waiting for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
    }
  }
  try {
    return change();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** One audit row; every row has exactly these fields, whatever the action. */
export interface AuditEntry {
  at: string;
  who: string;
  action: 'pin' | 'promote' | 'rollback';
  environment: string;
  remote: RemoteName;
  from: string | null;
  to: string;
  reason: string;
}

/** Environments whose changes must name a person (`--by` or OPS_USER); elsewhere the checkout's user is taken. */
export const NAMED_ENVIRONMENTS = ['staging', 'production'] as const;

export function appendAudit(paths: DeployPaths, entry: AuditEntry): void {
  appendFileSync(paths.auditLog, `${JSON.stringify(entry)}\n`);
}

export function readAudit(paths: DeployPaths): AuditEntry[] {
  if (!existsSync(paths.auditLog)) return [];
  return readFileSync(paths.auditLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditEntry);
}

export interface PinChange {
  action: AuditEntry['action'];
  environment: string;
  remote: RemoteName;
  reason: string;
  who: string;
  /** Make every check and report the change, but write nothing (no pin, no lock, no audit row). */
  dryRun?: boolean;
}

function checkChange(change: Pick<PinChange, 'reason' | 'who'>): void {
  if (!change.reason.trim()) throw new RefusalError('a reason is required (--reason TEXT)');
  if (!change.who.trim()) throw new RefusalError('who makes the change is required (--by NAME or OPS_USER)');
}

/** The lock guards writes; a dry run writes nothing and takes no lock. */
function underLock<T>(paths: DeployPaths, change: PinChange, run: () => T): Promise<T> {
  return change.dryRun ? Promise.resolve().then(run) : withLock(paths, change.environment, run);
}

function savePin(paths: DeployPaths, change: PinChange, pins: PinFile, next: PinFile['remotes'][RemoteName]) {
  const from = pins.remotes[change.remote].version;
  if (change.dryRun) return { from, to: next.version };
  const file = pinFilePath(paths, change.environment);
  const updated: PinFile = { ...pins, remotes: { ...pins.remotes, [change.remote]: next } };
  writeAtomic(file, `${JSON.stringify(updated, null, 2)}\n`);
  appendAudit(paths, {
    at: new Date().toISOString(),
    who: change.who,
    action: change.action,
    environment: change.environment,
    remote: change.remote,
    from,
    to: next.version,
    reason: change.reason,
  });
  return { from, to: next.version };
}

/** Pin a checked release; the version pinned so far becomes `previous` (the runtime fallback). */
export async function pinRelease(
  paths: DeployPaths,
  change: PinChange & { version: string },
  requirements: Record<string, string>,
): Promise<{ from: string; to: string }> {
  checkChange(change);
  const release = await checkReleaseForPin(
    paths,
    change.remote,
    change.version,
    change.environment,
    requirements,
  );
  return underLock(paths, change, () => {
    const pins = readPins(paths, change.environment);
    const current = pins.remotes[change.remote];
    if (current.version === change.version)
      throw new RefusalError(`${change.remote} is already at ${change.version}`);
    const { previous: _previous, ...currentRelease } = current;
    return savePin(paths, change, pins, { ...release, previous: currentRelease });
  });
}

/**
 * Roll back to the pinned previous version. Its own predecessor (from the audit log) becomes the new previous,
 * so the runtime never falls back to the release that was rolled back.
 */
export async function rollbackRelease(
  paths: DeployPaths,
  change: PinChange,
  requirements: Record<string, string>,
): Promise<{ from: string; to: string }> {
  checkChange(change);
  const pins = readPins(paths, change.environment);
  const previous = pins.remotes[change.remote].previous;
  if (!previous)
    throw new RefusalError(
      `${change.remote} has no previous version to roll back to in ${change.environment}`,
    );
  const release = await checkReleaseForPin(
    paths,
    change.remote,
    previous.version,
    change.environment,
    requirements,
  );
  const before = readAudit(paths)
    .filter((entry) => entry.environment === change.environment && entry.remote === change.remote)
    .reverse()
    .find((entry) => entry.to === previous.version && entry.from && entry.from !== previous.version)?.from;
  let beforeRelease: PinnedRelease | null = null;
  if (before) {
    try {
      beforeRelease = await checkReleaseForPin(
        paths,
        change.remote,
        before,
        change.environment,
        requirements,
      );
    } catch {
      beforeRelease = null;
    }
  }
  return underLock(paths, change, () => {
    const latest = readPins(paths, change.environment);
    if (latest.remotes[change.remote].previous?.version !== previous.version) {
      throw new RefusalError(
        `${change.remote} changed in ${change.environment} meanwhile; run rollback again`,
      );
    }
    return savePin(paths, change, latest, { ...release, previous: beforeRelease });
  });
}

/** Pin in `to` what `from` runs now, for the given remotes (all by default), with the same checks. */
export async function promote(
  paths: DeployPaths,
  options: {
    from: string;
    to: string;
    remotes: RemoteName[];
    reason: string;
    who: string;
    dryRun?: boolean;
  },
  requirements: Record<string, string>,
): Promise<{ remote: RemoteName; from: string; to: string }[]> {
  checkChange(options);
  const source = readPins(paths, options.from);
  const target = readPins(paths, options.to);
  const results: { remote: RemoteName; from: string; to: string }[] = [];
  // Check everything first: a promotion applies whole or not at all.
  for (const remote of options.remotes) {
    await checkReleaseForPin(paths, remote, source.remotes[remote].version, options.to, requirements);
  }
  for (const remote of options.remotes) {
    const version = source.remotes[remote].version;
    if (target.remotes[remote].version === version) continue;
    const change = {
      action: 'promote' as const,
      environment: options.to,
      remote,
      reason: options.reason,
      who: options.who,
      dryRun: options.dryRun,
    };
    results.push({ remote, ...(await pinRelease(paths, { ...change, version }, requirements)) });
  }
  return results;
}
