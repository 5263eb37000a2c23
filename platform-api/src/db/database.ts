// The platform's database: PostgreSQL, either a server (DATABASE_URL, through a pool of the `pg` driver) or the
// embedded default (PGlite, PostgreSQL compiled to WebAssembly, running in this process and keeping its data in a
// folder), so there is one SQL dialect. Queries are written with `?` placeholders, numbered here for PostgreSQL;
// rows come back as plain objects with 64-bit integers and numerics as JavaScript numbers (money is integer minor
// units, far below 2^53). Every query is awaited: on a server nothing waits for the database on the event loop; the
// embedded PGlite runs each statement on this thread, which is what one small machine can afford (see
// docs/decisions/0010-postgresql-with-pglite-embedded.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type SqlValue = string | number | null | Uint8Array;

/**
 * serializable: the default, the outcome of running transactions one at a time. read committed: each statement sees
 * what others committed before it, for a transaction that waits on a lock and must then see the holder's work.
 */
export type Isolation = 'serializable' | 'read committed';

/** One connection's way to run a statement: a pooled client, a PGlite instance or a PGlite transaction. */
interface Connection {
  query: (sql: string, params: SqlValue[]) => Promise<{ rows: unknown[]; count: number }>;
  exec: (sql: string) => Promise<void>;
}

/** How a database runs a transaction on one connection; `fn` may be called again after a serialization failure. */
interface Driver {
  readonly kind: 'server' | 'embedded';
  readonly connection: Connection;
  transaction: <T>(fn: (connection: Connection) => Promise<T>, isolation: Isolation) => Promise<T>;
  close: () => Promise<void>;
  /** The embedded database's whole data folder as one file (tests open copies of one seeded database). */
  dump?: () => Promise<Blob>;
}

export class Db {
  readonly #driver: Driver;
  #closing: Promise<void> | undefined;
  /** Where the data is, for logs: the server URL without its password, or the embedded data folder. */
  readonly location: string;

  constructor(driver: Driver, location: string) {
    this.#driver = driver;
    this.location = location;
  }

  get kind(): Driver['kind'] {
    return this.#driver.kind;
  }

  /** The connection a statement runs on: the open transaction's, when this call runs inside one. */
  connection(): Connection {
    const open = openTransaction.getStore();
    return open?.db === this ? open.connection : this.#driver.connection;
  }

  /** Runs several statements (DDL, no parameters). */
  async exec(sql: string): Promise<void> {
    return await this.connection().exec(sql);
  }

  async begin<T>(fn: (connection: Connection) => Promise<T>, isolation: Isolation): Promise<T> {
    return await this.#driver.transaction(fn, isolation);
  }

  /** Closes the pool or the embedded database; closing again waits for the first close. */
  close(): Promise<void> {
    this.#closing ??= this.#driver.close();
    return this.#closing;
  }

  /** The embedded database's data as one file, to open copies of it (`OpenDatabaseOptions.loadFrom`). */
  async dump(): Promise<Blob> {
    if (!this.#driver.dump) throw new Error('only the embedded database can be dumped');
    return await this.#driver.dump();
  }
}

const openTransaction = new AsyncLocalStorage<{ db: Db; connection: Connection; savepoints: number }>();

// int8 (COUNT, SUM of integers via numeric, ids, epoch milliseconds, minor units) and numeric as numbers.
const INT8 = 20;
const NUMERIC = 1700;
const toNumber = (text: string): number => Number(text);

export interface OpenDatabaseOptions {
  /** postgres://user:password@host:port/database — a PostgreSQL server; otherwise the embedded default. */
  url?: string;
  /** The embedded default's data folder; ':memory:' keeps the data in memory only (tests). */
  dataDir?: string;
  /** The embedded default's starting data: a dump from `dumpEmbedded` (tests clone one seeded database). */
  loadFrom?: Blob;
  /** The pool's size per API instance (server only). */
  poolSize?: number;
}

/**
 * Opens the database and checks that it answers. A server that cannot be reached fails here with its URL (without
 * the password) in the message, so the API exits saying which database it could not reach.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  if (options.url) {
    const db = new Db(serverDriver(options.url, options.poolSize ?? 10), redactUrl(options.url));
    try {
      await db.connection().query('SELECT 1', []);
    } catch (error) {
      await db.close();
      throw new Error(`cannot reach the database at ${db.location}: ${messageOf(error)}`, { cause: error });
    }
    return db;
  }
  const dataDir = options.dataDir ?? ':memory:';
  const release = dataDir === ':memory:' ? () => undefined : lockDataDir(dataDir);
  try {
    const lite = await PGlite.create({
      ...(dataDir === ':memory:' ? {} : { dataDir }),
      ...(options.loadFrom ? { loadDataDir: options.loadFrom } : {}),
      parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
    });
    return new Db(embeddedDriver(lite, release), dataDir);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The embedded database is one process's: a second process on the same folder would corrupt it. A file beside the
 * folder (<folder>.lock) holds the owner's process id while it is open; a lock left by a process that no longer runs (kill -9) is taken over.
 * Returns the release.
 */
function lockDataDir(dataDir: string): () => void {
  // Beside the folder, not in it: the folder is PostgreSQL's own.
  const lockPath = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processRuns(owner)) {
        throw new Error(
          `the embedded database in ${dataDir} is open in process ${owner}: one process at a time; for several ` +
            'API instances set DATABASE_URL to a PostgreSQL server',
          { cause: error },
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`cannot lock the embedded database in ${dataDir}`);
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function embeddedDriver(lite: PGlite, release: () => void): Driver {
  const connectionOf = (runner: Pick<PGlite, 'query' | 'exec'>): Connection => ({
    query: async (sql, params) => {
      const result = await runner.query(sql, params);
      return { rows: result.rows, count: result.affectedRows ?? 0 };
    },
    exec: async (sql) => {
      await runner.exec(sql);
    },
  });
  const driver: Driver = {
    kind: 'embedded',
    connection: connectionOf(lite),
    // PGlite is one connection: a transaction holds it, and statements outside wait for the transaction to end, so
    // transactions never overlap and never need a retry.
    transaction: (fn) => lite.transaction(async (tx) => await fn(connectionOf(tx))),
    close: async () => {
      await lite.close();
      release();
    },
    dump: () => lite.dumpDataDir('none'),
  };
  return driver;
}

/**
 * A transaction on the server runs SERIALIZABLE: PostgreSQL then guarantees the outcome of running transactions one
 * at a time, as the code is written for, or fails one with a serialization failure (40001) or deadlock (40P01),
 * which is retried here on a fresh snapshot, with the function run again; a unique violation (23505) from a row
 * another transaction committed meanwhile is retried the same way, twice at most.
 */
const RETRY_BUDGET_MS = 30_000;

/** pg's own parsers, with int8 and numeric as numbers (pg gives them as strings by default). */
const numbersAsNumbers = ((oid: number, format?: 'text' | 'binary'): unknown =>
  oid === INT8 || oid === NUMERIC
    ? toNumber
    : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

function serverDriver(url: string, poolSize: number): Driver {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    types: { getTypeParser: numbersAsNumbers },
  });
  // A pooled connection the server drops while idle (a restart, a failover) is discarded; the next request opens a
  // new one. Without a listener the pool's error would end the process.
  pool.on('error', () => undefined);
  const connectionOf = (client: pg.Pool | pg.PoolClient): Connection => ({
    query: async (sql, params) => {
      const result = await client.query(sql, params);
      return { rows: result.rows, count: result.rowCount ?? 0 };
    },
    exec: async (sql) => {
      await client.query(sql);
    },
  });
  return {
    kind: 'server',
    connection: connectionOf(pool),
    transaction: async (fn, isolation) => {
      const started = Date.now();
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query(`BEGIN ISOLATION LEVEL ${isolation.toUpperCase()}`);
          const result = await fn(connectionOf(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
          if (!isRetryable(error, attempt) || Date.now() - started > RETRY_BUDGET_MS) throw error;
        } finally {
          client.release(broken);
        }
        // Back off a little, more with each attempt, with jitter so retrying transactions do not collide again.
        await sleep(Math.random() * Math.min(5 * 2 ** attempt, 500));
      }
    },
    close: () => pool.end(),
  };
}

const RETRYABLE = new Set(['40001', '40P01']);
/** A unique violation (23505) is retried twice: a row another transaction committed meanwhile is then seen. */
const UNIQUE_VIOLATION_RETRIES = 2;

function isRetryable(error: unknown, attempt: number): boolean {
  const state = sqlStateOf(error) ?? '';
  return RETRYABLE.has(state) || (state === '23505' && attempt <= UNIQUE_VIOLATION_RETRIES);
}

function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/**
 * The database cannot serve the request now, and may later: unreachable or restarting (connection errors, 57P0x,
 * 08xxx), out of connections (53300), contention that outlasted the retries (40001, 40P01, 55P03). The API answers
 * these as the retryable system.busy.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const state = sqlStateOf(error);
  // The pg driver's own errors for a connection that broke or never came carry no SQLSTATE, only their message.
  if (state === undefined) return error instanceof Error && LOST_CONNECTION.test(error.message);
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(state))
    return true;
  return RETRYABLE.has(state) || ['53300', '55P03'].includes(state) || /^(08|57P)/.test(state);
}

const LOST_CONNECTION =
  /Connection terminated|connection error|is not queryable|timeout exceeded when trying to connect|ECONNREFUSED/;

/** The URL without its password, for messages and logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
}

function messageOf(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(messageOf).join('; ');
  return error instanceof Error ? error.message || error.name : String(error);
}

const numbered = new Map<string, string>();

/** `?` placeholders as PostgreSQL's $1, $2, …; a `?` inside a quoted string, identifier or comment stays. */
export function numberPlaceholders(sql: string): string {
  const cached = numbered.get(sql);
  if (cached !== undefined) return cached;
  let out = '';
  let n = 0;
  for (let i = 0; i < sql.length; i += 1) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === '?') {
      n += 1;
      out += `$${n}`;
    } else {
      out += c;
    }
  }
  numbered.set(sql, out);
  return out;
}

export async function getRow<T>(db: Db, sql: string, ...params: SqlValue[]): Promise<T | undefined> {
  const { rows } = await db.connection().query(numberPlaceholders(sql), params);
  return rows[0] as T | undefined;
}

export async function allRows<T>(db: Db, sql: string, ...params: SqlValue[]): Promise<T[]> {
  const { rows } = await db.connection().query(numberPlaceholders(sql), params);
  return rows as T[];
}

/** A statement that returns no rows; `changes` is how many rows it inserted, updated or deleted. */
export async function run(db: Db, sql: string, ...params: SqlValue[]): Promise<{ changes: number }> {
  const { count } = await db.connection().query(numberPlaceholders(sql), params);
  return { changes: count };
}

/**
 * Runs fn atomically. Every statement fn runs through this module joins the transaction, however deep in the call
 * chain, as the transaction follows the async context. A nested call is a savepoint of the open transaction, so a
 * wallet posting called from the seed's own transaction joins it. On the server fn may run more than once (see
 * serverDriver): it must not act outside the database before it returns.
 */
export async function transaction<T>(
  db: Db,
  fn: () => Promise<T>,
  options: { isolation?: Isolation } = {},
): Promise<T> {
  const open = openTransaction.getStore();
  if (open?.db !== db) {
    return await db.begin(
      (connection) => openTransaction.run({ db, connection, savepoints: 0 }, fn),
      options.isolation ?? 'serializable',
    );
  }
  open.savepoints += 1;
  const name = `sp_${open.savepoints}`;
  await open.connection.exec(`SAVEPOINT ${name}`);
  try {
    const result = await fn();
    await open.connection.exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await open.connection.exec(`ROLLBACK TO SAVEPOINT ${name}`);
    await open.connection.exec(`RELEASE SAVEPOINT ${name}`);
    throw error;
  }
}

/** The rows of one page: LIMIT and OFFSET. */
export interface RowPage {
  limit: number;
  offset: number;
}
