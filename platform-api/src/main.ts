// Entry point: reads PORT (or API_PORT), HOST, DATABASE_URL or DATA_DIR, API_MODE, PUBLIC_ORIGIN and SITE_HOSTS,
// builds the app with JSON logs and listens. Run with Node 24 type stripping: `node src/main.ts` (the shared entry
// points it imports use '.ts' specifiers, so Node's own resolver finds them).
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { embeddedDataDir } from './data-dir.ts';

// API_PORT starts one more instance beside `pnpm start`'s (`API_PORT=8091 pnpm api`); PORT is what a platform sets.
const port = Number(process.env.API_PORT ?? process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
// A PostgreSQL server when DATABASE_URL is set; otherwise the embedded database in DATA_DIR.
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = embeddedDataDir();
const poolSize = process.env.DATABASE_POOL_SIZE ? Number(process.env.DATABASE_POOL_SIZE) : undefined;
// Development mode (the outbox of SMS codes and reset links, deciding deposits, the API document) is asked for by
// name; anything else, a missing or misspelt variable included, is production.
const mode = process.env.API_MODE === 'development' ? 'development' : 'production';
// Production requires it (buildApp refuses to start without); development defaults to `pnpm start`'s site.
const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;
const siteHosts = (process.env.SITE_HOSTS ?? '').split(',').filter((entry) => entry.trim() !== '');

try {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${process.env.API_PORT ?? process.env.PORT}`);
  }
  if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize > 0)) {
    throw new Error(
      `DATABASE_POOL_SIZE must be a positive whole number, got ${process.env.DATABASE_POOL_SIZE}`,
    );
  }
  if (mode === 'development' && process.env.NODE_ENV === 'production') {
    throw new Error('API_MODE=development on a machine with NODE_ENV=production: refusing development mode');
  }
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const db = await openDatabase(databaseUrl ? { url: databaseUrl, poolSize } : { dataDir });

  const app = await buildApp({ db, mode, publicOrigin, siteHosts, logger: true });

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
  app.log.info(
    { mode, database: db.location, publicOrigin: publicOrigin ?? '(development default)' },
    'platform-api ready',
  );
} catch (error) {
  console.error(`platform-api: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
