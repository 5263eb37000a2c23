// `pnpm db:migrate-from-sqlite <file>`: moves a database of the SQLite era (the old platform-api/.data/platform.db)
// once into the PostgreSQL database the API uses now: DATABASE_URL, else the embedded one in DATA_DIR (default
// platform-api/.data/platform), as src/main.ts picks it. The target must have no members; nothing is overwritten.
// Stop the API first: the embedded database is one process's folder, and an old API writing to the SQLite file
// would write after the copy. Prints one JSON line per table and a summary; exits 2 when it refuses (the file or
// the target cannot be used), 1 when the import failed (rolled back).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from './db/database.ts';
import { checkSqlite, importSqlite, ImportRefused } from './db/sqlite-import.ts';
import type { Db } from './db/database.ts';
import { embeddedDataDir } from './data-dir.ts';

const USAGE = `usage: pnpm db:migrate-from-sqlite <file>
  Copies an SQLite database of the platform API (e.g. platform-api/.data/platform.db) into the PostgreSQL database
  the API uses: DATABASE_URL, else the embedded one in DATA_DIR (default platform-api/.data/platform). The target
  must have no members. Stop the API first.`;

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = embeddedDataDir();

function refuse(message: string): never {
  console.error(`db:migrate-from-sqlite: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const option = args.find((arg) => arg.startsWith('-'));
if (option) refuse(`unknown option ${option} (there are none; see --help)`);
const [file, ...more] = args;
if (file === undefined || more.length > 0) refuse('name one SQLite file to import (see --help)');
// pnpm runs the script in platform-api/; a relative path means the directory pnpm was started in (INIT_CWD).
const source = resolve(process.env.INIT_CWD ?? process.cwd(), file);

let db: Db | undefined;
try {
  checkSqlite(source);
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  const report = await importSqlite(source, db);
  for (const { table, rows } of report.tables) console.log(JSON.stringify({ table, rows }));
  if (report.leftBehind.length > 0) {
    console.error(
      `db:migrate-from-sqlite: not imported (the PostgreSQL schema has no place for them): ${report.leftBehind.join(', ')}`,
    );
  }
  console.log(
    JSON.stringify({
      msg: 'imported',
      tables: report.tables.length,
      rows: report.rows,
      database: report.database,
      walletBalanceSumMinor: report.walletBalanceSumMinor,
      ledgerAmountSumMinor: report.ledgerAmountSumMinor,
      ms: report.ms,
    }),
  );
  await db.close();
} catch (error) {
  await db?.close().catch(() => undefined);
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ImportRefused) refuse(message);
  console.error(`db:migrate-from-sqlite: ${message}`);
  process.exit(1);
}
