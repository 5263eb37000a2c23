// One wallet or bank transaction id funds one deposit: a second order naming the same id on the same channel is
// refused with money.reference_used (the database's unique index enforces it), a replay of the first order's
// idempotency key still answers that order, a rejected order gives its id back, and the operator's list of
// deposits shows each order's id.
import { randomUUID } from 'node:crypto';
import { MONEY_PATHS } from 'shared/contract';
import { openDatabase, run } from '../db/database.ts';
import { MIGRATIONS, migrate } from '../db/migrations.ts';
import { countRows, createTestApp, loginToken, tempDbPath } from '../testing/test-app.ts';
import { memberClient, moneyOf } from '../testing/member-client.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { ApiEnvelope, DepositRecord, DevDepositList } from 'shared/contract';

const BKASH = 1;
const NAGAD = 2;

let serial = 0;
const freshReference = () => `TX${Date.now().toString(36).toUpperCase()}${(serial += 1)}`;

const order = (reference: string, overrides: Record<string, unknown> = {}) => ({
  channelId: BKASH,
  amountMinor: 20_000,
  promoId: null,
  reference,
  idempotencyKey: randomUUID(),
  ...overrides,
});

describe('deposit transaction ids', () => {
  let t: TestApp;
  let demo: MemberClient;
  beforeAll(async () => {
    t = await createTestApp('development', { devAutoApproveMs: 4000 });
    demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts a transaction id once per channel: the second and third orders are refused 409 money.reference_used and only one is approved', async () => {
    const reference = freshReference();
    const before = moneyOf(t, 'demo01').balance;
    const first = await demo.post(MONEY_PATHS.deposit, order(reference));
    expect(first.statusCode).toBe(200);
    for (const attempt of [order(reference), order(reference.toLowerCase(), { amountMinor: 30_000 })]) {
      const refused = await demo.post(MONEY_PATHS.deposit, attempt);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        code: 'money.reference_used',
        message: expect.any(String) as string,
        value: null,
      });
    }
    expect(countRows(t, 'deposits', `UPPER(reference) = '${reference}'`)).toBe(1);
    t.advance(5000);
    const id = first.json<ApiEnvelope<DepositRecord>>().value?.id;
    const settled = await demo.get(`${MONEY_PATHS.deposit}/${id}`);
    expect(settled.json<ApiEnvelope<DepositRecord>>().value?.status).toBe('approved');
    expect(moneyOf(t, 'demo01').balance).toBe(before + 20_000);
  });

  it('accepts the same transaction id on another channel (another provider numbers its own)', async () => {
    const reference = freshReference();
    expect((await demo.post(MONEY_PATHS.deposit, order(reference))).statusCode).toBe(200);
    expect((await demo.post(MONEY_PATHS.deposit, order(reference, { channelId: NAGAD }))).statusCode).toBe(
      200,
    );
  });

  it('answers a replay of the idempotency key with the first order, not a refusal', async () => {
    const body = order(freshReference());
    const first = await demo.post(MONEY_PATHS.deposit, body);
    const replay = await demo.post(MONEY_PATHS.deposit, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<ApiEnvelope<DepositRecord>>().value?.id).toBe(
      first.json<ApiEnvelope<DepositRecord>>().value?.id,
    );
  });

  it('refuses the id of another member’s order too', async () => {
    const reference = freshReference();
    expect((await demo.post(MONEY_PATHS.deposit, order(reference))).statusCode).toBe(200);
    const agent = memberClient(t, await loginToken(t, 'agent01', 'agent1234'));
    const refused = await agent.post(MONEY_PATHS.deposit, order(reference));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('money.reference_used');
  });

  it('gives the id back when the operator rejects the order', async () => {
    const reference = freshReference();
    const first = await demo.post(MONEY_PATHS.deposit, order(reference));
    const id = first.json<ApiEnvelope<DepositRecord>>().value?.id;
    await t.inject({ method: 'POST', url: `${MONEY_PATHS.devDeposits}/${id}/reject` });
    expect((await demo.post(MONEY_PATHS.deposit, order(reference))).statusCode).toBe(200);
  });

  it('is enforced by the database: a second order with the id cannot be written, whatever writes it', () => {
    const row = t.app.db
      .prepare(
        "SELECT member_id, reference FROM deposits WHERE channel_id = ? AND status = 'pending' AND reference <> '' LIMIT 1",
      )
      .get(BKASH) as { member_id: number; reference: string };
    const before = countRows(t, 'deposits');
    expect(() =>
      run(
        t.app.db,
        `INSERT INTO deposits (member_id, channel_id, amount_minor, reference, status, created_at)
         VALUES (?, ?, 100, ?, 'pending', 0)`,
        row.member_id,
        BKASH,
        row.reference.toLowerCase(),
      ),
    ).toThrow(/UNIQUE/);
    expect(countRows(t, 'deposits')).toBe(before);
  });

  it("lists deposits for the operator with each order's transaction id, member and channel", async () => {
    const reference = freshReference();
    await demo.post(MONEY_PATHS.deposit, order(reference));
    const response = await t.inject({ url: `${MONEY_PATHS.devDeposits}?status=pending` });
    expect(response.statusCode).toBe(200);
    const list = response.json<ApiEnvelope<DevDepositList>>().value;
    const item = list?.deposits.find((deposit) => deposit.reference === reference);
    expect(item).toMatchObject({
      account: 'demo01',
      channelName: 'bKash',
      provider: 'BKASH',
      amountMinor: 20_000,
      status: 'pending',
      sameReference: [],
    });
    expect(list?.deposits.every((deposit) => deposit.status === 'pending')).toBe(true);
  });
});

describe('deposit transaction ids in a database written before they were unique', () => {
  it('migrates with duplicate ids kept, lets the oldest hold the id, shows the others to the operator and never auto-approves them', async () => {
    const old = tempDbPath();
    try {
      const db = openDatabase(old.dbPath);
      const before = MIGRATIONS.findIndex((migration) => migration.id === '012_deposit_reference_claims');
      expect(before).toBeGreaterThan(0);
      db.exec('CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
      for (const migration of MIGRATIONS.slice(0, before)) {
        db.exec(migration.sql);
        migration.apply?.(db, 0);
        run(db, 'INSERT INTO schema_migrations (id, applied_at) VALUES (?, 0)', migration.id);
      }
      db.exec(`INSERT INTO members (id, account, password_hash, reg_date) VALUES (900, 'dup01', 'x', 0)`);
      for (const [status, at] of [
        ['approved', 1],
        ['pending', 2],
        ['pending', 3],
      ] as const) {
        run(
          db,
          `INSERT INTO deposits (member_id, channel_id, amount_minor, reference, status, created_at)
           VALUES (900, 1, 20000, 'DUPE12345678', ?, ?)`,
          status,
          at,
        );
      }
      expect(migrate(db, 10)).toContain('012_deposit_reference_claims');
      const rows = db
        .prepare('SELECT id, reference_claim FROM deposits WHERE member_id = 900 ORDER BY id')
        .all() as { id: number; reference_claim: string | null }[];
      expect(rows.map((row) => row.reference_claim)).toEqual(['DUPE12345678', null, null]);
      db.close();

      // The app starts on it; the operator sees the duplicates, and the auto-approver leaves them pending.
      const { buildApp } = await import('../app.ts');
      const app = await buildApp({
        dbPath: old.dbPath,
        mode: 'development',
        devAutoApproveMs: 0,
        now: () => 10_000,
      });
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const response = await fetch(`${base}${MONEY_PATHS.devDeposits}?status=pending`);
        const list = ((await response.json()) as ApiEnvelope<DevDepositList>).value;
        const mine = list?.deposits.filter((deposit) => deposit.account === 'dup01') ?? [];
        expect(mine.map((deposit) => [deposit.id, deposit.sameReference])).toEqual([
          [rows[2]?.id, [rows[0]?.id, rows[1]?.id]],
          [rows[1]?.id, [rows[0]?.id, rows[2]?.id]],
        ]);
        expect(countRowsOf(app.db, "member_id = 900 AND status = 'pending'")).toBe(2);
      } finally {
        await app.close();
      }
    } finally {
      old.cleanup();
    }
  });
});

function countRowsOf(db: import('../db/database.ts').Db, where: string): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM deposits WHERE ${where}`).get() as { n: number }).n;
}
