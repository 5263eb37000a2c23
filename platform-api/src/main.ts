// Entry point: reads PORT, HOST, DB_PATH, API_MODE, PUBLIC_ORIGIN and SITE_HOSTS, builds the app with JSON logs and
// listens. Run with Node 24 type stripping: `node src/main.ts` (the shared entry points it imports use '.ts'
// specifiers, so Node's own resolver finds them).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildApp } from './app.ts';

const port = Number(process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
const dbPath = process.env.DB_PATH ?? join(import.meta.dirname, '..', '.data', 'platform.db');
// Development mode (the outbox of SMS codes and reset links, deciding deposits, the API document) is asked for by
// name; anything else, a missing or misspelt variable included, is production.
const mode = process.env.API_MODE === 'development' ? 'development' : 'production';
// Production requires it (buildApp refuses to start without); development defaults to `pnpm start`'s site.
const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;
const siteHosts = (process.env.SITE_HOSTS ?? '').split(',').filter((entry) => entry.trim() !== '');

try {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  }
  if (mode === 'development' && process.env.NODE_ENV === 'production') {
    throw new Error('API_MODE=development on a machine with NODE_ENV=production: refusing development mode');
  }
  mkdirSync(dirname(dbPath), { recursive: true });

  const app = await buildApp({ dbPath, mode, publicOrigin, siteHosts, logger: true });

  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port, host });
  app.log.info({ mode, dbPath, publicOrigin: publicOrigin ?? '(development default)' }, 'platform-api ready');
} catch (error) {
  console.error(`platform-api: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
