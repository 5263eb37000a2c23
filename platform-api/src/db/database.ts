// Opens the SQLite database (node:sqlite, WAL) and offers small typed query helpers and nestable transactions.
// Rows come back as plain objects; callers name the row type they expect.
import { DatabaseSync } from 'node:sqlite';
import type { SQLInputValue } from 'node:sqlite';

export type Db = DatabaseSync;

export function openDatabase(path: string): Db {
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true });
  // WAL lets the seed CLI or a test read while the server writes; busy_timeout absorbs short write overlaps.
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

export function getRow<T>(db: Db, sql: string, ...params: SQLInputValue[]): T | undefined {
  return db.prepare(sql).get(...params) as T | undefined;
}

export function allRows<T>(db: Db, sql: string, ...params: SQLInputValue[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

export function run(db: Db, sql: string, ...params: SQLInputValue[]): { lastId: number; changes: number } {
  const result = db.prepare(sql).run(...params);
  return { lastId: Number(result.lastInsertRowid), changes: Number(result.changes) };
}

let savepointCounter = 0;

/**
 * Runs fn atomically. Savepoints instead of BEGIN make it nestable: a wallet posting called from the seed's own
 * transaction joins it rather than failing with "cannot start a transaction within a transaction".
 */
export function transaction<T>(db: Db, fn: () => T): T {
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
