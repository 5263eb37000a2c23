// Databases on a PostgreSQL server, made and removed through its maintenance database (the server URL's own,
// usually `postgres`): the tests' seeded templates and their copies (src/testing/test-database.ts), and the
// throwaway servers of scripts/lib/postgres-server.ts (scripts/with-postgres.ts, the benchmarks). Each call opens
// one connection and closes it: CREATE, ALTER and DROP DATABASE cannot run inside a transaction or a pool's session
// that holds the database open.
import pg from 'pg';

/** A name as a quoted identifier (the names used here are lower case, so quoting does not change them). */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl` (same user, host and options). */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

export async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return await onServer(
    serverUrl,
    async (client) =>
      (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rows.length > 0,
  );
}

/**
 * Creates database `name` (a copy of `template` when given, which must then have no connections) and returns its
 * URL. A name that exists fails with SQLSTATE 42P04.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const templateClause = template === undefined ? '' : ` TEMPLATE ${quoteIdentifier(template)}`;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(name)}${templateClause}`),
  );
  return databaseUrl(serverUrl, name);
}

/**
 * Renames database `from` (which must have no connections) to `to`: a database built under a name of its own
 * appears whole under the name others look for. A `to` that exists fails with SQLSTATE 42P04.
 */
export async function renameDatabase(serverUrl: string, from: string, to: string): Promise<void> {
  await onServer(serverUrl, (client) =>
    client.query(`ALTER DATABASE ${quoteIdentifier(from)} RENAME TO ${quoteIdentifier(to)}`),
  );
}

/** Drops database `name` if it exists, disconnecting whoever is still connected to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  );
}

/** The SQLSTATE of a database that already exists (CREATE or RENAME to a taken name). */
export const DUPLICATE_DATABASE = '42P04';
