// The tools the tests need from Debian: Chromium for the end-to-end tests (Playwright cannot download its own
// browser here), docker-compose (v1) to validate the compose file and the PostgreSQL 15 server the API tests and
// the end-to-end site run on (scripts/with-postgres.ts starts a throwaway cluster of it). Installed when missing and we are root;
// otherwise the exact command to run is printed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { POSTGRES_BIN_DIR } from './lib/postgres-server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing: string[] = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).error) missing.push('docker-compose');
if (!existsSync(`${POSTGRES_BIN_DIR}/pg_ctl`)) missing.push('postgresql');

if (missing.length) {
  if (process.getuid?.() === 0) {
    console.log(`[tools] installing ${missing.join(', ')} from Debian…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `[tools] missing: run \`sudo apt-get install -y ${missing.join(' ')}\` (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}
