// `pnpm start`: builds what is missing or stale, then serves the composed site: the platform API (:8090),
// the release store of remotes on its own origin (:8081) and the site with the live pin file (:8080). It asks for
// development mode by name (API_MODE=development, unless API_MODE says otherwise): the API's outbox and automatic
// deposit approval, and the site proxying /dev/. The API's links start with the site's origin (PUBLIC_ORIGIN,
// default http://localhost:$PORT).
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { serveOptionsFromEnv, serveSite } from '../deploy/src/serve.ts';
import { buildMissing, ROOT } from './build.ts';
import { waitForHealth } from './lib/wait-for-health.ts';

const API_PORT = Number(process.env.API_PORT ?? 8090);
const API_MODE = process.env.API_MODE ?? 'development';

async function main() {
  if (!process.argv.includes('--no-build')) await buildMissing();

  // A relative DATA_DIR is from where the command runs, for the reset here and for the API alike (the API runs in
  // platform-api/, where the same relative path would name another folder and RESET_DB would reset nothing).
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : undefined;
  const serve = serveOptionsFromEnv({ ...process.env, API_MODE });
  if (process.env.RESET_DB === '1') {
    // Tests start from the seed every run: on a database server the seed command empties and re-seeds it; the
    // embedded folder is deleted and the API seeds it as it starts.
    if (process.env.DATABASE_URL) {
      execFileSync(process.execPath, [path.join(ROOT, 'platform-api/src/seed-cli.ts')], { stdio: 'inherit' });
    } else if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
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
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await waitForHealth(`http://127.0.0.1:${API_PORT}/health`, api, { name: 'platform API' });

  await serveSite({ ...serve, apiOrigin: `http://127.0.0.1:${API_PORT}` });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
