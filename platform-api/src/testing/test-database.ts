// The database of a test app: a copy of a database migrated and seeded once per seed time for the whole test run, so
// every test starts from the seed without paying for it. TEST_DATABASE_URL (a PostgreSQL server's maintenance
// database; `pnpm test:api:postgres` starts one) puts the copies on that server, made with CREATE DATABASE …
// TEMPLATE; without it they are embedded databases (PGlite) opened from the seeded one's dump, kept as a file in the
// run's folder (API_TEST_CACHE_DIR, from tools/jest/api-test-cache.cjs). Test files and workers share both: a
// template is built under a name of its own and then renamed into place, so two builders never see half of one.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { prepareDatabase } from '../db/migrations.ts';
import {
  createDatabase,
  databaseExists,
  dropDatabase,
  DUPLICATE_DATABASE,
  renameDatabase,
} from '../db/server-admin.ts';
import type { Db } from '../db/database.ts';

export interface TestDatabase {
  db: Db;
  /** The copy's URL on the server (other processes can open it); undefined for an embedded copy. */
  url?: string;
  /** Closes the database and, on a server, drops it. */
  drop: () => Promise<void>;
}

const serverUrl = process.env.TEST_DATABASE_URL || undefined;

/** The database kind the tests run on, for the few tests that differ by kind. */
export const TEST_DATABASE_KIND: 'server' | 'embedded' = serverUrl ? 'server' : 'embedded';

// Seeds taken on the real clock are shared for the run, taken minutes apart at most.
const LIVE_SEED_AT = Date.now();

/** A fresh database seeded at `seedAt` (epoch ms), or at the run's start when undefined. */
export async function openTestDatabase(seedAt?: number): Promise<TestDatabase> {
  const key = seedAt === undefined ? 'live' : String(seedAt);
  const at = seedAt ?? LIVE_SEED_AT;
  return serverUrl ? await serverCopy(serverUrl, key, at) : await embeddedCopy(key, at);
}

async function embeddedCopy(key: string, seedAt: number): Promise<TestDatabase> {
  const file = path.join(cacheDir(), `seeded-${key}.tar`);
  if (!existsSync(file)) {
    const db = await openDatabase({});
    await prepareDatabase(db, seedAt);
    const dump = await db.dump();
    await db.close();
    const building = `${file}.${randomUUID()}`;
    writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
    renameSync(building, file);
  }
  const db = await openDatabase({ loadFrom: new Blob([readFileSync(file)]) });
  return { db, drop: () => db.close() };
}

let cache: string | undefined;
function cacheDir(): string {
  cache ??= process.env.API_TEST_CACHE_DIR || mkdtempSync(path.join(tmpdir(), 'platform-api-tests-'));
  return cache;
}

async function serverCopy(server: string, key: string, seedAt: number): Promise<TestDatabase> {
  const template = `template_${key}`;
  if (!(await databaseExists(server, template))) {
    const building = `building_${key}_${randomUUID().replaceAll('-', '')}`;
    const db = await openDatabase({ url: await createDatabase(server, building), poolSize: 1 });
    await prepareDatabase(db, seedAt);
    // A template must have no connections while it is copied or renamed.
    await db.close();
    try {
      await renameDatabase(server, building, template);
    } catch (error) {
      // Another worker put the same template in place first: use it.
      await dropDatabase(server, building);
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
    }
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const url = await createDatabase(server, name, template);
  const db = await openDatabase({ url, poolSize: 4 });
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      await dropDatabase(server, name);
    },
  };
}
