// Whether the environment's pin file now runs different remote code than the one this page started with.
import { type PinFile, type PinnedRelease, REMOTE_NAMES } from 'shared';

function sameRelease(a: PinnedRelease, b: PinnedRelease): boolean {
  return (
    a.version === b.version &&
    a.manifest === b.manifest &&
    a.integrity === b.integrity &&
    a.entryIntegrity === b.entryIntegrity
  );
}

/**
 * True when any remote's pinned release (version, manifest URL or integrity) differs. A change of the previous
 * (fallback) release alone runs no new code, so it does not count.
 */
export function pinsChanged(started: PinFile, now: PinFile): boolean {
  if (started.environment !== now.environment) return true;
  return REMOTE_NAMES.some((name) => !sameRelease(started.remotes[name], now.remotes[name]));
}
