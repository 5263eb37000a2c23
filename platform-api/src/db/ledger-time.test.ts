// The ledger's times follow the order in which money moved: each posting reads the time inside the transaction that
// writes its row, so a posting that waits for another's commit carries a later time than it. Here the development
// auto-approver credits two due deposits while the member withdraws, on a clock that moves on at every read, with
// the withdrawal committed after the approver started and before it credits; afterwards the member's ledger in
// time order adds up row by row, and its newest row by time shows the balance the wallet has.
import { setTimeout as sleep } from 'node:timers/promises';
import { openTestDatabase, TEST_DATABASE_KIND } from '../testing/test-database.ts';
import { allRows, getRow, openDatabase, run, transaction } from './database.ts';
import { approveDueDeposits, createWithdrawal, insertDeposit } from './money.ts';
import { getBalance } from './wallets.ts';
import type { Db } from './database.ts';
import type { TestDatabase } from '../testing/test-database.ts';

const BKASH = 1;

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const idOf = async (sql: string, ...params: (string | number)[]) => {
  const row = await getRow<{ id: number }>(database.db, sql, ...params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
};

/** A transaction of another session that has updated the deposit's row and holds it until released. */
async function holdDeposit(other: Db, id: number): Promise<{ release: () => Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = transaction(other, async () => {
    await run(other, 'UPDATE deposits SET decided_at = decided_at WHERE id = ?', id);
    held();
    await released;
  });
  await Promise.race([holding, done]);
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

/** Until a session of this database waits for a row lock (a server only), for at most 10 s. */
async function untilOneWaitsOnALock(): Promise<void> {
  for (let tries = 0; tries < 1000; tries += 1) {
    const waiting = await getRow<{ n: number }>(
      database.db,
      "SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if ((waiting?.n ?? 0) > 0) return;
    await sleep(10);
  }
  throw new Error('nobody waits on a lock');
}

it('the auto-approver and a withdrawal at once: the ledger in time order is the order the balance moved', async () => {
  const { db } = database;
  const memberId = await idOf("SELECT id FROM members WHERE account = 'demo01'");
  const accountId = await idOf(
    'SELECT id FROM payout_accounts WHERE member_id = ? ORDER BY id LIMIT 1',
    memberId,
  );
  const currency = 'BDT';
  let time = Date.now();
  const clock = () => (time += 1);
  const startedAt = time;
  const depositIds: number[] = [];
  for (const amountMinor of [100_000, 200_000]) {
    const id = await insertDeposit(db, {
      memberId,
      channelId: BKASH,
      promoId: null,
      amountMinor,
      bonusMinor: 0,
      turnoverMultiplier: 0,
      reference: '',
      idempotencyKey: null,
      requestHash: null,
      at: startedAt,
    });
    depositIds.push(id);
  }

  // The withdrawal as the withdraw route makes it: the balance checked and the time read in its transaction.
  const withdraw = async () =>
    await transaction(db, async () => {
      if ((await getBalance(db, memberId, currency)) < 50_000) throw new Error('balance too low');
      return await createWithdrawal(db, {
        memberId,
        accountId,
        amountMinor: 50_000,
        currency,
        idempotencyKey: null,
        requestHash: null,
        at: clock(),
      });
    });
  let approving: Promise<number>;
  if (TEST_DATABASE_KIND === 'embedded') {
    // One connection, statements in the order they are asked for: the approver asks for the due orders, the
    // withdrawal's transaction is asked for next and runs before the approvals' transactions.
    approving = approveDueDeposits(db, currency, clock, 0, memberId);
    await withdraw();
  } else {
    // On a server another session holds the first due order, so the approver waits on it; the withdrawal commits
    // meanwhile; then the hold ends and the approver goes on.
    const other = await openDatabase({ url: database.url, poolSize: 1 });
    const hold = await holdDeposit(other, depositIds[0] ?? 0);
    try {
      approving = approveDueDeposits(db, currency, clock, 0, memberId);
      await untilOneWaitsOnALock();
      await withdraw();
    } finally {
      await hold.release();
      await other.close();
    }
  }
  const approved = await approving;
  expect(approved).toBe(2);

  const rows = await allRows<{ amount_minor: number; balance_after_minor: number; created_at: number }>(
    db,
    `SELECT amount_minor, balance_after_minor, created_at FROM ledger WHERE member_id = ?
     ORDER BY created_at, id`,
    memberId,
  );
  const recent = rows.filter((row) => row.created_at > startedAt);
  expect(recent.map((row) => row.amount_minor).sort((a, b) => a - b)).toEqual([-50_000, 100_000, 200_000]);
  // Row by row in time order, each balance is the one before it plus the row's amount.
  const [previous] = rows.slice(rows.length - recent.length - 1);
  let balance = previous?.balance_after_minor ?? 0;
  for (const row of recent) {
    balance += row.amount_minor;
    expect(row.balance_after_minor).toBe(balance);
  }
  expect(rows.at(-1)?.balance_after_minor).toBe(await getBalance(db, memberId, currency));
});
