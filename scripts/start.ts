// `pnpm start`: builds what is missing or stale, then serves the composed site: the release registry (:8070, the
// pins of every environment), the platform API (:8090), the release store of remotes on its own origin (:8081)
// and the site following its environment's pins from the registry (:8080). It asks for development mode by name
// (API_MODE=development, unless API_MODE says otherwise): the API's outbox and automatic deposit approval, and the
// site proxying /dev/. The API's links start with the site's origin (PUBLIC_ORIGIN, default
// http://localhost:$PORT).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { serveOptionsFromEnv, serveSite } from '../deploy/src/serve.ts';
import { REGISTRY_DEFAULT_PORT } from '../deploy/src/registry/contract.ts';
import { DEFAULT_DATA_DIR } from '../platform-api/src/data-dir.ts';
import { buildMissing, ROOT } from './build.ts';
import { waitForHealth } from './lib/wait-for-health.ts';

const API_PORT = Number(process.env.API_PORT ?? 8090);
const API_MODE = process.env.API_MODE ?? 'development';
const REGISTRY_PORT = Number(process.env.REGISTRY_PORT ?? REGISTRY_DEFAULT_PORT);
const REGISTRY_MAIN = path.join(ROOT, 'deploy/src/registry/main.ts');

async function main() {
  if (!process.argv.includes('--no-build')) await buildMissing();

  // A relative DATA_DIR is from where the command runs, for the reset here and for the API alike (the API runs in
  // platform-api/, where the same relative path would name another folder and RESET_DB would reset nothing).
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : undefined;
  // The registry's embedded database: beside the API's when DATA_DIR names one, so each stack has its own.
  const registryDataDir = process.env.REGISTRY_DATA_DIR
    ? path.resolve(process.env.REGISTRY_DATA_DIR)
    : dataDir
      ? `${dataDir}-registry`
      : path.join(ROOT, 'deploy/.data/registry');
  const serve = serveOptionsFromEnv({ ...process.env, API_MODE });
  if (process.env.RESET_DB === '1') {
    // Tests start from the seed every run: on a database server the seed command empties and re-seeds it and the
    // registry drops its schema; the embedded folders are deleted and each seeds its own as it starts.
    if (process.env.DATABASE_URL) {
      execFileSync(process.execPath, [path.join(ROOT, 'platform-api/src/seed-cli.ts')], { stdio: 'inherit' });
      execFileSync(process.execPath, [REGISTRY_MAIN, '--reset'], {
        stdio: 'inherit',
        env: { ...process.env, REGISTRY_DATA_DIR: registryDataDir },
      });
    } else {
      rmSync(dataDir ?? DEFAULT_DATA_DIR, { recursive: true, force: true });
      rmSync(registryDataDir, { recursive: true, force: true });
    }
  }
  const registry = spawn(process.execPath, [REGISTRY_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      REGISTRY_PORT: String(REGISTRY_PORT),
      HOST: '127.0.0.1',
      REGISTRY_DATA_DIR: registryDataDir,
      RELEASE_STORE: path.join(ROOT, 'releases'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  showRegistryOutput(registry);
  const api = spawn(process.execPath, [path.join(ROOT, 'platform-api/src/main.ts')], {
    cwd: path.join(ROOT, 'platform-api'),
    env: {
      ...process.env,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      API_MODE,
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${serve.sitePort}`,
    },
    stdio: ['ignore', process.env.API_LOGS === '1' ? 'inherit' : 'ignore', 'inherit'],
  });
  const stop = () => {
    api.kill('SIGTERM');
    registry.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    // A fresh database is migrated and seeded before the first answer: on a busy two-core machine (two sites
    // started at once by bench:ab) that took longer than half a minute.
    const timeoutMs = 120_000;
    await Promise.all([
      waitForHealth(`http://127.0.0.1:${REGISTRY_PORT}/health`, registry, {
        name: 'release registry',
        timeoutMs,
      }),
      waitForHealth(`http://127.0.0.1:${API_PORT}/health`, api, { name: 'platform API', timeoutMs }),
    ]);
    await serveSite({
      ...serve,
      apiOrigin: `http://127.0.0.1:${API_PORT}`,
      registryUrl: `http://127.0.0.1:${REGISTRY_PORT}`,
    });
  } catch (error) {
    api.kill('SIGTERM');
    registry.kill('SIGTERM');
    throw error;
  }
}

/**
 * The registry's own lines (its address, where its local admin token is) reach the terminal; a JSON request log
 * only with REGISTRY_LOGS=1, as the API's with API_LOGS=1.
 */
function showRegistryOutput(registry: ChildProcess) {
  if (!registry.stdout) return;
  createInterface({ input: registry.stdout }).on('line', (line) => {
    if (process.env.REGISTRY_LOGS === '1' || !line.trimStart().startsWith('{')) console.log(line);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
