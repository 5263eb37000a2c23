// The environment pin file (`/env/remotes.json`, from deploy/environments/<env>.json): which version of each
// remote this environment runs. Parsed strictly: a bad pin file must give ops a clear reason, never a blank page.
import type { RemoteName } from '../routes/route-types';

export type { RemoteName };

export const REMOTE_NAMES: readonly RemoteName[] = ['account', 'lobby', 'content', 'agent'];

export interface PinnedRelease {
  version: string;
  /** Absolute URL of the release's mf-manifest.json in the release store. */
  manifest: string;
  /**
   * Subresource-integrity string (sha384) of the manifest: a release whose manifest does not match counts as
   * tampered (no fallback hides it). The shell loads the entry script directly, never the manifest.
   */
  integrity?: string;
  /** Subresource-integrity string of the release's remoteEntry.js; the browser enforces it on the script. */
  entryIntegrity?: string;
}

/** The release's entry script: `remoteEntry.js`, beside its manifest (every remote builds it under that name). */
export function remoteEntryUrl(release: Pick<PinnedRelease, 'manifest'>): string {
  return new URL('remoteEntry.js', release.manifest).href;
}

/**
 * A candidate release rolled out to a share of devices. Each device is assigned by a hash of the rollout's name and
 * its device id (canaryBucket), so a device keeps one release for the whole rollout and a wider share only adds
 * devices.
 */
export interface CanaryRelease extends PinnedRelease {
  /** The share of devices that run the candidate, 1 to 100. */
  percent: number;
  /** Names this rollout; a new rollout of the same remote draws a new cohort. */
  rollout: string;
}

export interface RemotePin extends PinnedRelease {
  /** The last version known to work; the shell falls back to it when the current one fails to load. */
  previous?: PinnedRelease | null;
  /** A rollout in progress; absent or null when there is none. */
  canary?: CanaryRelease | null;
}

/**
 * A preview this browser runs (a signed preview link, checked by the site server): the remote's pin in this
 * document is then the previewed release, with the environment's release as its fallback. Never in the registry's
 * pins: the site server adds it per request, for the browser whose preview cookie it verified.
 */
export interface PreviewInfo {
  remote: RemoteName;
  version: string;
  /** When the link stops working (ISO time). */
  expiresAt: string;
}

/** Why a preview link or cookie was not honoured: this browser gets the environment's pins, and is told. */
export type PreviewNotice = 'preview-invalid' | 'preview-expired';

const PREVIEW_NOTICES: readonly PreviewNotice[] = ['preview-invalid', 'preview-expired'];

export interface PinFile {
  environment: string;
  remotes: Record<RemoteName, RemotePin>;
  /** The preview this browser runs (site servers only; see PreviewInfo). */
  preview?: PreviewInfo;
  /** A preview link or cookie this browser sent was refused (site servers only). */
  notice?: PreviewNotice;
}

export class PinFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PinFileError';
  }
}

const VERSION = /^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/;

function parseRelease(value: unknown, where: string): PinnedRelease {
  if (!value || typeof value !== 'object') throw new PinFileError(`${where} must be an object`);
  const v = value as Record<string, unknown>;
  if (typeof v.version !== 'string' || !VERSION.test(v.version)) {
    throw new PinFileError(`${where}.version must be a semantic version, got ${JSON.stringify(v.version)}`);
  }
  if (typeof v.manifest !== 'string') throw new PinFileError(`${where}.manifest must be a URL string`);
  let url: URL;
  try {
    url = new URL(v.manifest);
  } catch {
    throw new PinFileError(`${where}.manifest is not an absolute URL: ${v.manifest}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PinFileError(`${where}.manifest must be http(s): ${v.manifest}`);
  }
  if (!url.pathname.endsWith('/mf-manifest.json')) {
    throw new PinFileError(`${where}.manifest must point to an mf-manifest.json: ${v.manifest}`);
  }
  for (const key of ['integrity', 'entryIntegrity'] as const) {
    if (
      v[key] !== undefined &&
      (typeof v[key] !== 'string' || !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(v[key]))
    ) {
      throw new PinFileError(`${where}.${key} must be a subresource-integrity string (sha384-...)`);
    }
  }
  return {
    version: v.version,
    manifest: v.manifest,
    ...(typeof v.integrity === 'string' ? { integrity: v.integrity } : {}),
    ...(typeof v.entryIntegrity === 'string' ? { entryIntegrity: v.entryIntegrity } : {}),
  };
}

function parseCanary(value: unknown, where: string): CanaryRelease {
  const release = parseRelease(value, where);
  const v = value as Record<string, unknown>;
  if (typeof v.percent !== 'number' || !Number.isInteger(v.percent) || v.percent < 1 || v.percent > 100) {
    throw new PinFileError(`${where}.percent must be a whole number from 1 to 100`);
  }
  if (typeof v.rollout !== 'string' || !/^[A-Za-z0-9._-]{1,80}$/.test(v.rollout)) {
    throw new PinFileError(`${where}.rollout must name the rollout`);
  }
  return { ...release, percent: v.percent, rollout: v.rollout };
}

/**
 * Where a device falls in a rollout, from 0 to 99.99: FNV-1a of the rollout's name and the device id. The same
 * device gets the same place for the whole rollout; devices spread evenly.
 */
export function canaryBucket(rollout: string, deviceId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${rollout}:${deviceId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 10_000) / 100;
}

/** Whether a device runs a rollout's candidate at its current share. */
export function runsCandidate(canary: CanaryRelease, deviceId: string): boolean {
  return canaryBucket(canary.rollout, deviceId) < canary.percent;
}

/**
 * The pins one device runs: for each remote in a rollout that takes this device, the candidate, with the stable
 * release as its fallback (a candidate that fails to load falls back to what everyone else runs). A device
 * without an id runs the stable releases.
 */
export function pinsForDevice(pins: PinFile, deviceId: string | null): PinFile {
  const remotes = { ...pins.remotes };
  for (const name of REMOTE_NAMES) {
    const pin = remotes[name];
    // A preview this browser asked for comes before any rollout.
    if (pins.preview?.remote === name) continue;
    if (!pin.canary || !deviceId || !runsCandidate(pin.canary, deviceId)) continue;
    const { previous: _previous, canary, ...stable } = pin;
    const { percent: _percent, rollout: _rollout, ...candidate } = canary;
    remotes[name] = { ...candidate, previous: stable, canary };
  }
  return { ...pins, remotes };
}

/** Whether the release a pin names is a rollout's candidate (after pinsForDevice). */
export const isCandidate = (pin: RemotePin) => Boolean(pin.canary && pin.canary.version === pin.version);

/** Validate a parsed pin file; throws PinFileError with the first problem found. */
export function parsePinFile(value: unknown): PinFile {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new PinFileError('the pin file must be a JSON object');
  }
  const v = value as Record<string, unknown>;
  if (typeof v.environment !== 'string' || !v.environment) {
    throw new PinFileError('"environment" must be a non-empty string');
  }
  if (!v.remotes || typeof v.remotes !== 'object') throw new PinFileError('"remotes" must be an object');
  const remotes = v.remotes as Record<string, unknown>;
  const unknownNames = Object.keys(remotes).filter((name) => !REMOTE_NAMES.includes(name as RemoteName));
  if (unknownNames.length) throw new PinFileError(`unknown remote(s): ${unknownNames.join(', ')}`);
  const parsed = {} as Record<RemoteName, RemotePin>;
  for (const name of REMOTE_NAMES) {
    const pin = remotes[name];
    if (pin === undefined) throw new PinFileError(`remote "${name}" is not pinned`);
    const release = parseRelease(pin, `remotes.${name}`);
    const previousRaw = (pin as Record<string, unknown>).previous;
    const canaryRaw = (pin as Record<string, unknown>).canary;
    parsed[name] = {
      ...release,
      previous:
        previousRaw === undefined || previousRaw === null
          ? null
          : parseRelease(previousRaw, `remotes.${name}.previous`),
      ...(canaryRaw === undefined || canaryRaw === null
        ? {}
        : { canary: parseCanary(canaryRaw, `remotes.${name}.canary`) }),
    };
  }
  return {
    environment: v.environment,
    remotes: parsed,
    ...(v.preview === undefined ? {} : { preview: parsePreview(v.preview, parsed) }),
    ...(v.notice === undefined ? {} : { notice: parseNotice(v.notice) }),
  };
}

function parsePreview(value: unknown, remotes: Record<RemoteName, RemotePin>): PreviewInfo {
  if (!value || typeof value !== 'object') throw new PinFileError('"preview" must be an object');
  const v = value as Record<string, unknown>;
  if (!REMOTE_NAMES.includes(v.remote as RemoteName)) {
    throw new PinFileError(`preview.remote must name a remote, got ${JSON.stringify(v.remote)}`);
  }
  const remote = v.remote as RemoteName;
  if (v.version !== remotes[remote].version) {
    throw new PinFileError(`preview.version must be the version remotes.${remote} names`);
  }
  if (typeof v.expiresAt !== 'string' || Number.isNaN(Date.parse(v.expiresAt))) {
    throw new PinFileError('preview.expiresAt must be a time');
  }
  return { remote, version: v.version, expiresAt: v.expiresAt };
}

function parseNotice(value: unknown): PreviewNotice {
  if (!PREVIEW_NOTICES.includes(value as PreviewNotice)) {
    throw new PinFileError(`"notice" must be one of ${PREVIEW_NOTICES.join(', ')}`);
  }
  return value as PreviewNotice;
}
