// Playwright on the composed site in Debian's Chromium: `pnpm start` builds what is missing and serves the
// site, the release store and the platform API (with a fresh database, in development mode: the tests read the
// outbox and decide deposits) before the tests run.
import { defineConfig } from '@playwright/test';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8080);

export default defineConfig({
  testDir: './tests',
  // One worker: the tests share one platform API whose system status some of them change.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }]]
    : 'list',
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.ts',
    cwd: root,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    env: {
      PORT: String(port),
      // The database server `pnpm test:e2e` starts (DATABASE_URL), else an embedded one of its own.
      DATA_DIR: path.join(root, '.data', 'e2e'),
      RESET_DB: '1',
      API_MODE: 'development',
      PUBLIC_ORIGIN: `http://localhost:${port}`,
    },
  },
});
