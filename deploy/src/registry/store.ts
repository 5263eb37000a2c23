// The registry's data in the platform's database, schema `registry`: environments with their pin document and a
// revision number, releases with the hash of every file, the audit log and the tokens (their hashes only). The
// embedded default (PGlite in a folder) and a PostgreSQL server run the same SQL through the API's database layer.
// A pin change, its revision and its audit rows are written in one transaction; a change computed from a revision
// that moved meanwhile is refused, so two operators never lose an update.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allRows, type Db, getRow, run, transaction } from '../../../platform-api/src/db/database.ts';
import { parsePinFile, type PinFile, REMOTE_NAMES, type RemoteName } from 'shared/pin-file';
import type { AuditRow, EnvironmentSummary, ReleaseRecord, Role, TokenSummary } from './contract.ts';
import { HEALTH_MIGRATION } from './health-schema.ts';

/** The registry's key for PostgreSQL's advisory locks (the API's is another number): starts take turns. */
export const REGISTRY_PREPARE_LOCK = 7_340_035;

/** Environments whose changes need the `ops` role (and, like every change, a reason). */
export const DEFAULT_PROTECTED_ENVIRONMENTS = ['production'];

const MIGRATIONS: { name: string; sql: string }[] = [
  {
    name: '001_registry',
    sql: `
      CREATE TABLE registry.environments (
        name TEXT PRIMARY KEY,
        protected BOOLEAN NOT NULL,
        revision INTEGER NOT NULL,
        pins TEXT NOT NULL
      );
      CREATE TABLE registry.releases (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        commit_id TEXT NOT NULL,
        released_at TEXT NOT NULL,
        released_by TEXT NOT NULL,
        files TEXT NOT NULL,
        manifest_integrity TEXT NOT NULL,
        entry_integrity TEXT NOT NULL,
        bytes INTEGER NOT NULL,
        federation_runtime TEXT,
        exposes TEXT NOT NULL,
        shared TEXT NOT NULL,
        PRIMARY KEY (remote, version)
      );
      CREATE TABLE registry.audit (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at TEXT NOT NULL,
        who TEXT NOT NULL,
        action TEXT NOT NULL,
        environment TEXT NOT NULL REFERENCES registry.environments (name),
        remote TEXT NOT NULL,
        from_version TEXT,
        to_version TEXT NOT NULL,
        reason TEXT NOT NULL,
        revision INTEGER NOT NULL
      );
      CREATE INDEX audit_by_environment ON registry.audit (environment, remote, id);
      CREATE TABLE registry.tokens (
        name TEXT PRIMARY KEY,
        role TEXT NOT NULL,
        secret_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        revoked_at TEXT
      );
    `,
  },
  {
    name: '002_rollouts',
    sql: `
      ALTER TABLE registry.audit ADD COLUMN percent INTEGER;
      ALTER TABLE registry.audit ADD COLUMN figures TEXT;
    `,
  },
  { name: '003_health', sql: HEALTH_MIGRATION },
  {
    // The key pair preview links are signed with (previews.ts): one row, made on first use.
    name: '004_preview_keys',
    sql: `
      CREATE TABLE registry.preview_keys (
        id INTEGER PRIMARY KEY,
        public_key TEXT NOT NULL,
        private_key TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
];

/** Creates the schema and applies what is missing, one instance at a time. */
export async function migrateRegistry(db: Db): Promise<void> {
  await transaction(
    db,
    async () => {
      await getRow(db, 'SELECT pg_advisory_xact_lock(?)', REGISTRY_PREPARE_LOCK);
      await db.exec(`CREATE SCHEMA IF NOT EXISTS registry;
        CREATE TABLE IF NOT EXISTS registry.migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`);
      const applied = new Set(
        (await allRows<{ name: string }>(db, 'SELECT name FROM registry.migrations')).map((row) => row.name),
      );
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.name)) continue;
        await db.exec(migration.sql);
        await run(
          db,
          'INSERT INTO registry.migrations (name, applied_at) VALUES (?, ?)',
          migration.name,
          new Date().toISOString(),
        );
      }
    },
    { isolation: 'read committed' },
  );
}

/** Empties the registry (the `--reset` of its command, for tests that start from nothing). */
export async function dropRegistry(db: Db): Promise<void> {
  await db.exec('DROP SCHEMA IF EXISTS registry CASCADE');
}

// ---------------------------------------------------------------------------------------------------------------
// Environments and pins

interface EnvironmentRow {
  name: string;
  protected: boolean;
  revision: number;
  pins: string;
}

export interface StoredEnvironment extends EnvironmentSummary {
  pins: PinFile;
}

const toEnvironment = (row: EnvironmentRow): StoredEnvironment => ({
  name: row.name,
  protected: row.protected,
  revision: row.revision,
  pins: JSON.parse(row.pins) as PinFile,
});

export async function listEnvironments(db: Db): Promise<EnvironmentSummary[]> {
  return allRows<EnvironmentSummary>(
    db,
    'SELECT name, protected, revision FROM registry.environments ORDER BY name',
  );
}

/** One environment, locked for the rest of the transaction when `forUpdate` (the writer's read). */
export async function readEnvironment(
  db: Db,
  name: string,
  forUpdate = false,
): Promise<StoredEnvironment | undefined> {
  const row = await getRow<EnvironmentRow>(
    db,
    `SELECT name, protected, revision, pins FROM registry.environments WHERE name = ?${forUpdate ? ' FOR UPDATE' : ''}`,
    name,
  );
  return row && toEnvironment(row);
}

/** The pins as a browser gets them, and the revision they are at (the cheap read every site server polls). */
export async function readPinsText(
  db: Db,
  name: string,
): Promise<{ text: string; revision: number } | undefined> {
  return getRow<{ text: string; revision: number }>(
    db,
    'SELECT pins AS text, revision FROM registry.environments WHERE name = ?',
    name,
  );
}

export type AuditInput = Omit<AuditRow, 'revision' | 'at' | 'percent' | 'figures'> & {
  at?: string;
  percent?: number | null;
  figures?: Record<string, number> | null;
};

/**
 * Writes an environment's new pins and their audit rows under the next revision; call inside a transaction that
 * read the environment with `forUpdate`. Answers the new revision.
 */
export async function savePins(
  db: Db,
  environment: StoredEnvironment,
  pins: PinFile,
  changes: AuditInput[],
): Promise<number> {
  const revision = environment.revision + 1;
  await run(
    db,
    'UPDATE registry.environments SET pins = ?, revision = ? WHERE name = ?',
    `${JSON.stringify(pins, null, 2)}\n`,
    revision,
    environment.name,
  );
  await writeAuditRows(db, environment.name, revision, changes);
  return revision;
}

/**
 * Adds audit rows under `revision` of `environment`; call inside the transaction that holds the environment's row
 * lock (savePins does; a change that writes no pins, a preview link, too).
 */
export async function writeAuditRows(
  db: Db,
  environment: string,
  revision: number,
  changes: AuditInput[],
): Promise<void> {
  // The time comes from the database's clock after the environment's row lock: whichever registry instance writes,
  // the audit's order by time is the order in which the pins changed.
  const now = (await getRow<{ at: string }>(
    db,
    `SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`,
  ))!.at;
  for (const change of changes) {
    await run(
      db,
      `INSERT INTO registry.audit (at, who, action, environment, remote, from_version, to_version, reason, revision,
         percent, figures)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      change.at ?? now,
      change.who,
      change.action,
      environment,
      change.remote,
      change.from,
      change.to,
      change.reason,
      revision,
      change.percent ?? null,
      change.figures ? JSON.stringify(change.figures) : null,
    );
  }
}

/** Creates an environment or replaces its pins (import), with the audit rows given; one revision further. */
export async function importEnvironment(
  db: Db,
  name: string,
  pins: PinFile,
  isProtected: boolean,
  who: string,
  reason: string,
): Promise<number> {
  const existing = await readEnvironment(db, name, true);
  const environment =
    existing ??
    ((await run(
      db,
      'INSERT INTO registry.environments (name, protected, revision, pins) VALUES (?, ? = 1, 0, ?)',
      name,
      isProtected ? 1 : 0,
      `${JSON.stringify(pins, null, 2)}\n`,
    )) && { name, protected: isProtected, revision: 0, pins });
  return savePins(
    db,
    environment,
    pins,
    REMOTE_NAMES.filter(
      (remote) => existing?.pins.remotes[remote].version !== pins.remotes[remote].version,
    ).map((remote) => ({
      who,
      action: 'import' as const,
      environment: name,
      remote,
      from: existing?.pins.remotes[remote].version ?? null,
      to: pins.remotes[remote].version,
      reason,
    })),
  );
}

/** Validates a pin document for an environment: the shape browsers parse, and its own name. */
export function checkedPins(name: string, document: unknown): PinFile {
  const pins = parsePinFile(document);
  if (pins.preview || pins.notice) {
    throw new Error('a preview and its notice are what a site server adds for one browser, never pins');
  }
  if (pins.environment !== name) {
    throw new Error(`the pin file of "${name}" names the environment "${pins.environment}"`);
  }
  return pins;
}

// ---------------------------------------------------------------------------------------------------------------
// Audit

interface AuditDbRow {
  at: string;
  who: string;
  action: AuditRow['action'];
  environment: string;
  remote: RemoteName;
  from_version: string | null;
  to_version: string;
  reason: string;
  revision: number;
  percent: number | null;
  figures: string | null;
}

const toAudit = (row: AuditDbRow): AuditRow => ({
  at: row.at,
  who: row.who,
  action: row.action,
  environment: row.environment,
  remote: row.remote,
  from: row.from_version,
  to: row.to_version,
  reason: row.reason,
  revision: row.revision,
  percent: row.percent,
  figures: row.figures === null ? null : (JSON.parse(row.figures) as Record<string, number>),
});

export async function history(db: Db, environment: string, remote?: RemoteName): Promise<AuditRow[]> {
  const rows = await allRows<AuditDbRow>(
    db,
    `SELECT at, who, action, environment, remote, from_version, to_version, reason, revision, percent, figures
       FROM registry.audit WHERE environment = ?${remote ? ' AND remote = ?' : ''} ORDER BY at, id`,
    ...(remote ? [environment, remote] : [environment]),
  );
  return rows.map(toAudit);
}

// ---------------------------------------------------------------------------------------------------------------
// Releases

interface ReleaseDbRow {
  remote: RemoteName;
  version: string;
  commit_id: string;
  released_at: string;
  released_by: string;
  files: string;
  manifest_integrity: string;
  entry_integrity: string;
  bytes: number;
  federation_runtime: string | null;
  exposes: string;
  shared: string;
}

const toRelease = (row: ReleaseDbRow): ReleaseRecord => ({
  remote: row.remote,
  version: row.version,
  commit: row.commit_id,
  releasedAt: row.released_at,
  releasedBy: row.released_by,
  files: JSON.parse(row.files) as Record<string, string>,
  manifestIntegrity: row.manifest_integrity,
  entryIntegrity: row.entry_integrity,
  bytes: row.bytes,
  federationRuntime: row.federation_runtime,
  exposes: JSON.parse(row.exposes) as string[],
  shared: JSON.parse(row.shared) as ReleaseRecord['shared'],
});

export async function listReleases(db: Db, remote: RemoteName): Promise<ReleaseRecord[]> {
  const rows = await allRows<ReleaseDbRow>(
    db,
    'SELECT * FROM registry.releases WHERE remote = ? ORDER BY released_at, version',
    remote,
  );
  return rows.map(toRelease);
}

export async function readReleaseRecord(
  db: Db,
  remote: RemoteName,
  version: string,
): Promise<ReleaseRecord | undefined> {
  const row = await getRow<ReleaseDbRow>(
    db,
    'SELECT * FROM registry.releases WHERE remote = ? AND version = ?',
    remote,
    version,
  );
  return row && toRelease(row);
}

/** Records a release; false when the version exists (releases are never overwritten). */
export async function insertRelease(db: Db, release: ReleaseRecord): Promise<boolean> {
  const { changes } = await run(
    db,
    `INSERT INTO registry.releases (remote, version, commit_id, released_at, released_by, files, manifest_integrity,
       entry_integrity, bytes, federation_runtime, exposes, shared)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (remote, version) DO NOTHING`,
    release.remote,
    release.version,
    release.commit,
    release.releasedAt,
    release.releasedBy,
    JSON.stringify(release.files),
    release.manifestIntegrity,
    release.entryIntegrity,
    release.bytes,
    release.federationRuntime,
    JSON.stringify(release.exposes),
    JSON.stringify(release.shared),
  );
  return changes === 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Tokens

export const TOKEN_PREFIX = 'rgt_';

/** Tokens are 256 random bits: a plain SHA-256 is the right hash (nothing to guess, unlike a password). */
export const hashToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function isRole(value: unknown): value is Role {
  return (
    value === 'admin' ||
    value === 'ops' ||
    (typeof value === 'string' &&
      value.startsWith('team:') &&
      REMOTE_NAMES.includes(value.slice(5) as RemoteName))
  );
}

export const TOKEN_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

export async function createToken(
  db: Db,
  name: string,
  role: Role,
  createdBy: string,
): Promise<string | undefined> {
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const { changes } = await run(
    db,
    `INSERT INTO registry.tokens (name, role, secret_hash, created_at, created_by) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (name) DO NOTHING`,
    name,
    role,
    hashToken(secret),
    new Date().toISOString(),
    createdBy,
  );
  return changes === 1 ? secret : undefined;
}

/** The owner of a token that is known and not revoked. */
export async function tokenOwner(db: Db, secret: string): Promise<{ name: string; role: Role } | undefined> {
  if (!secret.startsWith(TOKEN_PREFIX) || secret.length > 200) return undefined;
  return getRow<{ name: string; role: Role }>(
    db,
    'SELECT name, role FROM registry.tokens WHERE secret_hash = ? AND revoked_at IS NULL',
    hashToken(secret),
  );
}

export async function listTokens(db: Db): Promise<TokenSummary[]> {
  return allRows<TokenSummary>(
    db,
    `SELECT name, role, created_at AS "createdAt", created_by AS "createdBy", revoked_at AS "revokedAt"
       FROM registry.tokens ORDER BY created_at, name`,
  );
}

/** Revokes a token; the time it was revoked, or undefined when there is no such token. */
export async function revokeToken(db: Db, name: string): Promise<string | undefined> {
  const now = new Date().toISOString();
  await run(db, 'UPDATE registry.tokens SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL', now, name);
  return (
    (
      await getRow<{ revoked_at: string | null }>(
        db,
        'SELECT revoked_at FROM registry.tokens WHERE name = ?',
        name,
      )
    )?.revoked_at ?? undefined
  );
}

/**
 * A registry with no admin token gets one, its secret written to `file` (mode 600) for whoever runs this machine:
 * `pnpm start` prints where. Answers the file when it wrote one.
 */
export async function ensureAdminToken(db: Db, file: string): Promise<string | undefined> {
  return transaction(db, async () => {
    await getRow(db, 'SELECT pg_advisory_xact_lock(?)', REGISTRY_PREPARE_LOCK);
    const admin = await getRow(
      db,
      "SELECT name FROM registry.tokens WHERE role = 'admin' AND revoked_at IS NULL LIMIT 1",
    );
    if (admin) return undefined;
    const taken = await allRows<{ name: string }>(
      db,
      "SELECT name FROM registry.tokens WHERE name LIKE 'admin%'",
    );
    let name = 'admin';
    for (let n = 2; taken.some((row) => row.name === name); n += 1) name = `admin-${n}`;
    const secret = (await createToken(db, name, 'admin', 'registry'))!;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return file;
  });
}
