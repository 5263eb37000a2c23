import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, MONEY_PATHS } from 'shared/contract';
import { createTestApp, loginToken, withQuery } from '../testing/test-app.ts';
import { memberClient, memberIdOf, moneyOf, rowsOf } from '../testing/member-client.ts';
import { DEMO01_MONEY, SEED_PAYMENT_PASSWORD } from '../db/money-seed.ts';
import { DEV_WITHDRAWALS_PATH } from './withdraw.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type {
  ApiEnvelope,
  DepositChannel,
  DepositPromo,
  DepositRecord,
  LoginValue,
  MemberWallet,
  WithdrawInfo,
  WithdrawRecord,
} from 'shared/contract';

const MINUTE = 60_000;
const BKASH = 1;
const ROCKET = 3;
const BANK = 4;
const DAILY_RELOAD = 2;
const SLOTS_BOOST = 3;

const depositBody = (overrides: Record<string, unknown> = {}) => ({
  channelId: BKASH,
  amountMinor: 100_000,
  promoId: null,
  reference: `TXN${randomUUID().replaceAll('-', '').slice(0, 12)}`,
  idempotencyKey: randomUUID(),
  ...overrides,
});

async function balanceOf(member: MemberClient): Promise<number> {
  return (await member.value<MemberWallet>('/wps/wallets/gcs')).sumBalance;
}

async function trialClient(t: TestApp): Promise<MemberClient> {
  const response = await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.trial) });
  return memberClient(t, response.json<ApiEnvelope<LoginValue>>().value?.token ?? '');
}

describe('deposits', () => {
  let t: TestApp;
  let demo: MemberClient;
  beforeAll(async () => {
    t = await createTestApp('development', { devAutoApproveMs: 4000 });
    demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists bKash, Nagad, Rocket and bank transfer with their limits and presets', async () => {
    const channels = await demo.value<DepositChannel[]>(MONEY_PATHS.depositChannels);
    expect(channels.map((c) => [c.name, c.kind, c.minMinor, c.maxMinor, c.referenceRequired])).toEqual([
      ['bKash', 'e_wallet', 20_000, 2_500_000, true],
      ['Nagad', 'e_wallet', 20_000, 2_500_000, true],
      ['Rocket', 'e_wallet', 20_000, 2_000_000, true],
      ['Bank transfer', 'bank', 100_000, 10_000_000, true],
    ]);
    expect(channels[0]?.presetsMinor).toEqual([50_000, 100_000, 200_000, 500_000, 1_000_000]);
    expect(channels[0]?.receivingAccountNumber).toMatch(/^01\d{9}$/);
  });

  it('offers the first-deposit promotion only to members who never deposited', async () => {
    const demoPromos = await demo.value<DepositPromo[]>(MONEY_PATHS.depositPromos);
    expect(demoPromos.map((p) => p.title)).toEqual(['Daily reload 10%', 'Slots boost 5%']);
    const trial = await trialClient(t);
    const fresh = await trial.value<DepositPromo[]>(MONEY_PATHS.depositPromos);
    expect(fresh[0]).toEqual({
      id: 1,
      title: 'First deposit 100%',
      bonusBasisPoints: 10_000,
      maxBonusMinor: 500_000,
      minDepositMinor: 50_000,
      turnoverMultiplier: 10,
    });
  });

  it('creates a pending deposit that moves no money until the auto-approver passes its delay on the clock', async () => {
    const before = moneyOf(t, 'demo01');
    const ledgerRows = rowsOf(t, 'ledger', 'demo01');
    const response = await demo.post(
      MONEY_PATHS.deposit,
      depositBody({ amountMinor: 100_000, promoId: SLOTS_BOOST }),
    );
    expect(response.statusCode).toBe(200);
    const record = response.json<ApiEnvelope<DepositRecord>>().value as DepositRecord;
    expect(record).toMatchObject({
      channelName: 'bKash',
      amountMinor: 100_000,
      bonusMinor: 5_000,
      status: 'pending',
      decidedAt: null,
    });
    expect(await balanceOf(demo)).toBe(before.balance);
    expect(rowsOf(t, 'ledger', 'demo01')).toBe(ledgerRows);

    t.advance(3_999);
    expect(await balanceOf(demo)).toBe(before.balance);
    t.advance(1);
    expect(await balanceOf(demo)).toBe(before.balance + 105_000);
    const rows = t.app.db
      .prepare('SELECT kind, amount_minor FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT 2')
      .all(memberIdOf(t, 'demo01'));
    expect(rows).toEqual([
      { kind: 'deposit_bonus', amount_minor: 5_000 },
      { kind: 'deposit', amount_minor: 100_000 },
    ]);
    const info = await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo);
    // (100,000 + 5,000) × 3
    expect(info).toMatchObject({ turnoverRemainingMinor: 315_000, withdrawableMinor: 0 });
    const after = moneyOf(t, 'demo01');
    expect(after.balance).toBe(after.ledgerSum);
    t.app.db.prepare("UPDATE members SET turnover_remaining_minor = 0 WHERE account = 'demo01'").run();
  });

  it('approves by the development route: balance up by one deposit ledger row; approving again changes nothing', async () => {
    const record = (
      await demo.post(MONEY_PATHS.deposit, depositBody({ channelId: BANK, amountMinor: 150_000 }))
    ).json<ApiEnvelope<DepositRecord>>().value as DepositRecord;
    const before = moneyOf(t, 'demo01');
    const approved = await t.inject({
      method: 'POST',
      url: `${MONEY_PATHS.devDeposits}/${record.id}/approve`,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<ApiEnvelope<DepositRecord>>().value).toMatchObject({
      status: 'approved',
      bonusMinor: 0,
    });
    expect(moneyOf(t, 'demo01')).toEqual({
      balance: before.balance + 150_000,
      ledgerSum: before.balance + 150_000,
    });
    const again = await t.inject({ method: 'POST', url: `${MONEY_PATHS.devDeposits}/${record.id}/approve` });
    expect(again.statusCode).toBe(200);
    expect(moneyOf(t, 'demo01').balance).toBe(before.balance + 150_000);
    const reject = await t.inject({ method: 'POST', url: `${MONEY_PATHS.devDeposits}/${record.id}/reject` });
    expect(reject.json()).toMatchObject({ code: 'bad_request' });
    expect(
      (await t.inject({ method: 'POST', url: `${MONEY_PATHS.devDeposits}/999999/approve` })).statusCode,
    ).toBe(404);
  });

  it('answers one order as it stands: pending, then approved once the approver passes; only to its owner', async () => {
    const record = (await demo.post(MONEY_PATHS.deposit, depositBody())).json<ApiEnvelope<DepositRecord>>()
      .value as DepositRecord;
    const order = `${MONEY_PATHS.deposit}/${record.id}`;
    expect(await demo.value<DepositRecord>(order)).toMatchObject({ id: record.id, status: 'pending' });
    t.advance(4_000);
    expect(await demo.value<DepositRecord>(order)).toMatchObject({
      id: record.id,
      status: 'approved',
      amountMinor: 100_000,
    });
    t.app.db.prepare("UPDATE members SET turnover_remaining_minor = 0 WHERE account = 'demo01'").run();

    const agent = memberClient(t, await loginToken(t, 'agent01', 'agent1234'));
    for (const [who, path] of [
      [agent, order],
      [demo, `${MONEY_PATHS.deposit}/999999`],
    ] as const) {
      const response = await who.get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', value: null });
    }
    const anonymous = await t.inject({ method: 'GET', url: withQuery(order) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rejects by the development route without moving money, and the auto-approver leaves it rejected', async () => {
    const record = (await demo.post(MONEY_PATHS.deposit, depositBody())).json<ApiEnvelope<DepositRecord>>()
      .value as DepositRecord;
    const before = moneyOf(t, 'demo01');
    const rejected = await t.inject({
      method: 'POST',
      url: `${MONEY_PATHS.devDeposits}/${record.id}/reject`,
    });
    expect(rejected.json<ApiEnvelope<DepositRecord>>().value?.status).toBe('rejected');
    t.advance(MINUTE);
    expect(await balanceOf(demo)).toBe(before.balance);
  });

  it('answers a repeated idempotency key with the first record and writes nothing new', async () => {
    const body = depositBody();
    const first = (await demo.post(MONEY_PATHS.deposit, body)).json<ApiEnvelope<DepositRecord>>().value;
    const count = rowsOf(t, 'deposits', 'demo01');
    const second = await demo.post(MONEY_PATHS.deposit, body);
    expect(second.statusCode).toBe(200);
    expect(second.json<ApiEnvelope<DepositRecord>>().value?.id).toBe(first?.id);
    expect(rowsOf(t, 'deposits', 'demo01')).toBe(count);
  });

  it('answers 409 money.duplicate_request to the same key with a different body, writing nothing', async () => {
    const body = depositBody();
    await demo.post(MONEY_PATHS.deposit, body);
    const count = rowsOf(t, 'deposits', 'demo01');
    const response = await demo.post(MONEY_PATHS.deposit, { ...body, amountMinor: 200_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'money.duplicate_request' });
    expect(rowsOf(t, 'deposits', 'demo01')).toBe(count);
  });

  it('creates one deposit for 10 concurrent submits with one key, and approval credits it once', async () => {
    const body = depositBody({ amountMinor: 70_000 });
    const count = rowsOf(t, 'deposits', 'demo01');
    const answers = await Promise.all(Array.from({ length: 10 }, () => demo.post(MONEY_PATHS.deposit, body)));
    const ids = new Set(answers.map((a) => a.json<ApiEnvelope<DepositRecord>>().value?.id));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(rowsOf(t, 'deposits', 'demo01')).toBe(count + 1);
    t.advance(4_000);
    await balanceOf(demo);
    const credits = t.app.db
      .prepare('SELECT amount_minor FROM ledger WHERE reference = ?')
      .all(`DEP-${[...ids][0]}`);
    expect(credits).toEqual([{ amount_minor: 70_000 }]);
    const money = moneyOf(t, 'demo01');
    expect(money.balance).toBe(money.ledgerSum);
  });

  const badDeposits: [string, Record<string, unknown>, number, string][] = [
    ['a string amount', { amountMinor: 'abc' }, 400, 'money.amount_invalid'],
    ['a numeric string amount', { amountMinor: '100000' }, 400, 'money.amount_invalid'],
    ['a null amount', { amountMinor: null }, 400, 'money.amount_invalid'],
    ['a non-integer amount', { amountMinor: 100_000.5 }, 400, 'money.amount_invalid'],
    ['a zero amount', { amountMinor: 0 }, 400, 'money.amount_invalid'],
    ['a negative amount', { amountMinor: -50_000 }, 400, 'money.amount_invalid'],
    ['an amount below the bKash minimum', { amountMinor: 19_999 }, 400, 'money.below_minimum'],
    ['an amount above the bKash maximum', { amountMinor: 2_500_001 }, 400, 'money.above_maximum'],
    [
      'an amount above the Rocket maximum',
      { channelId: ROCKET, amountMinor: 2_000_001 },
      400,
      'money.above_maximum',
    ],
    [
      'an amount below the bank minimum',
      { channelId: BANK, amountMinor: 99_999 },
      400,
      'money.below_minimum',
    ],
    [
      'an amount below the promotion minimum',
      { amountMinor: 49_999, promoId: DAILY_RELOAD },
      400,
      'money.below_minimum',
    ],
    ['an unknown channel', { channelId: 99 }, 404, 'not_found'],
    ['an unknown promotion', { promoId: 99 }, 404, 'not_found'],
    ['the first-deposit promotion after deposits', { promoId: 1 }, 404, 'not_found'],
    ['an empty reference', { reference: '  ' }, 400, 'money.reference_required'],
    ['a malformed reference', { reference: 'ab-12' }, 400, 'validation.failed'],
    ['an idempotency key that is not a UUID', { idempotencyKey: 'key-1' }, 400, 'bad_request'],
    ['a string channel id', { channelId: '1' }, 400, 'bad_request'],
  ];
  it.each(badDeposits)(
    'refuses %s with the right code and writes nothing',
    async (_name, change, status, code) => {
      const deposits = rowsOf(t, 'deposits', 'demo01');
      const ledger = rowsOf(t, 'ledger', 'demo01');
      const response = await demo.post(MONEY_PATHS.deposit, depositBody(change));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
      expect(rowsOf(t, 'deposits', 'demo01')).toBe(deposits);
      expect(rowsOf(t, 'ledger', 'demo01')).toBe(ledger);
    },
  );

  it('refuses a missing token (401) and a trial session (403 auth.trial_forbidden)', async () => {
    const anonymous = memberClient(t, '');
    expect((await anonymous.post(MONEY_PATHS.deposit, depositBody())).json()).toMatchObject({
      code: 'auth.not_logged_in',
    });
    const trial = await trialClient(t);
    const response = await trial.post(MONEY_PATHS.deposit, depositBody());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'auth.trial_forbidden' });
  });
});

describe('deposit development routes in production', () => {
  it('answers 404 to the approve route', async () => {
    const t = await createTestApp('production');
    try {
      const response = await t.inject({ method: 'POST', url: `${MONEY_PATHS.devDeposits}/1/approve` });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

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
    const before = moneyOf(t, 'demo01').balance;
    const body = withdrawBody({ amountMinor: 60_000 });
    const response = await demo.post(MONEY_PATHS.withdraw, body);
    expect(response.statusCode).toBe(200);
    const record = response.json<ApiEnvelope<WithdrawRecord>>().value as WithdrawRecord;
    expect(record).toMatchObject({ amountMinor: 60_000, status: 'pending', account: { id: accountId } });
    expect(moneyOf(t, 'demo01')).toEqual({ balance: before - 60_000, ledgerSum: before - 60_000 });
    const ledger = t.app.db
      .prepare(
        'SELECT kind, amount_minor, reference FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(memberIdOf(t, 'demo01'));
    expect(ledger).toEqual({ kind: 'withdraw', amount_minor: -60_000, reference: `WD-${record.id}` });

    const rows = rowsOf(t, 'withdrawals', 'demo01');
    const again = await demo.post(MONEY_PATHS.withdraw, body);
    expect(again.json<ApiEnvelope<WithdrawRecord>>().value?.id).toBe(record.id);
    expect(rowsOf(t, 'withdrawals', 'demo01')).toBe(rows);
    expect(moneyOf(t, 'demo01').balance).toBe(before - 60_000);
    const changed = await demo.post(MONEY_PATHS.withdraw, { ...body, amountMinor: 70_000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'money.duplicate_request' });
  });

  it('refunds a withdrawal rejected by the development route with a withdraw_refund row', async () => {
    const record = (await demo.post(MONEY_PATHS.withdraw, withdrawBody())).json<ApiEnvelope<WithdrawRecord>>()
      .value as WithdrawRecord;
    const before = moneyOf(t, 'demo01').balance;
    const rejected = await t.inject({ method: 'POST', url: `${DEV_WITHDRAWALS_PATH}/${record.id}/reject` });
    expect(rejected.json<ApiEnvelope<WithdrawRecord>>().value?.status).toBe('rejected');
    expect(moneyOf(t, 'demo01')).toEqual({ balance: before + 100_000, ledgerSum: before + 100_000 });
    await t.inject({ method: 'POST', url: `${DEV_WITHDRAWALS_PATH}/${record.id}/reject` });
    expect(moneyOf(t, 'demo01').balance).toBe(before + 100_000);
  });

  it('refuses while turnover remains (and withdrawInfo shows 0 withdrawable)', async () => {
    t.app.db.prepare("UPDATE members SET turnover_remaining_minor = 12345 WHERE account = 'demo01'").run();
    try {
      expect(await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).toMatchObject({
        withdrawableMinor: 0,
        turnoverRemainingMinor: 12_345,
      });
      const rows = rowsOf(t, 'withdrawals', 'demo01');
      const response = await demo.post(MONEY_PATHS.withdraw, withdrawBody());
      expect(response.json()).toMatchObject({ code: 'money.turnover_required' });
      expect(rowsOf(t, 'withdrawals', 'demo01')).toBe(rows);
    } finally {
      t.app.db.prepare("UPDATE members SET turnover_remaining_minor = 0 WHERE account = 'demo01'").run();
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
      t.app.db
        .prepare(
          "SELECT id FROM payout_accounts WHERE member_id = (SELECT id FROM members WHERE account = 'agent01')",
        )
        .get() as { id: number }
    ).id;
    const before = moneyOf(t, 'demo01');
    const rows = rowsOf(t, 'withdrawals', 'demo01');
    const ledger = rowsOf(t, 'ledger', 'demo01');
    const response = await demo.post(MONEY_PATHS.withdraw, withdrawBody(change(agentAccount)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code });
    expect(rowsOf(t, 'withdrawals', 'demo01')).toBe(rows);
    expect(rowsOf(t, 'ledger', 'demo01')).toBe(ledger);
    expect(moneyOf(t, 'demo01')).toEqual(before);
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
      const seed = moneyOf(t, 'demo01').balance;
      const withdrawals = rowsOf(t, 'withdrawals', 'demo01');
      const body = {
        accountId,
        amountMinor: 100_000,
        paymentPassword: SEED_PAYMENT_PASSWORD,
        idempotencyKey: randomUUID(),
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => demo.post(MONEY_PATHS.withdraw, body)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(200));
      const ids = answers.map((answer) => answer.json<ApiEnvelope<WithdrawRecord>>().value?.id);
      expect(new Set(ids).size).toBe(1);
      expect(rowsOf(t, 'withdrawals', 'demo01')).toBe(withdrawals + 1);
      const after = moneyOf(t, 'demo01');
      expect(after.balance).toBe(seed - 100_000);
      expect(after.ledgerSum).toBe(after.balance);
    } finally {
      await t.close();
    }
  });

  it('never overdraw: 20 concurrent ৳1,000 requests over ৳12,345.67 accept exactly 12, and sum(ledger) = balance', async () => {
    const t = await createTestApp();
    try {
      const demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
      const accountId = (await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts[0]?.id;
      const seed = moneyOf(t, 'demo01').balance;
      expect(seed).toBe(1_234_567);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          demo.post(MONEY_PATHS.withdraw, {
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
      const after = moneyOf(t, 'demo01');
      expect(after.balance).toBe(seed - accepted * 100_000);
      expect(after.balance).toBeGreaterThanOrEqual(0);
      expect(after.ledgerSum).toBe(after.balance);
      const negative = t.app.db
        .prepare('SELECT COUNT(*) AS n FROM ledger WHERE balance_after_minor < 0')
        .get() as {
        n: number;
      };
      expect(negative.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
