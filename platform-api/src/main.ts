// Entry point: reads PORT, HOST, DB_PATH and NODE_ENV, builds the app with JSON logs and listens.
// Run with Node 24 type stripping: `node src/main.ts` (the shared entry points it imports use '.ts' specifiers, so
// Node's own resolver finds them).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildApp } from './app.ts';

const port = Number(process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
const dbPath = process.env.DB_PATH ?? join(import.meta.dirname, '..', '.data', 'platform.db');
const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
}
mkdirSync(dirname(dbPath), { recursive: true });

const app = await buildApp({ dbPath, mode, logger: true });

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
app.log.info({ mode, dbPath }, 'platform-api ready');
