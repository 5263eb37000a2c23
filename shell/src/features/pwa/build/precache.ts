// What the service worker stores when it installs, chosen from the shell build's emitted files, and the build's
// version (a hash of every emitted file): a new shell makes a byte-different sw.js, which browsers notice.
import { createHash } from 'node:crypto';

export const OFFLINE_PAGE = 'offline.html';
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The shell's scripts (every hashed chunk: the shared libraries the remotes use come from here), the offline
 * page, the manifest and the icons. Not index.html: pages always come from the network, so a new build is never
 * hidden behind a stale page. Not licence notes, source maps or the worker itself.
 */
export function isPrecached(assetName: string): boolean {
  if (assetName === OFFLINE_PAGE || assetName === 'manifest.webmanifest') return true;
  if (/^icons\/[\w-]+\.png$/.test(assetName)) return true;
  return /^js\/[\w.-]+\.js$/.test(assetName);
}

/** The precache list: site-absolute URLs, sorted (the same build gives the same sw.js). */
export function precacheUrls(assetNames: Iterable<string>): string[] {
  return [...assetNames]
    .filter(isPrecached)
    .map((name) => `/${name}`)
    .sort();
}

/** A short hash of the build: every emitted file's name and bytes, in name order, and the worker's own code. */
export function buildVersion(
  assets: Iterable<{ name: string; bytes: Uint8Array | string }>,
  workerCode: string,
) {
  const hash = createHash('sha256');
  for (const asset of [...assets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (asset.name === SERVICE_WORKER_FILE) continue;
    hash.update(asset.name).update('\0').update(asset.bytes).update('\0');
  }
  return hash.update(workerCode).digest('hex').slice(0, 12);
}
