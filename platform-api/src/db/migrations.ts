// Schema migrations, the same on a PostgreSQL server and in the embedded default: an ordered list, each applied
// once and recorded in schema_migrations, so starting the server again on an existing database is a no-op. New
// migrations are appended; applied ones are never edited. The list starts from the baseline of the schema the
// SQLite era ended with (postgres/schema.ts); a database of that era is moved over once with
// `pnpm db:migrate-from-sqlite` (src/db/sqlite-import.ts).
import { POSTGRES_RESYNC_IDENTITIES_SQL, POSTGRES_SCHEMA_SQL } from './postgres/schema.ts';
import { allRows, getRow, run, transaction } from './database.ts';
import { seedDatabase } from './seed.ts';
import type { Db } from './database.ts';

interface Migration {
  id: string;
  sql: string;
}

const presets = (...major: number[]) => JSON.stringify(major.map((amount) => amount * 100));

/**
 * The rows every merchant starts with, which the SQLite era wrote in its migrations rather than in the seed: the
 * deposit channels and promotions, the security questions and the site's one settings row.
 */
const REFERENCE_ROWS_SQL = `
  INSERT INTO deposit_channels (id, provider, kind, name, min_minor, max_minor, presets, receiving_account_name,
    receiving_account_number, reference_required, sequence) VALUES
    (1, 'BKASH', 'e_wallet', 'bKash', 20000, 2500000, '${presets(500, 1000, 2000, 5000, 10000)}',
     'VSBDTF5 Merchant', '01700000010', 1, 1),
    (2, 'NAGAD', 'e_wallet', 'Nagad', 20000, 2500000, '${presets(500, 1000, 2000, 5000, 10000)}',
     'VSBDTF5 Merchant', '01700000020', 1, 2),
    (3, 'ROCKET', 'e_wallet', 'Rocket', 20000, 2000000, '${presets(500, 1000, 2000, 5000, 10000)}',
     'VSBDTF5 Merchant', '017000000301', 1, 3),
    (4, 'BANK', 'bank', 'Bank transfer', 100000, 10000000, '${presets(1000, 5000, 10000, 50000)}',
     'VSBDTF5 Trading Ltd (Dutch-Bangla Bank, Gulshan)', '1051100012345', 1, 4);
  INSERT INTO deposit_promos (id, title, bonus_basis_points, max_bonus_minor, min_deposit_minor,
    turnover_multiplier, eligibility, sequence) VALUES
    (1, 'First deposit 100%', 10000, 500000, 50000, 10, 'first_deposit', 1),
    (2, 'Daily reload 10%', 1000, 100000, 50000, 5, 'once_per_day', 2),
    (3, 'Slots boost 5%', 500, 50000, 20000, 3, 'any', 3);
  INSERT INTO security_questions (id, question, sequence) VALUES
    (1, 'What is the name of your first school?', 1),
    (2, 'In which city were you born?', 2),
    (3, 'What is your mother''s maiden name?', 3),
    (4, 'What was the name of your first pet?', 4),
    (5, 'What is your favourite cricket team?', 5);
  INSERT INTO system_settings (id, status, ip_restricted, maintenance_message) VALUES (1, 0, 0, NULL);
  ${POSTGRES_RESYNC_IDENTITIES_SQL}
`;

/**
 * The reference rows' texts in Bengali, the site's default language (the rows keep the English their migration
 * wrote): deposit channels, deposit promotions and security questions read like the rest of their page in either
 * language (content-texts.ts). A row renamed since it was written keeps its own name in every language.
 */
const REFERENCE_TEXTS_SQL = `
  ALTER TABLE content_translations DROP CONSTRAINT content_translations_kind_check;
  ALTER TABLE content_translations ADD CONSTRAINT content_translations_kind_check CHECK (kind IN (
    'announcement', 'promotion', 'promotion_category', 'deposit_channel', 'deposit_promo', 'security_question'));
  INSERT INTO content_translations (kind, content_id, language, title)
    SELECT 'deposit_channel', c.id, 'bn', t.bn FROM deposit_channels c
    JOIN (VALUES (1, 'bKash', 'বিকাশ'), (2, 'Nagad', 'নগদ'), (3, 'Rocket', 'রকেট'),
      (4, 'Bank transfer', 'ব্যাংক ট্রান্সফার')) AS t (id, en, bn) ON t.id = c.id AND t.en = c.name
    ON CONFLICT DO NOTHING;
  INSERT INTO content_translations (kind, content_id, language, title)
    SELECT 'deposit_promo', p.id, 'bn', t.bn FROM deposit_promos p
    JOIN (VALUES (1, 'First deposit 100%', 'প্রথম ডিপোজিটে ১০০%'), (2, 'Daily reload 10%', 'দৈনিক রিলোড ১০%'),
      (3, 'Slots boost 5%', 'স্লট বুস্ট ৫%')) AS t (id, en, bn) ON t.id = p.id AND t.en = p.title
    ON CONFLICT DO NOTHING;
  INSERT INTO content_translations (kind, content_id, language, title)
    SELECT 'security_question', q.id, 'bn', t.bn FROM security_questions q
    JOIN (VALUES (1, 'What is the name of your first school?', 'আপনার প্রথম স্কুলের নাম কী?'),
      (2, 'In which city were you born?', 'আপনি কোন শহরে জন্মেছেন?'),
      (3, 'What is your mother''s maiden name?', 'বিয়ের আগে আপনার মায়ের পদবি কী ছিল?'),
      (4, 'What was the name of your first pet?', 'আপনার প্রথম পোষা প্রাণীর নাম কী ছিল?'),
      (5, 'What is your favourite cricket team?', 'আপনার প্রিয় ক্রিকেট দল কোনটি?')) AS t (id, en, bn)
      ON t.id = q.id AND t.en = q.question
    ON CONFLICT DO NOTHING;
`;

export const MIGRATIONS: readonly Migration[] = [
  { id: '001_baseline', sql: POSTGRES_SCHEMA_SQL },
  { id: '002_reference_rows', sql: REFERENCE_ROWS_SQL },
  { id: '003_reference_texts', sql: REFERENCE_TEXTS_SQL },
];

/**
 * Any number from the API's own key space for PostgreSQL's advisory locks: instances that start together on one
 * database take turns here, so one migrates (and seeds) and the others find nothing left to do.
 */
export const PREPARE_LOCK = 7_340_034;

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
