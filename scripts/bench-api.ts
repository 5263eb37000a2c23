// `pnpm bench:api`: the platform API's throughput and latency on each database it has run on, side by side in one
// run, printed and written to .bench/bench-api.md and .bench/bench-api.json, never asserted (these machines are
// noisy). Four configurations, one after the other:
//   (a) the SQLite era: commit b7eb689 (node:sqlite, synchronous) in a git worktree under .bench/, its API on a
//       database file;
//   (b) this tree on the embedded default (PGlite in DATA_DIR), one API process;
//   (c) this tree on a PostgreSQL 15 server (scripts/lib/postgres-server.ts), one API process;
//   (d) the same server with two API processes on one database, the load split between them.
// Each configuration starts on a fresh database (start time: process start to /health OK), stops, gets its bench
// members by SQL (the same statements for every database: payment password, a payout account already used once,
// funds, no turnover left), starts again (start time on an existing database), signs its members in as the site
// does (encrypted login, then a bearer token) and then sends, for BENCH_SECONDS (10) each after a 2 s warm-up and
// over BENCH_CONNECTIONS (50) connections each looping one request after another: member info, the lobby's game
// list, a deposit order (left pending: DEV_AUTO_APPROVE_MS is a day) and a withdrawal (spread over the bench
// members). Then 20 /health loops run beside 10 withdrawal loops, timed for 2 s as they are and for 2 s while
// another connection holds a write lock on the money tables (SQLite: a separate process in BEGIN IMMEDIATE;
// PostgreSQL: LOCK TABLE wallets, ledger IN EXCLUSIVE MODE; PGlite has no other connection, so no figure). The
// API's resident memory is read from /proc after the run. Every process, cluster, data folder and the worktree go
// away at the end, also on failure or Ctrl-C.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { createEncryptKey, encryptPayload } from 'shared/crypto';
import { API_PATHS, LOBBY_PATHS, MERCHANT_CODE, MONEY_PATHS } from 'shared/contract';
import { allRows, openDatabase } from '../platform-api/src/db/database.ts';
import {
  createDatabase,
  ensurePostgresInstalled,
  type PostgresServer,
  startPostgresServer,
} from './lib/postgres-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.bench');
/** Everything this run creates (worktree, database file, PGlite folder); removed at the end. */
const WORK = path.join(OUT, 'bench-api');
const SQLITE_COMMIT = 'b7eb689';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOCK_MS = 2000;
const HEALTH_LOOPS = 20;
const LOCK_WRITE_LOOPS = 10;
/** Deposits stay pending for the whole run: no approver work in the background. */
const AUTO_APPROVE_MS = 24 * 60 * 60 * 1000;
const CURRENCY = 'BDT';
const FUND_MINOR = 100_000_000_000;
const WITHDRAW_MINOR = 50_000;
const PAYMENT_PASSWORD = '123456';
const PLAYER_PASSWORD = 'member1234';
/** How many of the seeded players withdraw; the next ones deposit. */
const WITHDRAWERS = 14;
const DEPOSITORS = 6;

// ---------------------------------------------------------------------------------------------------------------
// Clean-up: whatever was started is stopped, in reverse order, once, also on failure and on a signal.

const cleanups: { name: string; run: () => Promise<void> | void }[] = [];
function onCleanup(name: string, run: () => Promise<void> | void): () => Promise<void> {
  const entry = { name, run };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await entry.run();
  };
}
async function cleanUpAll(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop()!;
    try {
      await entry.run();
    } catch (error) {
      console.error(`clean-up of ${entry.name} failed: ${(error as Error).message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: cleaning up`);
    void cleanUpAll().finally(() => process.exit(130));
  });
}

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP: one keep-alive agent per API instance; a request answers its status and (unless asked not to) its body.

interface Target {
  port: number;
  agent: http.Agent;
}
interface Shot {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface Answer {
  status: number;
  body: string;
}

function send(target: Target, shot: Shot, keepBody = true): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...shot.headers };
    if (shot.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(shot.body);
    }
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        agent: target.agent,
        method: shot.method,
        path: shot.path,
        headers,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (!keepBody && status === 200) {
          response.resume();
          response.on('end', () => resolve({ status, body: '' }));
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => resolve({ status: 0, body: error.message }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, body: error.message }));
    request.end(shot.body);
  });
}

const query = (moduleId: string) => `?merchantCode=${MERCHANT_CODE}&moduleId=${moduleId}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function valueOf<T>(target: Target, shot: Shot): Promise<T> {
  const answer = await send(target, shot);
  const envelope = JSON.parse(answer.body || '{}') as { success?: boolean; value?: T };
  if (answer.status !== 200 || !envelope.success) {
    throw new Error(`${shot.method} ${shot.path}: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  return envelope.value as T;
}

async function signIn(target: Target, username: string, password: string): Promise<string> {
  const key = createEncryptKey();
  const value = await valueOf<{ token: string }>(target, {
    method: 'POST',
    path: `${API_PATHS.login}${query('COMM3')}`,
    headers: { 'x-encrypt-key': key },
    body: JSON.stringify(encryptPayload({ username, password, captcha: '', type: 'username' }, key)),
  });
  return value.token;
}

const memberInfo = (token: string): Shot => ({
  method: 'GET',
  path: `${API_PATHS.memberInfo}${query('COMM3')}`,
  headers: bearer(token),
});
const gameList = (): Shot => ({ method: 'GET', path: `${LOBBY_PATHS.games}${query('GAMELO3')}` });
const deposit = (token: string): Shot => ({
  method: 'POST',
  path: `${MONEY_PATHS.deposit}${query('COMM3')}`,
  headers: bearer(token),
  body: JSON.stringify({
    channelId: 1, // bKash
    amountMinor: 100_000,
    promoId: null,
    reference: `B${randomUUID().replaceAll('-', '').slice(0, 19)}`,
    idempotencyKey: randomUUID(),
  }),
});
const withdrawal = (member: Withdrawer): Shot => ({
  method: 'POST',
  path: `${MONEY_PATHS.withdraw}${query('COMM3')}`,
  headers: bearer(member.token),
  body: JSON.stringify({
    accountId: member.accountId,
    amountMinor: WITHDRAW_MINOR,
    paymentPassword: PAYMENT_PASSWORD,
    idempotencyKey: randomUUID(),
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// The load: a fixed number of loops, each sending one request after another; loop i goes to instance i mod n.

interface Phase {
  requests: number;
  ok: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  firstError?: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

function summarise(
  latencies: number[],
  statuses: Map<number, number>,
  ms: number,
  firstError?: string,
): Phase {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ok = statuses.get(200) ?? 0;
  return {
    requests: sorted.length,
    ok,
    perSecond: Math.round(ok / (ms / 1000)),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    statuses: Object.fromEntries([...statuses].map(([status, count]) => [String(status), count])),
    ...(firstError ? { firstError } : {}),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Runs `loops` loops for `ms`; counts the answers that arrived before the end. */
async function hammer(targets: Target[], make: (loop: number) => Shot, loops: number, ms: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let firstError: string | undefined;
  const start = performance.now();
  const end = start + ms;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      const target = targets[loop % targets.length]!;
      while (performance.now() < end) {
        const sent = performance.now();
        const answer = await send(target, make(loop), false);
        const done = performance.now();
        if (done > end) break;
        latencies.push(done - sent);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 200) firstError ??= `${answer.status} ${answer.body.slice(0, 300)}`;
      }
    }),
  );
  return summarise(latencies, statuses, ms, firstError);
}

// ---------------------------------------------------------------------------------------------------------------
// API processes.

interface Instance {
  child: ChildProcess;
  port: number;
  startMs: number;
  stop: () => Promise<void>;
}

interface ApiCommand {
  cwd: string;
  script: string;
  env: Record<string, string>;
}

const SCRUBBED = [
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'DATA_DIR',
  'DB_PATH',
  'PORT',
  'API_PORT',
  'NODE_ENV',
];

async function startApi(command: ApiCommand, name: string): Promise<Instance> {
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of SCRUBBED) delete env[key];
  const started = performance.now();
  const child = spawn(process.execPath, [command.script], {
    cwd: command.cwd,
    env: {
      ...env,
      ...command.env,
      PORT: String(port),
      API_PORT: String(port),
      API_MODE: 'development',
      DEV_AUTO_APPROVE_MS: String(AUTO_APPROVE_MS),
    },
    // The JSON request log goes nowhere (every configuration pays for writing it alike); errors are kept.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup(`${name} (pid ${child.pid})`, async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    }
  });
  const target: Target = { port, agent: new http.Agent({ keepAlive: false }) };
  const deadline = started + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${name} exited with ${child.exitCode}: ${stderr}`);
    }
    if ((await send(target, { method: 'GET', path: '/health' })).status === 200) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer /health within 180 s: ${stderr}`);
    }
    await sleep(20);
  }
  return { child, port, startMs: Math.round(performance.now() - started), stop };
}

function residentMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

// ---------------------------------------------------------------------------------------------------------------
// Bench members, by SQL that SQLite and PostgreSQL read alike.

interface SqlAccess {
  exec: (sql: string) => Promise<void> | void;
  accounts: (sql: string) => Promise<string[]> | string[];
}

interface Members {
  withdrawers: string[];
  depositors: string[];
}

async function prepareMembers(db: SqlAccess): Promise<Members> {
  const players = await db.accounts(
    "SELECT account FROM members WHERE account LIKE 'player%' AND status = 'active' ORDER BY account",
  );
  const withdrawers = players.slice(0, WITHDRAWERS);
  const depositors = players.slice(WITHDRAWERS, WITHDRAWERS + DEPOSITORS);
  if (withdrawers.length < 4 || depositors.length < 2) {
    throw new Error(`too few seeded players for the bench: ${players.join(', ')}`);
  }
  const list = withdrawers.map((account) => `'${account}'`).join(', ');
  const ids = `SELECT id FROM members WHERE account IN (${list})`;
  const now = Date.now();
  // The payment password is demo01's (123456); a payout account becomes "used" (no SMS code asked) once a
  // withdrawal to it was approved, so each gets one, with its ledger row; then a large balance and no turnover.
  await db.exec(`
    UPDATE members SET turnover_remaining_minor = 0,
      payment_password_hash = (SELECT payment_password_hash FROM members WHERE account = 'demo01')
      WHERE id IN (${ids});
    UPDATE deposits SET auto_approve = 0 WHERE status = 'pending' AND member_id IN (${ids});
    INSERT INTO wallets (member_id, currency, balance_minor) SELECT id, '${CURRENCY}', 0 FROM members
      WHERE id IN (${ids}) ON CONFLICT DO NOTHING;
    INSERT INTO payout_accounts (member_id, kind, provider, account_number, account_name, bank_name, created_at)
      SELECT id, 'e_wallet', 'BKASH', '0179' || CAST(1000000 + id AS TEXT), 'Bench Player', '', ${now}
      FROM members WHERE id IN (${ids});
    INSERT INTO withdrawals (member_id, account_id, amount_minor, status, created_at, decided_at)
      SELECT member_id, id, ${WITHDRAW_MINOR}, 'approved', ${now}, ${now} FROM payout_accounts
      WHERE account_name = 'Bench Player';
    INSERT INTO ledger (member_id, currency, amount_minor, balance_after_minor, kind, reference, created_at)
      SELECT member_id, currency, ${FUND_MINOR}, balance_minor + ${FUND_MINOR}, 'adjustment', 'BENCH-FUND', ${now}
      FROM wallets WHERE currency = '${CURRENCY}' AND member_id IN (${ids});
    INSERT INTO ledger (member_id, currency, amount_minor, balance_after_minor, kind, reference, created_at)
      SELECT member_id, currency, ${-WITHDRAW_MINOR}, balance_minor + ${FUND_MINOR - WITHDRAW_MINOR}, 'adjustment',
        'BENCH-FIRST-WITHDRAWAL', ${now}
      FROM wallets WHERE currency = '${CURRENCY}' AND member_id IN (${ids});
    UPDATE wallets SET balance_minor = balance_minor + ${FUND_MINOR - WITHDRAW_MINOR}
      WHERE currency = '${CURRENCY}' AND member_id IN (${ids});
  `);
  return { withdrawers, depositors };
}

function sqliteAccess(file: string): { access: SqlAccess; close: () => void } {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 10000');
  return {
    access: {
      exec: (sql) => db.exec(`BEGIN IMMEDIATE; ${sql} COMMIT;`),
      accounts: (sql) => (db.prepare(sql).all() as { account: string }[]).map((row) => row.account),
    },
    close: () => db.close(),
  };
}

async function postgresMembers(options: { url: string } | { dataDir: string }): Promise<Members> {
  const db = await openDatabase(options);
  try {
    return await prepareMembers({
      exec: async (sql) => await db.exec(`BEGIN; ${sql} COMMIT;`),
      accounts: async (sql) => (await allRows<{ account: string }>(db, sql)).map((row) => row.account),
    });
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Write locks held by another connection.

/** SQLite: a separate process holds BEGIN IMMEDIATE (the database's write lock) for `ms`. */
async function holdSqliteLock(file: string, ms: number, onLocked: () => void): Promise<void> {
  const code = [
    "const db = new (require('node:sqlite').DatabaseSync)(process.argv[1]);",
    "db.exec('PRAGMA busy_timeout = 10000'); db.exec('BEGIN IMMEDIATE'); console.log('locked');",
    'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.argv[2]));',
    "db.exec('COMMIT'); db.close();",
  ].join(' ');
  const child = spawn(process.execPath, ['-e', code, file, String(ms)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const release = onCleanup(`SQLite lock holder (pid ${child.pid})`, () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) onLocked();
    });
    child.once('exit', (exitCode) =>
      exitCode === 0 ? resolve() : reject(new Error(`the SQLite lock holder exited with ${exitCode}`)),
    );
  });
  await release();
}

/** The pg driver's Client, as far as this file uses it (pg's types live with platform-api). */
interface PgClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const pg = createRequire(path.join(ROOT, 'platform-api', 'package.json'))('pg') as {
  Client: new (config: { connectionString: string }) => PgClient;
};

/** PostgreSQL: a client holds an EXCLUSIVE lock on wallets and ledger (writers wait, readers do not) for `ms`. */
async function holdPostgresLock(url: string, ms: number, onLocked: () => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('LOCK TABLE wallets, ledger IN EXCLUSIVE MODE');
    onLocked();
    await sleep(ms);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

interface HealthFigures {
  answers: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

interface LockFigures {
  /** /health sent in the 2 s before the lock, with the same withdrawal loops running. */
  healthBefore: HealthFigures;
  /** /health sent while the lock was held; none where there is no lock to take. */
  healthDuringLock?: HealthFigures;
  /** Withdrawals in flight at some time during the lock: their answers, and the longest. */
  writesDuringLock?: { statuses: Record<string, number>; maxMs: number };
  note: string;
}

function healthFigures(latencies: number[]): HealthFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    answers: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/**
 * 20 /health loops and 10 withdrawal loops; after half a second, /health is timed for 2 s, then (when `hold` is
 * given) while another connection holds the lock. /health never reads the database: what delays it is the event
 * loop.
 */
async function underLock(
  targets: Target[],
  withdrawers: Withdrawer[],
  hold: ((onLocked: () => void) => Promise<void>) | undefined,
  note: string,
): Promise<LockFigures> {
  let beforeFrom = Infinity;
  let beforeTo = Infinity;
  let lockedAt = Infinity;
  let releasedAt = Infinity;
  let running = true;
  const before: number[] = [];
  const during: number[] = [];
  const writes = new Map<number, number>();
  let longestWrite = 0;
  const healthLoops = Array.from({ length: HEALTH_LOOPS }, async (_, loop) => {
    const target = targets[loop % targets.length]!;
    while (running) {
      const sent = performance.now();
      await send(target, { method: 'GET', path: '/health' }, false);
      const took = performance.now() - sent;
      if (sent >= beforeFrom && sent < beforeTo) before.push(took);
      if (sent >= lockedAt && sent <= releasedAt) during.push(took);
    }
  });
  const writeLoops = Array.from({ length: LOCK_WRITE_LOOPS }, async (_, loop) => {
    const target = targets[loop % targets.length]!;
    while (running) {
      const sent = performance.now();
      const answer = await send(target, withdrawal(withdrawers[loop % withdrawers.length]!), false);
      const done = performance.now();
      if (sent <= releasedAt && done >= lockedAt) {
        writes.set(answer.status, (writes.get(answer.status) ?? 0) + 1);
        longestWrite = Math.max(longestWrite, done - sent);
      }
    }
  });
  await sleep(500);
  beforeFrom = performance.now();
  await sleep(LOCK_MS);
  beforeTo = performance.now();
  if (hold) {
    await hold(() => {
      lockedAt = performance.now();
    });
    releasedAt = performance.now();
    await sleep(300);
  }
  running = false;
  await Promise.all([...healthLoops, ...writeLoops]);
  return {
    healthBefore: healthFigures(before),
    ...(hold
      ? {
          healthDuringLock: healthFigures(during),
          writesDuringLock: {
            statuses: Object.fromEntries([...writes].map(([status, count]) => [String(status), count])),
            maxMs: round(longestWrite),
          },
        }
      : {}),
    note,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One configuration.

interface Withdrawer {
  account: string;
  token: string;
  accountId: number;
}

interface Configuration {
  key: string;
  label: string;
  instances: number;
  command: ApiCommand;
  /** Makes the bench members while no API runs on the database. */
  members: () => Promise<Members>;
  /** Another connection holding the money tables' write lock; none for PGlite, with why. */
  lock: { hold?: (onLocked: () => void) => Promise<void>; note: string };
}

interface Result {
  key: string;
  label: string;
  instances: number;
  freshStartMs: number;
  startMs: number[];
  residentMb: number[];
  phases: Record<'memberInfo' | 'gameList' | 'deposit' | 'withdrawal', Phase>;
  lock: LockFigures;
}

async function measure(configuration: Configuration): Promise<Result> {
  const { label } = configuration;
  console.log(`\n== ${label}`);
  const first = await startApi(configuration.command, `${label}: first start`);
  console.log(`fresh database: /health OK after ${first.startMs} ms`);
  await first.stop();
  const members = await configuration.members();
  const instances = await Promise.all(
    Array.from({ length: configuration.instances }, (_, index) =>
      startApi(configuration.command, `${label}: instance ${index + 1}`),
    ),
  );
  console.log(
    `existing database: /health OK after ${instances.map((one) => `${one.startMs} ms`).join(', ')}`,
  );
  const targets = instances.map((one) => ({
    port: one.port,
    agent: new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }),
  }));
  onCleanup(`${label}: agents`, () => targets.forEach((target) => target.agent.destroy()));
  const setupTarget = targets[0]!;

  const demoToken = await signIn(setupTarget, 'demo01', 'demo1234');
  const withdrawers: Withdrawer[] = [];
  for (const account of members.withdrawers) {
    const token = await signIn(setupTarget, account, PLAYER_PASSWORD);
    const info = await valueOf<{ withdrawableMinor: number; accounts: { id: number; used: boolean }[] }>(
      setupTarget,
      { method: 'GET', path: `${MONEY_PATHS.withdrawInfo}${query('COMM3')}`, headers: bearer(token) },
    );
    const accountId = info.accounts.find((one) => one.used)?.id;
    if (accountId === undefined || info.withdrawableMinor < FUND_MINOR / 2) {
      throw new Error(`bench member ${account} cannot withdraw: ${JSON.stringify(info)}`);
    }
    const member = { account, token, accountId };
    await valueOf(setupTarget, withdrawal(member)); // a probe: the member can withdraw
    withdrawers.push(member);
  }
  const depositTokens: string[] = [];
  for (const account of members.depositors) {
    const token = await signIn(setupTarget, account, PLAYER_PASSWORD);
    await valueOf(setupTarget, deposit(token));
    depositTokens.push(token);
  }
  const infoTokens = [demoToken, ...withdrawers.map((one) => one.token), ...depositTokens];

  const requests: [keyof Result['phases'], (loop: number) => Shot][] = [
    ['memberInfo', (loop) => memberInfo(infoTokens[loop % infoTokens.length]!)],
    ['gameList', () => gameList()],
    ['deposit', (loop) => deposit(depositTokens[loop % depositTokens.length]!)],
    ['withdrawal', (loop) => withdrawal(withdrawers[loop % withdrawers.length]!)],
  ];
  const phases = {} as Result['phases'];
  for (const [name, make] of requests) {
    await hammer(targets, make, CONNECTIONS, WARM_UP_SECONDS * 1000);
    const phase = await hammer(targets, make, CONNECTIONS, SECONDS * 1000);
    phases[name] = phase;
    console.log(
      `${name}: ${phase.perSecond} req/s, p95 ${phase.p95Ms} ms, statuses ${JSON.stringify(phase.statuses)}` +
        (phase.firstError ? `, first error ${phase.firstError}` : ''),
    );
  }
  const lock = await underLock(targets, withdrawers, configuration.lock.hold, configuration.lock.note);
  const figures = (health: HealthFigures) =>
    `${health.answers} answers, p99 ${health.p99Ms} ms, max ${health.maxMs} ms`;
  console.log(`/health beside ${LOCK_WRITE_LOOPS} withdrawal loops: ${figures(lock.healthBefore)}`);
  if (lock.healthDuringLock && lock.writesDuringLock) {
    console.log(
      `/health while the money tables are locked for ${LOCK_MS} ms: ${figures(lock.healthDuringLock)}; ` +
        `withdrawals in flight meanwhile ${JSON.stringify(lock.writesDuringLock)}`,
    );
  }
  const resident = instances.map((one) => residentMb(one.child.pid));
  console.log(`resident memory: ${resident.map((mb) => `${mb} MB`).join(', ')}`);
  for (const target of targets) target.agent.destroy();
  await Promise.all(instances.map((one) => one.stop()));
  return {
    key: configuration.key,
    label,
    instances: configuration.instances,
    freshStartMs: first.startMs,
    startMs: instances.map((one) => one.startMs),
    residentMb: resident,
    phases,
    lock,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The configurations, each set up just before it runs and removed right after.

async function sqliteEra(): Promise<Result> {
  const tree = path.join(WORK, `sqlite-${SQLITE_COMMIT}`);
  const sha = git('rev-parse', '--verify', `${SQLITE_COMMIT}^{commit}`);
  const removeTree = () => {
    // The symlinks first, so that nothing can follow them into this tree's node_modules.
    for (const folder of ['', 'shared', 'platform-api'])
      rmSync(path.join(tree, folder, 'node_modules'), { force: true });
    if (existsSync(tree)) git('worktree', 'remove', '--force', tree);
    git('worktree', 'prune');
  };
  removeTree();
  git('worktree', 'add', '--detach', tree, sha);
  const cleanTree = onCleanup('the SQLite-era worktree', removeTree);
  for (const folder of ['', 'shared', 'platform-api']) {
    symlinkSync(path.join(ROOT, folder, 'node_modules'), path.join(tree, folder, 'node_modules'), 'dir');
  }
  const dbFile = path.join(WORK, 'sqlite', 'platform.db');
  mkdirSync(path.dirname(dbFile), { recursive: true });
  const cleanFile = onCleanup('the SQLite database', () =>
    rmSync(path.dirname(dbFile), { recursive: true, force: true }),
  );
  try {
    return await measure({
      key: 'sqlite',
      label: `SQLite (${SQLITE_COMMIT})`,
      instances: 1,
      command: { cwd: tree, script: path.join(tree, 'platform-api/src/main.ts'), env: { DB_PATH: dbFile } },
      members: async () => {
        const { access, close } = sqliteAccess(dbFile);
        try {
          return await prepareMembers(access);
        } finally {
          close();
        }
      },
      lock: {
        hold: (onLocked) => holdSqliteLock(dbFile, LOCK_MS, onLocked),
        note: 'another process in BEGIN IMMEDIATE (the whole database)',
      },
    });
  } finally {
    await cleanFile();
    await cleanTree();
  }
}

async function embedded(): Promise<Result> {
  const dataDir = path.join(WORK, 'pglite', 'platform');
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const clean = onCleanup('the PGlite data folder', () =>
    rmSync(path.dirname(dataDir), { recursive: true, force: true }),
  );
  try {
    return await measure({
      key: 'pglite',
      label: 'PGlite (embedded default)',
      instances: 1,
      command: { cwd: ROOT, script: path.join(ROOT, 'platform-api/src/main.ts'), env: { DATA_DIR: dataDir } },
      members: () => postgresMembers({ dataDir }),
      lock: {
        note:
          'PGlite is one connection inside the API process: no other client can hold a lock on it, and /health ' +
          'never waits for the database',
      },
    });
  } finally {
    await clean();
  }
}

async function server(pgServer: PostgresServer, instances: number): Promise<Result> {
  const url = await createDatabase(pgServer.url, `bench_${instances}`);
  return await measure({
    key: instances === 1 ? 'server' : `server-${instances}`,
    label: `PostgreSQL 15, ${instances} API instance${instances === 1 ? '' : 's'}`,
    instances,
    command: { cwd: ROOT, script: path.join(ROOT, 'platform-api/src/main.ts'), env: { DATABASE_URL: url } },
    members: () => postgresMembers({ url }),
    lock: {
      hold: (onLocked) => holdPostgresLock(url, LOCK_MS, onLocked),
      note: 'a client in BEGIN; LOCK TABLE wallets, ledger IN EXCLUSIVE MODE',
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

const thousands = (value: number) => value.toLocaleString('en-GB');

function cellOf(phase: Phase): string {
  const errors = phase.requests - phase.ok;
  return `${thousands(phase.perSecond)} req/s, p95 ${thousands(Math.round(phase.p95Ms))} ms${
    errors > 0 ? ` (${thousands(errors)} not 200)` : ''
  }`;
}

function table(results: Result[]): string {
  const row = (name: string, cells: string[]) => `| ${name} | ${cells.join(' | ')} |`;
  const ms = (value: number) => `${thousands(Math.round(value))} ms`;
  const lines = [
    row(
      '',
      results.map((result) => result.label),
    ),
    row(
      '---',
      results.map(() => '---'),
    ),
  ];
  const phaseNames: [keyof Result['phases'], string][] = [
    ['memberInfo', 'member info (GET)'],
    ['gameList', 'game list (GET)'],
    ['deposit', 'deposit (POST)'],
    ['withdrawal', 'withdrawal (POST)'],
  ];
  for (const [key, name] of phaseNames) {
    lines.push(
      row(
        name,
        results.map((result) => cellOf(result.phases[key])),
      ),
    );
  }
  lines.push(
    row(
      `/health p99 (max) beside ${LOCK_WRITE_LOOPS} withdrawal loops`,
      results.map(
        (result) => `${ms(result.lock.healthBefore.p99Ms)} (${ms(result.lock.healthBefore.maxMs)})`,
      ),
    ),
    row(
      `… and while another connection holds the money tables' write lock for ${LOCK_MS / 1000} s`,
      results.map((result) =>
        result.lock.healthDuringLock
          ? `${ms(result.lock.healthDuringLock.p99Ms)} (${ms(result.lock.healthDuringLock.maxMs)})`
          : 'n/a: no other connection',
      ),
    ),
    row(
      '… the withdrawals in flight during the lock: answers, longest',
      results.map((result) =>
        result.lock.writesDuringLock
          ? `${Object.entries(result.lock.writesDuringLock.statuses)
              .map(([status, count]) => `${count} × ${status}`)
              .join(', ')}; ${ms(result.lock.writesDuringLock.maxMs)}`
          : 'n/a',
      ),
    ),
    row(
      'start, fresh database',
      results.map((result) => ms(result.freshStartMs)),
    ),
    row(
      'start, existing database',
      results.map((result) => result.startMs.map(ms).join(' + ')),
    ),
    row(
      'resident memory after the run',
      results.map((result) => result.residentMb.map((mb) => `${thousands(mb)} MB`).join(' + ')),
    ),
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------

const loadBefore = os.loadavg();
const startedAt = new Date();
const results: Result[] = [];
let failed = false;
try {
  ensurePostgresInstalled();
  mkdirSync(WORK, { recursive: true });
  results.push(await sqliteEra());
  results.push(await embedded());
  const pgServer = await startPostgresServer();
  const stopServer = onCleanup('the PostgreSQL cluster', () => pgServer.stop());
  try {
    results.push(await server(pgServer, 1));
    results.push(await server(pgServer, 2));
  } finally {
    await stopServer();
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanUpAll();
  rmSync(WORK, { recursive: true, force: true });
}

if (results.length > 0) {
  const loadAfter = os.loadavg();
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}`;
  const head = git('rev-parse', '--short', 'HEAD');
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  const markdown = [
    `Platform API, \`pnpm bench:api\`, ${startedAt.toISOString()} on ${machine}; this tree at ${head}.`,
    `${CONNECTIONS} connections for ${SECONDS} s per request after a ${WARM_UP_SECONDS} s warm-up; load average ` +
      `before ${load(loadBefore)}, after ${load(loadAfter)}.`,
    '',
    table(results),
    '',
  ].join('\n');
  console.log(`\n${markdown}`);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'bench-api.md'), markdown);
  writeFileSync(
    path.join(OUT, 'bench-api.json'),
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        machine,
        head,
        sqliteCommit: SQLITE_COMMIT,
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
        lockMs: LOCK_MS,
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAfter,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`report: ${path.relative(ROOT, path.join(OUT, 'bench-api.md'))}, .bench/bench-api.json`);
}
process.exit(failed ? 1 : 0);
