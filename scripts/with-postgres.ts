// `node scripts/with-postgres.ts <command> [args…]`: runs a command against a PostgreSQL server of its own. It starts
// a throwaway cluster (Debian's PostgreSQL 15, installed when missing and this is root, as CI is), creates the
// database `platform`, runs the command with DATABASE_URL naming it and TEST_DATABASE_URL naming the server's
// maintenance database (the API tests copy their seeded databases there), then stops the cluster and removes it,
// whatever the command's outcome. Exits with the command's exit code.
import { spawn } from 'node:child_process';
import { createDatabase, ensurePostgresInstalled, startPostgresServer } from './lib/postgres-server.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.ts <command> [args…]');
  process.exit(2);
}

ensurePostgresInstalled();
const server = await startPostgresServer();
let code: number;
try {
  const databaseUrl = await createDatabase(server.url, 'platform');
  console.log(`PostgreSQL ${server.url.replace(/\/postgres$/, '')} for: ${[command, ...args].join(' ')}`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, TEST_DATABASE_URL: server.url },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  code = await new Promise<number>((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(127);
    });
  });
} finally {
  await server.stop();
}
process.exit(code);
