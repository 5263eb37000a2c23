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

export interface RemotePin extends PinnedRelease {
  /** The last version known to work; the shell falls back to it when the current one fails to load. */
  previous?: PinnedRelease | null;
}

export interface PinFile {
  environment: string;
  remotes: Record<RemoteName, RemotePin>;
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
    parsed[name] = {
      ...release,
      previous:
        previousRaw === undefined || previousRaw === null
          ? null
          : parseRelease(previousRaw, `remotes.${name}.previous`),
    };
  }
  return { environment: v.environment, remotes: parsed };
}
