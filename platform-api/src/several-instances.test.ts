// Several API instances on one database move money exactly as one instance serving the requests one at a time:
// simultaneous withdrawals and agent transfers split across two instances, and an instance killed (SIGKILL) in the
// middle of a burst of transfers. On a PostgreSQL server (TEST_DATABASE_URL, as `pnpm test:api:postgres` runs it)
// the instances are processes of src/main.ts on one database. The embedded database belongs to one process, so there
// the two instances are two apps in this process on one database, and the killed instance is the one process on
// its folder, started again after the kill.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AGENT_PATHS, MONEY_PATHS } from 'shared/contract';
import { buildApp } from './app.ts';
import { allRows, getRow, openDatabase } from './db/database.ts';
import { AGENCY_SEED } from './db/agency-seed.ts';
import { SEED_PAYMENT_PASSWORD } from './db/money-seed.ts';
import { loginToken, request } from './testing/test-app.ts';
import { memberClient } from './testing/member-client.ts';
import { openTestDatabase, TEST_DATABASE_KIND } from './testing/test-database.ts';
import type { ChildProcess } from 'node:child_process';
import type { Db } from './db/database.ts';
import type { InjectOptions, InjectResponse } from './testing/test-app.ts';
import type { MemberClient } from './testing/member-client.ts';
import type { ApiEnvelope, LedgerEntry, Paged, WithdrawInfo } from 'shared/contract';

interface Instance {
  inject: (options: InjectOptions) => Promise<InjectResponse>;
  stop: () => Promise<void>;
  /** Ends the instance as `kill -9` does; the embedded in-process instances cannot be killed. */
  kill?: () => Promise<void>;
}

const MAIN = path.join(import.meta.dirname, 'main.ts');

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** src/main.ts in a process of its own, in development mode, on the database the environment names. */
async function processInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, API_PORT: String(port), API_MODE: 'development', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the API instance exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (waited > 60_000) throw new Error('the API instance did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    inject: async (options) => await request(baseUrl, options),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** An app in this process on `db` (which it closes with itself). */
async function inProcessInstance(db: Db): Promise<Instance> {
  const app = await buildApp({ db, mode: 'development', devAutoApproveMs: null });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { inject: async (options) => await request(baseUrl, options), stop: async () => await app.close() };
}

/** A and B, two instances on one seeded database; `db` reads it directly. */
async function twoInstances(): Promise<{ a: Instance; b: Instance; db: Db; close: () => Promise<void> }> {
  const database = await openTestDatabase();
  if (database.url) {
    const a = await processInstance({ DATABASE_URL: database.url });
    const b = await processInstance({ DATABASE_URL: database.url });
    return {
      a,
      b,
      db: database.db,
      close: async () => {
        await Promise.all([a.stop(), b.stop()]);
        await database.drop();
      },
    };
  }
  const a = await inProcessInstance(database.db);
  const b = await inProcessInstance(database.db);
  return {
    a,
    b,
    db: database.db,
    close: async () => {
      await b.stop();
      await a.stop();
    },
  };
}

const money = async (db: Db, account: string) =>
  (await getRow<{ balance: number; ledger: number; negative: number }>(
    db,
    `SELECT COALESCE((SELECT balance_minor FROM wallets w WHERE w.member_id = m.id), 0) AS balance,
            COALESCE((SELECT SUM(amount_minor) FROM ledger l WHERE l.member_id = m.id), 0) AS ledger,
            (SELECT COUNT(*) FROM ledger l WHERE l.member_id = m.id AND l.balance_after_minor < 0) AS negative
     FROM members m WHERE m.account = ?`,
    account,
  ))!;

const totalMoney = async (db: Db) =>
  (await getRow<{ total: number }>(db, 'SELECT COALESCE(SUM(balance_minor), 0) AS total FROM wallets'))!
    .total;

const codeOf = (response: InjectResponse) => response.json<ApiEnvelope<unknown>>().code;

/** Sends `count` requests at once, the even ones to A and the odd ones to B. */
const split = async <T>(count: number, send: (index: number) => Promise<T>) =>
  await Promise.all(Array.from({ length: count }, async (_, index) => await send(index)));

describe(`two API instances on one ${TEST_DATABASE_KIND} database`, () => {
  let a: Instance;
  let b: Instance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, db, close } = await twoInstances());
  });
  afterAll(async () => {
    await close();
  });

  it('accepts of 50 simultaneous withdrawals exactly those the balance covers, and the newest record row shows the wallet', async () => {
    const token = await loginToken(a, 'demo01', 'demo1234');
    const onA = memberClient(a, token);
    const onB = memberClient(b, token);
    const accountId = (await onA.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts[0]?.id;
    const before = await money(db, 'demo01');
    const amount = 50_000;
    const answers = await split(50, async (index) =>
      (index % 2 === 0 ? onA : onB).post(MONEY_PATHS.withdraw, {
        accountId,
        amountMinor: amount,
        paymentPassword: SEED_PAYMENT_PASSWORD,
        idempotencyKey: randomUUID(),
      }),
    );
    const covered = Math.min(50, Math.floor(before.balance / amount));
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(covered);
    expect(codes.filter((code) => code === 'money.insufficient_balance')).toHaveLength(50 - covered);
    const after = await money(db, 'demo01');
    expect(after).toEqual({ balance: before.balance - covered * amount, ledger: after.balance, negative: 0 });
    const records = await onB.value<Paged<LedgerEntry>>(MONEY_PATHS.transactions, { preset: 'today' });
    expect(records.list[0]?.balanceAfterMinor).toBe(after.balance);
  });

  it('moves of 100 simultaneous agent transfers exactly those the balance covers, each once, money neither made nor lost', async () => {
    const token = await loginToken(b, 'agent01', AGENCY_SEED.agent01.password);
    const clients: MemberClient[] = [memberClient(a, token), memberClient(b, token)];
    const downlineId = (await getRow<{ id: number }>(
      db,
      "SELECT id FROM members WHERE account = 'player41'",
    ))!.id;
    const total = await totalMoney(db);
    const agent = await money(db, 'agent01');
    const player = await money(db, 'player41');
    const amount = Math.floor(agent.balance / 40) + 1;
    const answers = await split(100, async (index) =>
      clients[index % 2]!.post(AGENT_PATHS.transfer, {
        downlineId,
        amountMinor: amount,
        paymentPassword: AGENCY_SEED.paymentPassword,
        remark: '',
        idempotencyKey: randomUUID(),
      }),
    );
    const covered = Math.floor(agent.balance / amount);
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(covered);
    expect(codes.filter((code) => code === 'money.insufficient_balance')).toHaveLength(100 - covered);
    expect(await money(db, 'agent01')).toEqual({
      balance: agent.balance - covered * amount,
      ledger: agent.balance - covered * amount,
      negative: 0,
    });
    expect((await money(db, 'player41')).balance).toBe(player.balance + covered * amount);
    expect(await totalMoney(db)).toBe(total);
  });
});

describe(`an API instance killed during 100 simultaneous transfers (${TEST_DATABASE_KIND})`, () => {
  it('loses no money and duplicates none: every transfer is whole or absent, and its key sent again moves it once', async () => {
    const database = await openTestDatabase();
    const folder = mkdtempSync(path.join(tmpdir(), 'api-kill-'));
    // On the server the instance runs on the test's database; embedded, on a folder of its own that it seeds the
    // same way (so the ids and the money are the test database's).
    const dataDir = path.join(folder, 'data');
    const env: Record<string, string> = database.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir };
    const downlineId = (await getRow<{ id: number }>(
      database.db,
      "SELECT id FROM members WHERE account = 'player41'",
    ))!.id;
    const total = await totalMoney(database.db);
    const agentBefore = await money(database.db, 'agent01');
    const bodies = Array.from({ length: 100 }, () => ({
      downlineId,
      amountMinor: 1_000,
      paymentPassword: AGENCY_SEED.paymentPassword,
      remark: '',
      idempotencyKey: randomUUID(),
    }));
    let instance = await processInstance(env);
    let reader: Db | undefined;
    try {
      const token = await loginToken(instance, 'agent01', AGENCY_SEED.agent01.password);
      const first = memberClient(instance, token);
      const sent = bodies.map(
        async (body) => await first.post(AGENT_PATHS.transfer, body).catch(() => undefined),
      );
      // Killed once the first transfer has been answered, with the others in flight.
      await Promise.race(sent);
      await instance.kill!();
      await Promise.all(sent);

      instance = await processInstance(env);
      const again = memberClient(
        instance,
        await loginToken(instance, 'agent01', AGENCY_SEED.agent01.password),
      );
      for (const body of bodies) expect(codeOf(await again.post(AGENT_PATHS.transfer, body))).toBe('ok');
      await instance.stop();

      reader = database.url ? database.db : await openDatabase({ dataDir });
      const keys = await allRows<{ idempotency_key: string; transfers: number; rows: number; net: number }>(
        reader,
        `SELECT t.idempotency_key, COUNT(DISTINCT t.id) AS transfers, COUNT(l.id) AS rows,
                COALESCE(SUM(l.amount_minor), 0) AS net
         FROM agent_transfers t LEFT JOIN ledger l ON l.reference = 'TRF-' || t.id
         WHERE t.from_member_id = (SELECT id FROM members WHERE account = 'agent01')
         GROUP BY t.idempotency_key`,
      );
      const ours = new Set<string>(bodies.map((body) => body.idempotencyKey));
      const mine = keys.filter((row) => ours.has(row.idempotency_key));
      expect(mine).toHaveLength(100);
      expect(mine.every((row) => row.transfers === 1 && row.rows === 2 && row.net === 0)).toBe(true);
      expect(await money(reader, 'agent01')).toEqual({
        balance: agentBefore.balance - 100 * 1_000,
        ledger: agentBefore.balance - 100 * 1_000,
        negative: 0,
      });
      expect(await totalMoney(reader)).toBe(total);
    } finally {
      await instance.stop();
      if (reader && reader !== database.db) await reader.close();
      await database.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
