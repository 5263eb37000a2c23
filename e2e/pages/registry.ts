// The release registry `pnpm start` runs beside the e2e site, and `pnpm remotes` against it with the registry's
// local admin token (the Playwright config's DATA_DIR is .data/e2e: the registry keeps its data beside it).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from './test';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const REGISTRY = process.env.REGISTRY_URL ?? 'http://127.0.0.1:8070';
// Against a site of your own, set REGISTRY_TOKEN or REGISTRY_TOKEN_FILE.
const TOKEN_FILE = process.env.REGISTRY_TOKEN_FILE ?? path.join(ROOT, '.data/e2e-registry/admin-token');

/** `pnpm remotes …` as ops run it: its exit code and everything it printed. */
export function remotes(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/remotes.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REGISTRY_URL: REGISTRY, REGISTRY_TOKEN_FILE: TOKEN_FILE, ...env },
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Pins a release of a remote in `local`, then waits until the site serves the change (within about a second). */
export async function pinLocal(page: Page, remote: string, version: string, reason: string) {
  const pinned = remotes(['pin', `${remote}@${version}`, '--env', 'local', '--reason', reason]);
  expect(pinned.code, pinned.out).toBe(0);
  await expect
    .poll(
      async () => {
        const pins = (await (await page.request.get('/env/remotes.json')).json()) as {
          remotes: Record<string, { version: string }>;
        };
        return pins.remotes[remote]?.version;
      },
      { timeout: 5_000 },
    )
    .toBe(version);
}

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The local admin token of the registry `pnpm start` runs for the e2e site. */
export const adminToken = () => readFileSync(TOKEN_FILE, 'utf8').trim();

/**
 * Uploads the lobby's development build as a release `version`, as `pnpm remotes release` uploads a build (every
 * file with its hash), without building it again. `entry` replaces remoteEntry.js: a release whose entry throws.
 */
export async function uploadLobbyCopy(
  version: string,
  options: { registry?: string; token?: string; entry?: string } = {},
): Promise<void> {
  const source = path.join(ROOT, 'releases/remote-lobby/0.1.0-dev');
  const meta = JSON.parse(readFileSync(path.join(source, 'release.json'), 'utf8')) as {
    federationRuntime: string;
  };
  const files: Record<string, { integrity: string; content: string }> = {};
  for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === 'release.json') continue;
    const file = path.relative(source, path.join(entry.parentPath, entry.name));
    // A replaced entry goes without the build's compressed copies of the original.
    if (options.entry !== undefined && /^remoteEntry\.js\.(br|gz)$/.test(file)) continue;
    const bytes =
      options.entry !== undefined && file === 'remoteEntry.js'
        ? Buffer.from(options.entry)
        : readFileSync(path.join(source, file));
    files[file] = { integrity: sri(bytes), content: bytes.toString('base64') };
  }
  const answer = await fetch(`${options.registry ?? REGISTRY}/releases/lobby/${version}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${options.token ?? adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ commit: 'e2e', federationRuntime: meta.federationRuntime, files }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

/** Removes an uploaded release's folder from the store the e2e site serves (the registry is reset every run). */
export const removeLobbyRelease = (version: string) =>
  rmSync(path.join(ROOT, 'releases/remote-lobby', version), { recursive: true, force: true });
