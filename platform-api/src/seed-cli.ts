// `pnpm seed`: deletes the database (and its WAL files) and re-creates it with migrations and seed data.
// Stop the server first; it keeps the old file open.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { seedDatabase } from './db/seed.ts';

const dbPath = process.env.DB_PATH ?? join(import.meta.dirname, '..', '.data', 'platform.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
mkdirSync(dirname(dbPath), { recursive: true });

const db = openDatabase(dbPath);
const now = Date.now();
const applied = migrate(db, now);
seedDatabase(db, now);
db.close();
console.log(JSON.stringify({ msg: 'database re-created', dbPath, migrations: applied.length }));
