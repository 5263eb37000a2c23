// Schema migrations, the same on a PostgreSQL server and in the embedded default: an ordered list, each applied
// once and recorded in schema_migrations, so starting the server again on an existing database is a no-op. New
// migrations are appended; applied ones are never edited. The list starts from the baseline of the schema the
// SQLite era ended with (postgres/schema.ts); a database of that era is moved over once with
// `pnpm db:migrate-from-sqlite` (src/db/sqlite-import.ts).
import { POSTGRES_SCHEMA_SQL } from './postgres/schema.ts';
import { allRows, getRow, run, transaction } from './database.ts';
import { seedDatabase } from './seed.ts';
import type { Db } from './database.ts';

interface Migration {
  id: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [{ id: '001_baseline', sql: POSTGRES_SCHEMA_SQL }];

/**
 * Any number from the API's own key space for PostgreSQL's advisory locks: instances that start together on one
 * database take turns here, so one migrates (and seeds) and the others find nothing left to do.
 */
const PREPARE_LOCK = 7_340_034;

/**
 * Brings the schema up to date and, on a database without a merchant, writes the demo data; returns the migration
 * ids applied by this call. It runs READ COMMITTED so that, after waiting for another instance's lock, it reads what
 * that instance committed. An existing database (even emptied by an operator) keeps its rows.
 */
export async function prepareDatabase(db: Db, now: number): Promise<{ applied: string[]; seeded: boolean }> {
  return await transaction(
    db,
    async () => {
      await getRow(db, 'SELECT pg_advisory_xact_lock(?)', PREPARE_LOCK);
      const applied = await migrate(db, now);
      const configured = await getRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM merchant_config');
      const seeded = (configured?.n ?? 0) === 0;
      if (seeded) await seedDatabase(db, now);
      return { applied, seeded };
    },
    { isolation: 'read committed' },
  );
}

/** Applies the migrations not yet recorded; returns the ids applied by this call. */
export async function migrate(db: Db, now: number): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)',
  );
  const done = new Set(
    (await allRows<{ id: string }>(db, 'SELECT id FROM schema_migrations')).map((row) => row.id),
  );
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.id)) continue;
    await transaction(db, async () => {
      await db.exec(migration.sql);
      await run(db, 'INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', migration.id, now);
    });
    applied.push(migration.id);
  }
  return applied;
}
