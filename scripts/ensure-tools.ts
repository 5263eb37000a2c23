// The tools the tests need from Debian: Chromium for the end-to-end tests (Playwright cannot download its own
// browser here) and docker-compose (v1) to validate the compose file. Installed when missing and we are root;
// otherwise the exact command to run is printed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing: string[] = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).error) missing.push('docker-compose');

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
