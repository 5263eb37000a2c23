import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, MONEY_PATHS } from 'shared/contract';
import { countRows, createTestApp, loginToken, withQuery, theRow } from '../testing/test-app.ts';
import {
  decideAtOnce,
  memberClient,
  memberIdOf,
  MIXED_DECISIONS,
  moneyOf,
  oneDecisionHeld,
  rowsOf,
} from '../testing/member-client.ts';
import { DEMO01_MONEY, SEED_PAYMENT_PASSWORD } from '../db/money-seed.ts';
import { DEV_WITHDRAWALS_PATH } from './withdraw.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { Decision } from '../testing/member-client.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { ApiEnvelope, LoginValue, WithdrawInfo, WithdrawRecord } from 'shared/contract';
import { getRow, run } from '../db/database.ts';

const MINUTE = 60_000;

async function trialClient(t: TestApp): Promise<MemberClient> {
  const response = await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.trial) });
  return memberClient(t, response.json<ApiEnvelope<LoginValue>>().value?.token ?? '');
}

describe('withdrawals', () => {
  let t: TestApp;
  let demo: MemberClient;
  let accountId: number;
  beforeAll(async () => {
    t = await createTestApp();
    demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
    accountId = (await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts[0]?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
  });
  const withdrawBody = (overrides: Record<string, unknown> = {}) => ({
    accountId,
    amountMinor: 100_000,
    paymentPassword: SEED_PAYMENT_PASSWORD,
    idempotencyKey: randomUUID(),
    ...overrides,
  });

  it("shows demo01's balance, withdrawable amount, limits and bound bKash account", async () => {
    const info = await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo);
    expect(info).toEqual({
      balanceMinor: DEMO01_MONEY.balanceMinor,
      withdrawableMinor: DEMO01_MONEY.balanceMinor,
      turnoverRemainingMinor: 0,
      minMinor: 50_000,
      maxMinor: 5_000_000,
      accounts: [
        {
          id: accountId,
          kind: 'e_wallet',
          provider: 'BKASH',
          accountNumberMasked: '*******5678',
          accountName: 'Demo Player',
          bankName: '',
          used: true,
        },
      ],
      paymentPasswordSet: true,
    });
  });

  it('debits the balance with a withdraw ledger row and creates a pending record; a repeated key answers it again', async () => {
    const before = (await moneyOf(t, 'demo01')).balance;
    const body = withdrawBody({ amountMinor: 60_000 });
    const response = await demo.post(MONEY_PATHS.withdraw, body);
    expect(response.statusCode).toBe(200);
    const record = response.json<ApiEnvelope<WithdrawRecord>>().value as WithdrawRecord;
    expect(record).toMatchObject({ amountMinor: 60_000, status: 'pending', account: { id: accountId } });
    expect(await moneyOf(t, 'demo01')).toEqual({ balance: before - 60_000, ledgerSum: before - 60_000 });
    const ledger = await getRow(
      t.app.db,
      'SELECT kind, amount_minor, reference FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT 1',
      await memberIdOf(t, 'demo01'),
    );
    expect(ledger).toEqual({ kind: 'withdraw', amount_minor: -60_000, reference: `WD-${record.id}` });

    const rows = await rowsOf(t, 'withdrawals', 'demo01');
    const again = await demo.post(MONEY_PATHS.withdraw, body);
    expect(again.json<ApiEnvelope<WithdrawRecord>>().value?.id).toBe(record.id);
    expect(await rowsOf(t, 'withdrawals', 'demo01')).toBe(rows);
    expect((await moneyOf(t, 'demo01')).balance).toBe(before - 60_000);
    const changed = await demo.post(MONEY_PATHS.withdraw, { ...body, amountMinor: 70_000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'money.duplicate_request' });
  });

  it('refunds a withdrawal rejected by the development route with a withdraw_refund row', async () => {
    const record = (await demo.post(MONEY_PATHS.withdraw, withdrawBody())).json<ApiEnvelope<WithdrawRecord>>()
      .value as WithdrawRecord;
    const before = (await moneyOf(t, 'demo01')).balance;
    const rejected = await t.inject({ method: 'POST', url: `${DEV_WITHDRAWALS_PATH}/${record.id}/reject` });
    expect(rejected.json<ApiEnvelope<WithdrawRecord>>().value?.status).toBe('rejected');
    expect(await moneyOf(t, 'demo01')).toEqual({ balance: before + 100_000, ledgerSum: before + 100_000 });
    await t.inject({ method: 'POST', url: `${DEV_WITHDRAWALS_PATH}/${record.id}/reject` });
    expect((await moneyOf(t, 'demo01')).balance).toBe(before + 100_000);
  });

  it('lets one decision hold when 4 approvals and 4 rejections of a withdrawal are sent at once: the others are refused, a refund is paid once at most', async () => {
    const record = (await demo.post(MONEY_PATHS.withdraw, withdrawBody())).json<ApiEnvelope<WithdrawRecord>>()
      .value as WithdrawRecord;
    const before = (await moneyOf(t, 'demo01')).balance;
    const answers = await decideAtOnce(t, DEV_WITHDRAWALS_PATH, record.id, MIXED_DECISIONS);
    const { status } = await theRow<{ status: string }>(
      t,
      'SELECT status FROM withdrawals WHERE id = ?',
      record.id,
    );
    expect(answers).toEqual(oneDecisionHeld(MIXED_DECISIONS, status, 'withdrawal'));
    const refunded = status === 'rejected' ? 100_000 : 0;
    expect(await moneyOf(t, 'demo01')).toEqual({ balance: before + refunded, ledgerSum: before + refunded });
    expect(await countRows(t, 'ledger', `reference = 'WDR-${record.id}'`)).toBe(refunded > 0 ? 1 : 0);
  });

  it('refunds a withdrawal once for 8 rejections sent at once, each answering it rejected', async () => {
    const record = (await demo.post(MONEY_PATHS.withdraw, withdrawBody())).json<ApiEnvelope<WithdrawRecord>>()
      .value as WithdrawRecord;
    const before = (await moneyOf(t, 'demo01')).balance;
    const answers = await decideAtOnce(t, DEV_WITHDRAWALS_PATH, record.id, Array<Decision>(8).fill('reject'));
    expect(answers).toEqual(Array(8).fill(['ok', 'rejected']));
    expect(await moneyOf(t, 'demo01')).toEqual({ balance: before + 100_000, ledgerSum: before + 100_000 });
    expect(await countRows(t, 'ledger', `reference = 'WDR-${record.id}'`)).toBe(1);
  });

  it('refuses while turnover remains (and withdrawInfo shows 0 withdrawable)', async () => {
    await run(t.app.db, "UPDATE members SET turnover_remaining_minor = 12345 WHERE account = 'demo01'");
    try {
      expect(await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).toMatchObject({
        withdrawableMinor: 0,
        turnoverRemainingMinor: 12_345,
      });
      const rows = await rowsOf(t, 'withdrawals', 'demo01');
      const response = await demo.post(MONEY_PATHS.withdraw, withdrawBody());
      expect(response.json()).toMatchObject({ code: 'money.turnover_required' });
      expect(await rowsOf(t, 'withdrawals', 'demo01')).toBe(rows);
    } finally {
      await run(t.app.db, "UPDATE members SET turnover_remaining_minor = 0 WHERE account = 'demo01'");
    }
  });

  const badWithdrawals: [string, (agentAccount: number) => Record<string, unknown>, string][] = [
    ['a wrong payment password', () => ({ paymentPassword: '654321' }), 'money.payment_password_wrong'],
    [
      "another member's payout account",
      (agentAccount) => ({ accountId: agentAccount }),
      'money.account_invalid',
    ],
    ['an unknown payout account', () => ({ accountId: 999_999 }), 'money.account_invalid'],
    ['an amount below ৳500', () => ({ amountMinor: 49_999 }), 'money.below_minimum'],
    ['an amount above ৳50,000', () => ({ amountMinor: 5_000_001 }), 'money.above_maximum'],
    ['an amount above the balance', () => ({ amountMinor: 5_000_000 }), 'money.insufficient_balance'],
    ['a negative amount', () => ({ amountMinor: -100_000 }), 'money.amount_invalid'],
    ['a non-integer amount', () => ({ amountMinor: 60_000.25 }), 'money.amount_invalid'],
    ['an amount that is not a number', () => ({ amountMinor: 'lots' }), 'money.amount_invalid'],
    ['a missing payment password', () => ({ paymentPassword: undefined }), 'bad_request'],
  ];
  it.each(badWithdrawals)('refuses %s and writes nothing', async (_name, change, code) => {
    const agentAccount = (
      await theRow<{ id: number }>(
        t,
        "SELECT id FROM payout_accounts WHERE member_id = (SELECT id FROM members WHERE account = 'agent01')",
      )
    ).id;
    const before = await moneyOf(t, 'demo01');
    const rows = await rowsOf(t, 'withdrawals', 'demo01');
    const ledger = await rowsOf(t, 'ledger', 'demo01');
    const response = await demo.post(MONEY_PATHS.withdraw, withdrawBody(change(agentAccount)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code });
    expect(await rowsOf(t, 'withdrawals', 'demo01')).toBe(rows);
    expect(await rowsOf(t, 'ledger', 'demo01')).toBe(ledger);
    expect(await moneyOf(t, 'demo01')).toEqual(before);
  });

  it('answers money.payment_password_unset to a member without a payment password', async () => {
    const player = memberClient(t, await loginToken(t, 'player12', 'member1234'));
    const response = await player.post(MONEY_PATHS.withdraw, withdrawBody());
    expect(response.json()).toMatchObject({ code: 'money.payment_password_unset' });
  });

  it('locks withdrawals for 15 minutes after 5 wrong payment passwords within 15 minutes (423)', async () => {
    const agent = memberClient(t, await loginToken(t, 'agent01', 'agent1234'));
    const agentAccount = (await agent.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts[0]?.id;
    const body = () => withdrawBody({ accountId: agentAccount, paymentPassword: '000000' });
    for (let i = 0; i < 5; i += 1) {
      expect((await agent.post(MONEY_PATHS.withdraw, body())).json()).toMatchObject({
        code: 'money.payment_password_wrong',
      });
      t.advance(MINUTE);
    }
    const locked = await agent.post(
      MONEY_PATHS.withdraw,
      withdrawBody({ accountId: agentAccount, paymentPassword: SEED_PAYMENT_PASSWORD }),
    );
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({
      code: 'auth.account_locked',
      value: { retryAfterMs: 14 * MINUTE },
    });
    t.advance(14 * MINUTE);
    const open = await agent.post(
      MONEY_PATHS.withdraw,
      withdrawBody({ accountId: agentAccount, paymentPassword: SEED_PAYMENT_PASSWORD }),
    );
    expect(open.statusCode).toBe(200);
  });

  it('refuses a trial session with 403 auth.trial_forbidden', async () => {
    const trial = await trialClient(t);
    expect((await trial.post(MONEY_PATHS.withdraw, withdrawBody())).json()).toMatchObject({
      code: 'auth.trial_forbidden',
    });
  });
});

describe('concurrent withdrawals', () => {
  it('creates one withdrawal for 10 simultaneous submits with one key: every answer is the first record, one debit', async () => {
    const t = await createTestApp();
    try {
      const demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
      const accountId = (await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts[0]?.id;
      const seed = (await moneyOf(t, 'demo01')).balance;
      const withdrawals = await rowsOf(t, 'withdrawals', 'demo01');
      const body = {
        accountId,
        amountMinor: 100_000,
        paymentPassword: SEED_PAYMENT_PASSWORD,
        idempotencyKey: randomUUID(),
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, async () => await demo.post(MONEY_PATHS.withdraw, body)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(200));
      const ids = answers.map((answer) => answer.json<ApiEnvelope<WithdrawRecord>>().value?.id);
      expect(new Set(ids).size).toBe(1);
      expect(await rowsOf(t, 'withdrawals', 'demo01')).toBe(withdrawals + 1);
      const after = await moneyOf(t, 'demo01');
      expect(after.balance).toBe(seed - 100_000);
      expect(after.ledgerSum).toBe(after.balance);
    } finally {
      await t.close();
    }
  });

  it('counts 5 of 12 simultaneous wrong payment passwords and refuses the rest with the lock (423)', async () => {
    const t = await createTestApp();
    try {
      const demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
      const accountId = (await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts[0]?.id;
      const answers = await Promise.all(
        Array.from(
          { length: 12 },
          async () =>
            await demo.post(MONEY_PATHS.withdraw, {
              accountId,
              amountMinor: 100_000,
              paymentPassword: '000000',
              idempotencyKey: randomUUID(),
            }),
        ),
      );
      const codes = answers.map((answer) => answer.json<ApiEnvelope<unknown>>().code);
      expect(codes.filter((code) => code === 'money.payment_password_wrong')).toHaveLength(5);
      expect(codes.filter((code) => code === 'auth.account_locked')).toHaveLength(7);
    } finally {
      await t.close();
    }
  });

  it('never overdraw: 20 concurrent ৳1,000 requests over ৳12,345.67 accept exactly 12, and sum(ledger) = balance', async () => {
    const t = await createTestApp();
    try {
      const demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
      const accountId = (await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts[0]?.id;
      const seed = (await moneyOf(t, 'demo01')).balance;
      expect(seed).toBe(1_234_567);
      const answers = await Promise.all(
        Array.from(
          { length: 20 },
          async () =>
            await demo.post(MONEY_PATHS.withdraw, {
              accountId,
              amountMinor: 100_000,
              paymentPassword: SEED_PAYMENT_PASSWORD,
              idempotencyKey: randomUUID(),
            }),
        ),
      );
      const accepted = answers.filter((a) => a.statusCode === 200).length;
      const refused = answers.filter((a) => a.json().code === 'money.insufficient_balance').length;
      expect(accepted).toBe(12);
      expect(refused).toBe(8);
      const after = await moneyOf(t, 'demo01');
      expect(after.balance).toBe(seed - accepted * 100_000);
      expect(after.balance).toBeGreaterThanOrEqual(0);
      expect(after.ledgerSum).toBe(after.balance);
      const negative = await theRow<{
        n: number;
      }>(t, 'SELECT COUNT(*) AS n FROM ledger WHERE balance_after_minor < 0');
      expect(negative.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
