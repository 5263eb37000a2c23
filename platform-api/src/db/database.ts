// Opens the SQLite database (node:sqlite, WAL) and offers small typed query helpers and nestable transactions.
// Rows come back as plain objects; callers name the row type they expect.
import { DatabaseSync } from 'node:sqlite';
import type { SQLInputValue } from 'node:sqlite';

export type Db = DatabaseSync;

export function openDatabase(path: string): Db {
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true });
  // WAL lets the seed CLI or a test read while the server writes; busy_timeout absorbs short write overlaps.
  // node:sqlite waits synchronously, so the wait blocks every other request: keep it short.
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return db;
}

/**
 * How long a statement waits for another connection's write lock (the seed command, a second instance during a
 * rolling deploy) before giving up with SQLITE_BUSY, which the API answers as the retryable system.busy.
 */
export const BUSY_TIMEOUT_MS = 1000;

/** SQLite's "database is locked" (SQLITE_BUSY, 5) or "table is locked" (SQLITE_LOCKED, 6), as node:sqlite throws it. */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && [5, 6].includes(errcode & 0xff);
}

export function getRow<T>(db: Db, sql: string, ...params: SQLInputValue[]): T | undefined {
  return db.prepare(sql).get(...params) as T | undefined;
}

export function allRows<T>(db: Db, sql: string, ...params: SQLInputValue[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

export function run(db: Db, sql: string, ...params: SQLInputValue[]): { changes: number } {
  const result = db.prepare(sql).run(...params);
  return { changes: Number(result.changes) };
}

let savepointCounter = 0;

/**
 * Runs fn atomically. The outermost call begins IMMEDIATE: it takes the write lock before its first read, so it
 * waits (busy_timeout) for another connection's write to end, where a deferred transaction that read first could
 * only fail when it came to write. Nested calls use savepoints: a wallet posting called from the seed's own
 * transaction joins it rather than failing with "cannot start a transaction within a transaction".
 */
export function transaction<T>(db: Db, fn: () => T): T {
  if (!db.isTransaction) {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }
  savepointCounter += 1;
  const name = `sp_${savepointCounter}`;
  db.exec(`SAVEPOINT ${name}`);
  try {
    const result = fn();
    db.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    db.exec(`ROLLBACK TO ${name}`);
    db.exec(`RELEASE ${name}`);
    throw error;
  }
}

/** The rows of one page: LIMIT and OFFSET. */
export interface RowPage {
  limit: number;
  offset: number;
}
