// Starts a throwaway PostgreSQL 15 cluster for tests and benchmarks: initdb into a temp dir, pg_ctl start on a free
// port (trust auth, C locale, no durability), and stop() kills it and removes the dir. Databases on it are created
// and dropped by the platform API's own helpers (platform-api/src/db/server-admin.ts, which the API's tests use
// too), passed on from here. Run directly (`node scripts/lib/postgres-server.ts [--port N]`) it prints the URL and
// keeps the cluster up until SIGINT/SIGTERM.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

export { createDatabase, dropDatabase } from '../../platform-api/src/db/server-admin.ts';

const execFileAsync = promisify(execFile);

/** Where Debian/Ubuntu's postgresql package puts the PostgreSQL 15 server binaries. */
export const POSTGRES_BIN_DIR = '/usr/lib/postgresql/15/bin';

const INSTALL_HINT =
  `PostgreSQL 15 server binaries not found in ${POSTGRES_BIN_DIR}: ` +
  '`apt-get install -y postgresql` (Debian/Ubuntu, PostgreSQL 15) brings them.';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** The temp dir holding the data dir (data/), the log (pg.log) and the Unix socket. */
  dir: string;
  /** Stops the cluster (pg_ctl -m immediate stop) and removes dir. Safe to call twice. */
  stop(): Promise<void>;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function binariesPresent(): boolean {
  return existsSync(join(POSTGRES_BIN_DIR, 'initdb')) && existsSync(join(POSTGRES_BIN_DIR, 'pg_ctl'));
}

/**
 * Makes sure the PostgreSQL 15 binaries exist: when they are missing and this process is root (a CI container),
 * installs the postgresql package with apt-get; otherwise throws saying how to install them.
 */
export function ensurePostgresInstalled(): void {
  if (binariesPresent()) return;
  if (!isRoot()) throw new Error(INSTALL_HINT);
  execFileSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'],
    { stdio: 'inherit' },
  );
  if (!binariesPresent()) throw new Error(`${INSTALL_HINT} (apt-get install ran but they are still missing)`);
}

/** A TCP port nobody listens on right now (bind port 0 and read what the kernel gave). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not find a free port'))));
    });
  });
}

/** Runs a PostgreSQL binary, as the postgres user when this process is root (initdb and postgres refuse root). */
async function run(binary: string, args: string[]): Promise<void> {
  const path = join(POSTGRES_BIN_DIR, binary);
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
    : [path, args];
  try {
    await execFileAsync(command, commandArgs, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${binary} ${args.join(' ')} failed: ${(error as Error).message}\n${stdout ?? ''}${stderr ?? ''}`,
      {
        cause: error,
      },
    );
  }
}

function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function tailOf(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export async function startPostgresServer(options: { port?: number } = {}): Promise<PostgresServer> {
  if (!binariesPresent()) throw new Error(INSTALL_HINT);
  const port = options.port ?? (await freePort());
  // Under /tmp (not $TMPDIR): the postgres user must reach it when this process is root.
  const dir = mkdtempSync('/tmp/pg-');
  chmodSync(dir, 0o700);
  if (isRoot()) {
    const { uid, gid } = postgresUserIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const log = join(dir, 'pg.log');
  let running = false;
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    try {
      if (running) await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    // --no-locale: the C locale, so text compares and sorts byte-wise as in SQLite.
    await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8']);
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    running = true; // from here a half-started postmaster may exist: stop() must try pg_ctl stop
    await run('pg_ctl', ['-D', data, '-o', serverOptions, '-l', log, '-w', 'start']);
  } catch (error) {
    const logTail = tailOf(log);
    await stop().catch(() => {});
    throw new Error(`${(error as Error).message}${logTail ? `\n--- pg.log ---\n${logTail}` : ''}`, {
      cause: error,
    });
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
}

/** `node scripts/lib/postgres-server.ts [--port N]`: a cluster that runs until SIGINT or SIGTERM. */
async function serveUntilStopped(): Promise<void> {
  const portFlag = process.argv.indexOf('--port');
  const port = portFlag === -1 ? undefined : Number(process.argv[portFlag + 1]);
  ensurePostgresInstalled();
  const server = await startPostgresServer(port === undefined ? {} : { port });
  console.log(server.url);
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // Keep the event loop alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

// A function rather than top-level await, so the tests (CommonJS under Jest) can import this module.
if (import.meta.main) void serveUntilStopped();
