// The one-time move of a SQLite-era database into PostgreSQL (src/db/sqlite-import.ts, `pnpm
// db:migrate-from-sqlite`): a small database of the last SQLite release (testing/sqlite-era.sql) goes into a fresh
// embedded database whole, row for row, and the files and targets it must not touch are refused.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { allRows, getRow, openDatabase } from './database.ts';
import { IMPORTED_TABLES, ImportRefused, importSqlite, SQLITE_ERA_MIGRATIONS } from './sqlite-import.ts';
import type { Db } from './database.ts';
import type { ImportReport } from './sqlite-import.ts';

const FIXTURE = readFileSync(path.join(__dirname, 'testing', 'sqlite-era.sql'), 'utf8');
const CLI = path.join(__dirname, '..', 'sqlite-import-cli.ts');

let dir: string;
let files = 0;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'platform-api-sqlite-import-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** An SQLite file built from the fixture, changed by `edit` (foreign keys off, as in the fixture's own load). */
function sqliteFile(edit?: (sqlite: DatabaseSync) => void): string {
  files += 1;
  const file = path.join(dir, `platform-${files}.db`);
  const sqlite = new DatabaseSync(file, { enableForeignKeyConstraints: false });
  sqlite.exec(FIXTURE);
  edit?.(sqlite);
  sqlite.close();
  return file;
}

function sqliteRows<T>(file: string, sql: string): T[] {
  const sqlite = new DatabaseSync(file, { readOnly: true });
  try {
    return sqlite.prepare(sql).all() as T[];
  } finally {
    sqlite.close();
  }
}

/** The promise fails with an ImportRefused of exactly this message. */
async function expectRefusal(promise: Promise<unknown>, message: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImportRefused);
  expect((error as Error).message).toBe(message);
}

describe('importing the fixture', () => {
  let db: Db;
  let file: string;
  let report: ImportReport;

  beforeAll(async () => {
    file = sqliteFile();
    db = await openDatabase({});
    report = await importSqlite(file, db);
  });
  afterAll(async () => {
    await db.close();
  });

  it('copies every table of the PostgreSQL schema, row for row, and leaves nothing behind', async () => {
    expect(report.tables.map((entry) => entry.table)).toEqual(IMPORTED_TABLES);
    for (const { table, rows } of report.tables) {
      const n = sqliteRows<{ n: number }>(file, `SELECT COUNT(*) AS n FROM "${table}"`)[0]?.n;
      expect({ table, rows }).toEqual({ table, rows: n });
      expect({
        table,
        rows: (await getRow<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${table}`))?.n,
      }).toEqual({ table, rows: n });
    }
    expect(report.rows).toBe(report.tables.reduce((sum, entry) => sum + entry.rows, 0));
    expect(report.leftBehind).toEqual([]);
    expect(report.walletBalanceSumMinor).toBe('8164567');
    expect(report.ledgerAmountSumMinor).toBe('8164567');
  });

  it('keeps the reference rows of the file instead of adding the migration’s own', async () => {
    const channels = await allRows<{ id: number; receiving_account_number: string }>(
      db,
      'SELECT id, receiving_account_number FROM deposit_channels ORDER BY id',
    );
    expect(channels).toEqual(
      sqliteRows(file, 'SELECT id, receiving_account_number FROM deposit_channels ORDER BY id'),
    );
  });

  it('finds demo01, whose wallet balance is the sum of its ledger', async () => {
    const member = await getRow<{ id: number; account: string }>(
      db,
      'SELECT id, account FROM members WHERE lower(account) = lower(?)',
      'DEMO01',
    );
    expect(member).toEqual({ id: 1, account: 'demo01' });
    const money = await getRow<{ balance: number; ledger: number }>(
      db,
      `SELECT (SELECT balance_minor FROM wallets WHERE member_id = ? AND currency = 'BDT') AS balance,
              (SELECT SUM(amount_minor) FROM ledger WHERE member_id = ?) AS ledger`,
      1,
      1,
    );
    expect(money).toEqual({ balance: 1_484_567, ledger: 1_484_567 });
  });

  it('keeps each deposit’s reference claim as SQLite had it, and the triggers work again afterwards', async () => {
    const claims = await allRows<{ id: number; reference_claim: string | null }>(
      db,
      'SELECT id, reference_claim FROM deposits ORDER BY id',
    );
    expect(claims).toEqual(sqliteRows(file, 'SELECT id, reference_claim FROM deposits ORDER BY id'));
    // An approved order's claim, a rejected one's given back, and a duplicate id from before the claims that
    // holds none (the trigger would claim it, and the unique index would refuse the copy).
    expect(claims.find((row) => row.id === 39)?.reference_claim).toBe('NGFIXTURE01');
    expect(claims.find((row) => row.id === 40)?.reference_claim).toBeNull();
    expect(claims.find((row) => row.id === 42)?.reference_claim).toBeNull();

    const inserted = await getRow<{ reference_claim: string }>(
      db,
      `INSERT INTO deposits (member_id, channel_id, amount_minor, reference, status, created_at)
       VALUES (1, 2, 50000, 'ng-after-import', 'pending', 0) RETURNING reference_claim`,
    );
    expect(inserted?.reference_claim).toBe('NG-AFTER-IMPORT');
  });

  it('resyncs the identities: a new row gets an id above the imported ones', async () => {
    const inserted = await getRow<{ id: number }>(
      db,
      `INSERT INTO members (account, password_hash, reg_date) VALUES ('after_import', 'x', 0) RETURNING id`,
    );
    expect(inserted?.id).toBe(6);
    const deposit = await getRow<{ id: number }>(
      db,
      `INSERT INTO deposits (member_id, channel_id, amount_minor, status, created_at)
       VALUES (1, 1, 1000, 'pending', 0) RETURNING id`,
    );
    expect(deposit?.id).toBeGreaterThan(42);
  });

  it('keeps BLOBs as bytes and the order rows were written in (seq)', async () => {
    const [picture] = sqliteRows<{ data: Uint8Array }>(file, 'SELECT data FROM reward_application_pictures');
    const copied = await getRow<{ data: Uint8Array }>(db, 'SELECT data FROM reward_application_pictures');
    expect(picture?.data.byteLength).toBeGreaterThan(0);
    expect(Buffer.from(copied!.data).equals(Buffer.from(picture!.data))).toBe(true);

    const favourites = await allRows<{ node_id: string }>(
      db,
      'SELECT node_id FROM favourites WHERE member_id = 1 ORDER BY created_at, seq',
    );
    expect(favourites).toEqual(
      sqliteRows(file, 'SELECT node_id FROM favourites WHERE member_id = 1 ORDER BY created_at, rowid'),
    );
  });

  it('refuses a second import into the database it filled', async () => {
    await expectRefusal(
      importSqlite(file, db),
      `the target database :memory: already has 5 members: that is someone's data (or the demo seed of an API ` +
        'started on it), and the import never overwrites it; import into a new, empty database (another ' +
        'DATABASE_URL, or a DATA_DIR that does not exist yet)',
    );
    expect((await getRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM members'))?.n).toBe(5);
  });
});

describe('refusals and failures', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({});
  });
  afterAll(async () => {
    await db.close();
  });

  /** Members in the target, or null before it has a members table. */
  const memberCount = async () =>
    (await getRow<{ t: string | null }>(db, "SELECT to_regclass('members')::text AS t"))?.t
      ? ((await getRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM members'))?.n ?? 0)
      : null;

  it('refuses a file that lacks an SQLite-era migration, naming it, and touches nothing', async () => {
    const file = sqliteFile((sqlite) => {
      sqlite.exec(
        "DELETE FROM schema_migrations WHERE id IN ('013_captcha_limits_and_purging', '016_content_texts_per_language')",
      );
    });
    await expectRefusal(
      importSqlite(file, db),
      `${file} lacks SQLite-era migrations 013_captcha_limits_and_purging, 016_content_texts_per_language: start ` +
        'the last SQLite release of the API (commit b7eb689) on it once to upgrade it, then import it',
    );
    expect(await memberCount()).toBeNull();
  });

  it('refuses a file that is not an SQLite database, or not the API’s, or not there', async () => {
    const corrupt = path.join(dir, 'corrupt.db');
    writeFileSync(corrupt, `${'not a database '.repeat(100)}\n`);
    await expectRefusal(
      importSqlite(corrupt, db),
      `${corrupt} cannot be read as an SQLite database: file is not a database`,
    );
    const other = path.join(dir, 'other.db');
    new DatabaseSync(other).exec('CREATE TABLE notes (body TEXT)');
    await expectRefusal(
      importSqlite(other, db),
      `${other} is not a database of the platform API: it has no schema_migrations table`,
    );
    const missing = path.join(dir, 'missing.db');
    await expectRefusal(importSqlite(missing, db), `${missing}: no such file`);
    expect(await memberCount()).toBeNull();
  });

  it('refuses an integer beyond Number.MAX_SAFE_INTEGER, naming the column, and rolls the copy back', async () => {
    const file = sqliteFile((sqlite) => {
      sqlite.exec('UPDATE ledger SET created_at = 9007199254740993 WHERE id = (SELECT MAX(id) FROM ledger)');
    });
    const refusal = importSqlite(file, db);
    await expect(refusal).rejects.toBeInstanceOf(ImportRefused);
    await expect(refusal).rejects.toThrow(
      /^ledger\.created_at holds 9007199254740993, beyond Number\.MAX_SAFE_INTEGER/,
    );
    // Migrated (schema only), but without a row of the file: the copy was one transaction.
    expect(await memberCount()).toBe(0);
    expect((await getRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM deposit_channels'))?.n).toBe(4);
  });

  it('imports into the database those refusals left migrated and empty, a parent after its child included', async () => {
    const file = sqliteFile((sqlite) => {
      sqlite.exec('UPDATE members SET parent_id = 5 WHERE id = 2');
    });
    // Batches of two rows: member 2 goes in before member 5 is there, so its parent is set afterwards.
    await importSqlite(file, db, { batchRows: 2 });
    const parents = await allRows<{ id: number; parent_id: number | null }>(
      db,
      'SELECT id, parent_id FROM members ORDER BY id',
    );
    expect(parents).toEqual(sqliteRows(file, 'SELECT id, parent_id FROM members ORDER BY id'));
    expect(parents.find((row) => row.id === 2)?.parent_id).toBe(5);
  });

  it('lists every SQLite-era migration the fixture has', () => {
    expect(SQLITE_ERA_MIGRATIONS).toHaveLength(16);
    expect(SQLITE_ERA_MIGRATIONS).toEqual(
      sqliteRows<{ id: string }>(sqliteFile(), 'SELECT id FROM schema_migrations ORDER BY id').map(
        (row) => row.id,
      ),
    );
  });
});

describe('the command', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('prints a line per table and a summary, into the embedded database of DATA_DIR', () => {
    const dataDir = path.join(dir, 'embedded');
    const file = sqliteFile();
    const result = cli([path.basename(file)], { DATA_DIR: dataDir, INIT_CWD: dir });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.slice(0, -1).map((line) => line.table)).toEqual(IMPORTED_TABLES);
    expect(lines.find((line) => line.table === 'members')).toEqual({ table: 'members', rows: 4 });
    expect(lines.at(-1)).toMatchObject({
      msg: 'imported',
      tables: IMPORTED_TABLES.length,
      database: dataDir,
    });
  }, 90_000);

  it('exits 2 with one line on stderr when it refuses, before it opens the target', () => {
    const dataDir = path.join(dir, 'never-made');
    const file = sqliteFile((sqlite) => {
      sqlite.exec("DELETE FROM schema_migrations WHERE id = '005_accounts'");
    });
    const result = cli([file], { DATA_DIR: dataDir });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      `db:migrate-from-sqlite: ${file} lacks SQLite-era migrations 005_accounts: start the last SQLite release ` +
        'of the API (commit b7eb689) on it once to upgrade it, then import it',
    ]);
    expect(cli(['--force', file], { DATA_DIR: dataDir }).status).toBe(2);
    expect(existsSync(dataDir)).toBe(false);
  });
});
