// The database of a test app: a copy of a database migrated and seeded once per seed time, so every test starts
// from the seed without paying for it. TEST_DATABASE_URL (a PostgreSQL server's maintenance database; `pnpm test`
// starts one) puts the copies on that server, made with CREATE DATABASE … TEMPLATE; without it they are embedded
// databases (PGlite) opened from the seeded one's dump.
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { prepareDatabase } from '../db/migrations.ts';
import type { Db } from '../db/database.ts';

export interface TestDatabase {
  db: Db;
  /** The copy's URL on the server (other processes can open it); undefined for an embedded copy. */
  url?: string;
  /** Closes the database and, on a server, drops it. */
  drop: () => Promise<void>;
}

type Template = { kind: 'server'; name: string } | { kind: 'embedded'; dump: Blob };

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
const templates = new Map<string, Promise<Template>>();
let copies = 0;

/** The database kind the tests run on, for test names and for the few tests that differ by kind. */
export const TEST_DATABASE_KIND: 'server' | 'embedded' = serverUrl ? 'server' : 'embedded';

/**
 * A fresh database seeded at `seedAt` (epoch ms), or at the first call's real time when undefined: tests on the
 * real clock share one seed per test process, taken minutes apart at most.
 */
export async function openTestDatabase(seedAt?: number): Promise<TestDatabase> {
  const key = seedAt === undefined ? 'live' : String(seedAt);
  let template = templates.get(key);
  if (!template) {
    template = makeTemplate(key, seedAt ?? Date.now());
    templates.set(key, template);
  }
  const made = await template;
  copies += 1;
  if (made.kind === 'embedded') {
    const db = await openDatabase({ loadFrom: made.dump });
    return { db, drop: async () => await db.close() };
  }
  const name = `test_${process.pid}_${copies}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${made.name}`);
  const url = databaseUrl(name);
  const db = await openDatabase({ url, poolSize: 4 });
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function makeTemplate(key: string, seedAt: number): Promise<Template> {
  if (!serverUrl) {
    const db = await openDatabase({});
    await prepareDatabase(db, seedAt);
    const dump = await db.dump();
    await db.close();
    return { kind: 'embedded', dump };
  }
  const name = `template_${process.pid}_${key}`;
  await admin(`CREATE DATABASE ${name}`);
  const db = await openDatabase({ url: databaseUrl(name), poolSize: 1 });
  await prepareDatabase(db, seedAt);
  // A template must have no connections while it is copied.
  await db.close();
  return { kind: 'server', name };
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
