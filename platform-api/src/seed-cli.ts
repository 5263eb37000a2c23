// `pnpm seed`: empties the database and writes the schema and the demo data again. The embedded default's folder
// (DATA_DIR) is deleted; on a server (DATABASE_URL) the public schema is dropped and created again. Stop the API
// first: it holds the embedded folder open, and a running instance would keep answering from the old rows.
import { mkdirSync, rmSync } from 'node:fs';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/migrations.ts';
import { embeddedDataDir } from './data-dir.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = embeddedDataDir();

if (!databaseUrl) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}
const db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
if (databaseUrl) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
const { applied } = await prepareDatabase(db, Date.now());
await db.close();
console.log(
  JSON.stringify({ msg: 'database re-created', database: db.location, migrations: applied.length }),
);
