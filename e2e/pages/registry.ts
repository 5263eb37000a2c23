// The release registry `pnpm start` runs beside the e2e site, and `pnpm remotes` against it with the registry's
// local admin token (the Playwright config's DATA_DIR is .data/e2e: the registry keeps its data beside it).
import { spawnSync } from 'node:child_process';
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
