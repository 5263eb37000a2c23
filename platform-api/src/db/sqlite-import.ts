// `pnpm db:migrate-from-sqlite <file>`: moves a database of the SQLite era (the API's old .data/platform.db, at
// commit b7eb689 or any release with all 16 of its migrations) once into the PostgreSQL database the API uses now.
//
// The SQLite file is opened read-only and read in one read transaction (one snapshot, even if an old API still
// writes to it). The target must hold no members: the import never overwrites someone's data. It is migrated
// (schema only), then one transaction empties every table (the reference rows the migrations wrote), copies every
// table of the PostgreSQL schema with the columns both sides have, advances the identities, and compares row
// counts and money totals with the source: any difference rolls the whole copy back.
import { existsSync, statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { allRows, getRow, run, transaction } from './database.ts';
import { PREPARE_LOCK, migrate } from './migrations.ts';
import { POSTGRES_RESYNC_IDENTITIES_SQL, POSTGRES_SCHEMA_SQL } from './postgres/schema.ts';
import type { Db, SqlValue } from './database.ts';

/** The migrations of the SQLite era (git history up to b7eb689); a file to import has applied every one. */
export const SQLITE_ERA_MIGRATIONS: readonly string[] = [
  '001_members_sessions_wallets',
  '002_login_attempts_captchas_outbox',
  '003_content_and_vendors',
  '004_contracts_settings_merchant',
  '005_accounts',
  '006_member_centre_money',
  '007_game_lobby',
  '008_content',
  '009_agency',
  '010_protection',
  '011_banner_links',
  '012_deposit_reference_claims',
  '013_captcha_limits_and_purging',
  '014_chat_ticket_sessions',
  '015_security_changes_and_voided_resets',
  '016_content_texts_per_language',
];

/** The tables of the PostgreSQL schema, in the order of their CREATE TABLE, which satisfies the foreign keys. */
export const IMPORTED_TABLES: readonly string[] = [
  ...POSTGRES_SCHEMA_SQL.matchAll(/^CREATE TABLE (\w+) \(/gm),
].map((match) => match[1] ?? '');

/**
 * The import refused the file or the target (not the API's SQLite database, missing migrations, a target with
 * members, a value the API could not read): no row of the file was written (at most the target was migrated).
 */
export class ImportRefused extends Error {
  override name = 'ImportRefused';
}

export interface ImportReport {
  /** Rows copied per table, in copy order (equal to the source's count: the import checks it). */
  tables: { table: string; rows: number }[];
  rows: number;
  /** SUM(wallets.balance_minor) and SUM(ledger.amount_minor), equal in source and target, as exact decimals. */
  walletBalanceSumMinor: string;
  ledgerAmountSumMinor: string;
  /** What the SQLite file has and the PostgreSQL schema does not, left behind: `table` or `table.column`. */
  leftBehind: string[];
  /** The target, as the API logs it (a server URL without its password, or the embedded data folder). */
  database: string;
  ms: number;
}

/** Bind parameters per statement: PostgreSQL's protocol allows 65,535. */
const MAX_PARAMETERS = 65_535;
/** Rows per INSERT (importSqlite's batchRows: tests make batches small to cross their borders). */
const MAX_BATCH_ROWS = 1_000;
/** Text and BLOB bytes per statement, so a table of pictures is sent in pieces of a sane size. */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;

interface TargetColumn {
  name: string;
  type: string;
  identityAlways: boolean;
}

interface CopyPlan {
  table: string;
  /** The columns copied: in both schemas, and not generated in PostgreSQL. */
  columns: TargetColumn[];
  /** Columns referring to the same table (members.parent_id, promotions.linked_promotion_id). */
  selfReferences: { column: string; references: string }[];
  /** The single-column primary key, to set a deferred self-reference afterwards. */
  primaryKey: string | undefined;
  hasUserTriggers: boolean;
}

/**
 * Refuses (ImportRefused) a file that is no SQLite database of the API's last SQLite release, before anything is
 * opened or written on the target's side; importSqlite checks the same again.
 */
export function checkSqlite(source: string): void {
  const sqlite = openSource(source);
  try {
    checkMigrations(sqlite, source);
  } finally {
    sqlite.close();
  }
}

/** Copies the SQLite file into `target` (see the top of this file); refusals throw ImportRefused. */
export async function importSqlite(
  source: string,
  target: Db,
  options: { batchRows?: number } = {},
): Promise<ImportReport> {
  const batchRows = options.batchRows ?? MAX_BATCH_ROWS;
  const started = performance.now();
  const sqlite = openSource(source);
  try {
    sqlite.exec('BEGIN');
    checkMigrations(sqlite, source);
    const now = Date.now();

    await transaction(
      target,
      async () => {
        await getRow(target, 'SELECT pg_advisory_xact_lock(?)', PREPARE_LOCK);
        await refuseMembers(target);
        await migrate(target, now);
      },
      { isolation: 'read committed' },
    );

    const result = await transaction(
      target,
      async () => {
        await getRow(target, 'SELECT pg_advisory_xact_lock(?)', PREPARE_LOCK);
        await refuseMembers(target);
        const plans = await planCopies(sqlite, target);
        for (const table of [...IMPORTED_TABLES].reverse()) await run(target, `DELETE FROM ${table}`);
        const tables: ImportReport['tables'] = [];
        for (const plan of plans)
          tables.push({ table: plan.table, rows: await copyTable(sqlite, target, plan, batchRows) });
        await target.exec(POSTGRES_RESYNC_IDENTITIES_SQL);
        const totals = await verify(sqlite, target, tables);
        return { tables, totals, leftBehind: leftBehind(sqlite, plans) };
      },
      { isolation: 'read committed' },
    );

    return {
      tables: result.tables,
      rows: result.tables.reduce((sum, table) => sum + table.rows, 0),
      walletBalanceSumMinor: result.totals.wallets,
      ledgerAmountSumMinor: result.totals.ledger,
      leftBehind: result.leftBehind,
      database: target.location,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    if (sqlite.isTransaction) sqlite.exec('ROLLBACK');
    sqlite.close();
  }
}

function openSource(file: string): DatabaseSync {
  if (!existsSync(file)) throw new ImportRefused(`${file}: no such file`);
  if (!statSync(file).isFile()) throw new ImportRefused(`${file} is not a file`);
  let sqlite: DatabaseSync | undefined;
  try {
    sqlite = new DatabaseSync(file, { readOnly: true });
    // SQLite reads the file only at the first statement: a file that is no database fails here.
    sqlite.prepare('SELECT COUNT(*) FROM sqlite_master').get();
    return sqlite;
  } catch (error) {
    sqlite?.close();
    throw new ImportRefused(`${file} cannot be read as an SQLite database: ${messageOf(error)}`, {
      cause: error,
    });
  }
}

function checkMigrations(sqlite: DatabaseSync, file: string): void {
  if (!sqliteTableExists(sqlite, 'schema_migrations')) {
    throw new ImportRefused(
      `${file} is not a database of the platform API: it has no schema_migrations table`,
    );
  }
  const applied = new Set(
    (sqlite.prepare('SELECT id FROM schema_migrations').all() as { id: string }[]).map((row) => row.id),
  );
  const missing = SQLITE_ERA_MIGRATIONS.filter((id) => !applied.has(id));
  if (missing.length > 0) {
    throw new ImportRefused(
      `${file} lacks SQLite-era migrations ${missing.join(', ')}: start the last SQLite release of the API ` +
        '(commit b7eb689) on it once to upgrade it, then import it',
    );
  }
}

async function refuseMembers(target: Db): Promise<void> {
  const exists = await getRow<{ t: string | null }>(target, "SELECT to_regclass('members')::text AS t");
  if (!exists?.t) return;
  const count = await getRow<{ n: number }>(target, 'SELECT COUNT(*) AS n FROM members');
  const n = count?.n ?? 0;
  if (n > 0) {
    throw new ImportRefused(
      `the target database ${target.location} already has ${n} member${n === 1 ? '' : 's'}: that is someone's ` +
        'data (or the demo seed of an API started on it), and the import never overwrites it; import into a ' +
        'new, empty database (another DATABASE_URL, or a DATA_DIR that does not exist yet)',
    );
  }
}

/** How each table is copied: its columns in both schemas, self-references, primary key and own triggers. */
async function planCopies(sqlite: DatabaseSync, target: Db): Promise<CopyPlan[]> {
  const catalog = await allRows<{
    table: string;
    columns: { name: string; type: string; identity: string; generated: string }[];
    selfReferences: { column: string; references: string }[] | null;
    primaryKey: string[] | null;
    triggers: number;
  }>(
    target,
    `SELECT c.relname AS table,
       (SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, NULL),
                 'identity', a.attidentity, 'generated', a.attgenerated) ORDER BY a.attnum)
          FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
       (SELECT json_agg(json_build_object('column', a.attname, 'references', fa.attname))
          FROM pg_constraint k
          JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
          JOIN pg_attribute fa ON fa.attrelid = k.confrelid AND fa.attnum = k.confkey[1]
         WHERE k.contype = 'f' AND k.conrelid = c.oid AND k.confrelid = c.oid
           AND cardinality(k.conkey) = 1) AS "selfReferences",
       (SELECT array_agg(a.attname)
          FROM pg_constraint k JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
         WHERE k.contype = 'p' AND k.conrelid = c.oid) AS "primaryKey",
       (SELECT COUNT(*) FROM pg_trigger t WHERE t.tgrelid = c.oid AND NOT t.tgisinternal) AS triggers
     FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'`,
  );
  const byName = new Map(catalog.map((entry) => [entry.table, entry]));
  return IMPORTED_TABLES.map((table) => {
    const entry = byName.get(table);
    if (!entry) throw new Error(`the migrated target has no table ${table}`);
    if (!sqliteTableExists(sqlite, table)) {
      throw new ImportRefused(`the SQLite file has no table ${table}, which every SQLite-era database has`);
    }
    const sourceColumns = new Set(sqliteColumns(sqlite, table));
    return {
      table,
      // A generated column (none in the baseline) cannot be written; an identity column only PostgreSQL has
      // (captchas.seq, favourites.seq) is not in the SQLite file and takes its default.
      columns: entry.columns
        .filter((column) => sourceColumns.has(column.name) && column.generated === '')
        .map((column) => ({ name: column.name, type: column.type, identityAlways: column.identity === 'a' })),
      selfReferences: entry.selfReferences ?? [],
      primaryKey: entry.primaryKey?.length === 1 ? entry.primaryKey[0] : undefined,
      hasUserTriggers: entry.triggers > 0,
    };
  });
}

/**
 * Copies one table in rowid order (the order the rows were written, which an identity column only PostgreSQL has,
 * such as captchas.seq, then keeps) with multi-row INSERTs. Returns the number of rows copied.
 */
async function copyTable(
  sqlite: DatabaseSync,
  target: Db,
  plan: CopyPlan,
  batchRows: number,
): Promise<number> {
  const { table, columns } = plan;
  if (columns.length === 0) return 0;
  // The table's own triggers (deposits' reference claim) are off while its rows are copied: each row keeps the
  // values it had in SQLite, including the claim a trigger there set or cleared, or never set (a duplicate id
  // from before 012_deposit_reference_claims holds none, and re-claiming it would break the unique index).
  // ALTER TABLE is transactional: a rolled-back import leaves the triggers on.
  if (plan.hasUserTriggers) await target.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);

  const names = columns.map((column) => column.name);
  const overriding = columns.some((column) => column.identityAlways) ? ' OVERRIDING SYSTEM VALUE' : '';
  const rowsPerBatch = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMETERS / columns.length)));
  const select = sqlite.prepare(
    `SELECT ${names.map((name) => `"${name}"`).join(', ')} FROM "${table}" ORDER BY rowid`,
  );
  select.setReadBigInts(true);
  select.setReturnArrays(true);

  // A reference to a row of the same table not copied yet (a parent with a higher id) is set once that row is
  // in: the row goes in with NULL there, and an UPDATE by primary key follows the table's copy.
  const keyIndex = plan.primaryKey === undefined ? -1 : names.indexOf(plan.primaryKey);
  const selfReferences = plan.selfReferences
    .map((reference) => ({
      name: reference.column,
      column: names.indexOf(reference.column),
      references: names.indexOf(reference.references),
      seen: new Set<string>(),
    }))
    .filter((reference) => reference.column !== -1 && reference.references !== -1 && keyIndex !== -1);
  const deferred: { column: string; value: SqlValue; key: SqlValue }[] = [];

  let batch: SqlValue[][] = [];
  let bytes = 0;
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.map((row) => `(${row.map(() => '?').join(', ')})`).join(', ');
    await run(
      target,
      `INSERT INTO ${table} (${names.join(', ')})${overriding} VALUES ${values}`,
      ...batch.flat(),
    );
    copied += batch.length;
    batch = [];
    bytes = 0;
  };

  for (const raw of select.iterate() as Iterable<unknown[]>) {
    const row = columns.map((column, index) => toTarget(raw[index], table, column));
    for (const reference of selfReferences) {
      reference.seen.add(String(row[reference.references]));
      const value = row[reference.column] ?? null;
      if (value !== null && !reference.seen.has(String(value))) {
        deferred.push({ column: reference.name, value, key: row[keyIndex] ?? null });
        row[reference.column] = null;
      }
    }
    batch.push(row);
    bytes += row.reduce<number>((sum, value) => sum + sizeOf(value), 0);
    if (batch.length >= rowsPerBatch || bytes >= MAX_BATCH_BYTES) await flush();
  }
  await flush();
  for (const { column, value, key } of deferred) {
    await run(target, `UPDATE ${table} SET ${column} = ? WHERE ${plan.primaryKey} = ?`, value, key);
  }
  if (plan.hasUserTriggers) await target.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  return copied;
}

/** An SQLite value (integers read as bigint) as the PostgreSQL column takes it. */
function toTarget(value: unknown, table: string, column: TargetColumn): SqlValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') {
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
      throw new ImportRefused(
        `${table}.${column.name} holds ${value}, beyond Number.MAX_SAFE_INTEGER (the API reads 64-bit integers ` +
          'as JavaScript numbers): correct the value in the SQLite file first',
      );
    }
    return column.type === 'text' ? value.toString() : Number(value);
  }
  if (typeof value === 'number') return column.type === 'text' ? String(value) : value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (typeof value === 'string') return column.type === 'bytea' ? Buffer.from(value, 'utf8') : value;
  throw new Error(`${table}.${column.name}: unexpected value of type ${typeof value}`);
}

function sizeOf(value: SqlValue): number {
  if (typeof value === 'string') return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  return 8;
}

/** Row counts per table and the money totals, source against target; any difference fails the import. */
async function verify(
  sqlite: DatabaseSync,
  target: Db,
  tables: ImportReport['tables'],
): Promise<{ wallets: string; ledger: string }> {
  const problems: string[] = [];
  for (const { table, rows } of tables) {
    const source = sqliteCount(sqlite, table);
    const copied = (await getRow<{ n: number }>(target, `SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0;
    if (source !== copied || rows !== copied) {
      problems.push(`${table}: ${source} rows in SQLite, ${copied} in PostgreSQL`);
    }
  }
  const sum = async (table: string, column: string, label: string): Promise<string> => {
    const source = sqliteSum(sqlite, table, column);
    const copied = (
      await getRow<{ s: string }>(target, `SELECT COALESCE(SUM(${column}), 0)::text AS s FROM ${table}`)
    )?.s;
    if (source !== copied) problems.push(`${label}: ${source} in SQLite, ${copied} in PostgreSQL`);
    return source;
  };
  const wallets = await sum('wallets', 'balance_minor', 'sum of wallet balances');
  const ledger = await sum('ledger', 'amount_minor', 'sum of ledger amounts');
  if (problems.length > 0) {
    throw new Error(`the copy differs from the SQLite file, nothing was imported: ${problems.join('; ')}`);
  }
  return { wallets, ledger };
}

/** SQLite tables and columns the PostgreSQL schema has no place for (none in a database of the SQLite era). */
function leftBehind(sqlite: DatabaseSync, plans: CopyPlan[]): string[] {
  const imported = new Map(plans.map((plan) => [plan.table, new Set(plan.columns.map((c) => c.name))]));
  const tables = (
    sqlite
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  return tables.flatMap((table) => {
    if (table === 'schema_migrations') return [];
    const columns = imported.get(table);
    if (!columns) return [table];
    return sqliteColumns(sqlite, table)
      .filter((column) => !columns.has(column))
      .map((column) => `${table}.${column}`);
  });
}

function sqliteTableExists(sqlite: DatabaseSync, table: string): boolean {
  return (
    sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined
  );
}

function sqliteColumns(sqlite: DatabaseSync, table: string): string[] {
  return (sqlite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((row) => row.name);
}

function sqliteCount(sqlite: DatabaseSync, table: string): number {
  return Number((sqlite.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n);
}

function sqliteSum(sqlite: DatabaseSync, table: string, column: string): string {
  const statement = sqlite.prepare(`SELECT COALESCE(SUM("${column}"), 0) AS s FROM "${table}"`);
  statement.setReadBigInts(true);
  return String((statement.get() as { s: bigint }).s);
}

function messageOf(error: unknown): string {
  // node:sqlite's errors are Errors of the realm that loaded it (not always this one: jest), so no instanceof.
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
