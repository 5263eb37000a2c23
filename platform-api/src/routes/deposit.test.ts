import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, MONEY_PATHS } from 'shared/contract';
import { createTestApp, loginToken, withQuery, countRows, theRow } from '../testing/test-app.ts';
import {
  decideAtOnce,
  memberClient,
  memberIdOf,
  MIXED_DECISIONS,
  moneyOf,
  oneDecisionHeld,
  rowsOf,
} from '../testing/member-client.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { Decision } from '../testing/member-client.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type {
  ApiEnvelope,
  DepositChannel,
  DepositPromo,
  DepositRecord,
  LoginValue,
  MemberWallet,
  WithdrawInfo,
  DevDepositList,
} from 'shared/contract';
import { allRows, run } from '../db/database.ts';

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

/** Answers in English; without the header they come in Bengali, the site's default. */
const ENGLISH = { 'x-lang': 'en' };

async function trialClient(t: TestApp): Promise<MemberClient> {
  const response = await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.trial) });
  return memberClient(t, response.json<ApiEnvelope<LoginValue>>().value?.token ?? '', ENGLISH);
}

describe('deposits', () => {
  let t: TestApp;
  let demo: MemberClient;
  beforeAll(async () => {
    t = await createTestApp('development', { devAutoApproveMs: 4000 });
    demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'), ENGLISH);
  });
  afterAll(async () => {
    await t.close();
  });

  it("names the channels and the promotions in the caller's language, Bengali by default", async () => {
    for (const bengali of [memberClient(t, demo.token), memberClient(t, demo.token, { 'x-lang': 'bn' })]) {
      const channels = await bengali.value<DepositChannel[]>(MONEY_PATHS.depositChannels);
      expect(channels.map((channel) => channel.name)).toEqual(['বিকাশ', 'নগদ', 'রকেট', 'ব্যাংক ট্রান্সফার']);
      const promos = await bengali.value<DepositPromo[]>(MONEY_PATHS.depositPromos);
      expect(promos.map((promo) => promo.title)).toEqual(['দৈনিক রিলোড ১০%', 'স্লট বুস্ট ৫%']);
    }
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
    const before = await moneyOf(t, 'demo01');
    const ledgerRows = await rowsOf(t, 'ledger', 'demo01');
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
    expect(await rowsOf(t, 'ledger', 'demo01')).toBe(ledgerRows);

    t.advance(3_999);
    expect(await balanceOf(demo)).toBe(before.balance);
    t.advance(1);
    expect(await balanceOf(demo)).toBe(before.balance + 105_000);
    const rows = await allRows(
      t.app.db,
      'SELECT kind, amount_minor FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT 2',
      await memberIdOf(t, 'demo01'),
    );
    expect(rows).toEqual([
      { kind: 'deposit_bonus', amount_minor: 5_000 },
      { kind: 'deposit', amount_minor: 100_000 },
    ]);
    const info = await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo);
    // (100,000 + 5,000) × 3
    expect(info).toMatchObject({ turnoverRemainingMinor: 315_000, withdrawableMinor: 0 });
    const after = await moneyOf(t, 'demo01');
    expect(after.balance).toBe(after.ledgerSum);
    await run(t.app.db, "UPDATE members SET turnover_remaining_minor = 0 WHERE account = 'demo01'");
  });

  it('approves by the development route: balance up by one deposit ledger row; approving again changes nothing', async () => {
    const record = (
      await demo.post(MONEY_PATHS.deposit, depositBody({ channelId: BANK, amountMinor: 150_000 }))
    ).json<ApiEnvelope<DepositRecord>>().value as DepositRecord;
    const before = await moneyOf(t, 'demo01');
    const approved = await t.inject({
      method: 'POST',
      url: `${MONEY_PATHS.devDeposits}/${record.id}/approve`,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<ApiEnvelope<DepositRecord>>().value).toMatchObject({
      status: 'approved',
      bonusMinor: 0,
    });
    expect(await moneyOf(t, 'demo01')).toEqual({
      balance: before.balance + 150_000,
      ledgerSum: before.balance + 150_000,
    });
    const again = await t.inject({ method: 'POST', url: `${MONEY_PATHS.devDeposits}/${record.id}/approve` });
    expect(again.statusCode).toBe(200);
    expect((await moneyOf(t, 'demo01')).balance).toBe(before.balance + 150_000);
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
    await run(t.app.db, "UPDATE members SET turnover_remaining_minor = 0 WHERE account = 'demo01'");

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
    const before = await moneyOf(t, 'demo01');
    const rejected = await t.inject({
      method: 'POST',
      url: `${MONEY_PATHS.devDeposits}/${record.id}/reject`,
    });
    expect(rejected.json<ApiEnvelope<DepositRecord>>().value?.status).toBe('rejected');
    t.advance(MINUTE);
    expect(await balanceOf(demo)).toBe(before.balance);
  });

  it('lets one decision hold when 4 approvals and 4 rejections of an order are sent at once: the others are refused, money moves once', async () => {
    const record = (await demo.post(MONEY_PATHS.deposit, depositBody({ amountMinor: 80_000 }))).json<
      ApiEnvelope<DepositRecord>
    >().value as DepositRecord;
    const before = await moneyOf(t, 'demo01');
    const answers = await decideAtOnce(t, MONEY_PATHS.devDeposits, record.id, MIXED_DECISIONS);
    const { status } = await theRow<{ status: string }>(
      t,
      'SELECT status FROM deposits WHERE id = ?',
      record.id,
    );
    expect(answers).toEqual(oneDecisionHeld(MIXED_DECISIONS, status, 'deposit'));
    const credited = status === 'approved' ? 80_000 : 0;
    expect(await moneyOf(t, 'demo01')).toEqual({
      balance: before.balance + credited,
      ledgerSum: before.balance + credited,
    });
    expect(await countRows(t, 'ledger', `reference = 'DEP-${record.id}'`)).toBe(credited > 0 ? 1 : 0);
    await run(t.app.db, "UPDATE members SET turnover_remaining_minor = 0 WHERE account = 'demo01'");
  });

  it('credits an order once for 8 approvals sent at once, each answering it approved', async () => {
    const record = (await demo.post(MONEY_PATHS.deposit, depositBody({ amountMinor: 90_000 }))).json<
      ApiEnvelope<DepositRecord>
    >().value as DepositRecord;
    const before = await moneyOf(t, 'demo01');
    const answers = await decideAtOnce(
      t,
      MONEY_PATHS.devDeposits,
      record.id,
      Array<Decision>(8).fill('approve'),
    );
    expect(answers).toEqual(Array(8).fill(['ok', 'approved']));
    expect(await moneyOf(t, 'demo01')).toEqual({
      balance: before.balance + 90_000,
      ledgerSum: before.balance + 90_000,
    });
    expect(await countRows(t, 'ledger', `reference = 'DEP-${record.id}'`)).toBe(1);
    await run(t.app.db, "UPDATE members SET turnover_remaining_minor = 0 WHERE account = 'demo01'");
  });

  it('answers a repeated idempotency key with the first record and writes nothing new', async () => {
    const body = depositBody();
    const first = (await demo.post(MONEY_PATHS.deposit, body)).json<ApiEnvelope<DepositRecord>>().value;
    const count = await rowsOf(t, 'deposits', 'demo01');
    const second = await demo.post(MONEY_PATHS.deposit, body);
    expect(second.statusCode).toBe(200);
    expect(second.json<ApiEnvelope<DepositRecord>>().value?.id).toBe(first?.id);
    expect(await rowsOf(t, 'deposits', 'demo01')).toBe(count);
  });

  it('answers 409 money.duplicate_request to the same key with a different body, writing nothing', async () => {
    const body = depositBody();
    await demo.post(MONEY_PATHS.deposit, body);
    const count = await rowsOf(t, 'deposits', 'demo01');
    const response = await demo.post(MONEY_PATHS.deposit, { ...body, amountMinor: 200_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'money.duplicate_request' });
    expect(await rowsOf(t, 'deposits', 'demo01')).toBe(count);
  });

  it('creates one deposit for 10 concurrent submits with one key, and approval credits it once', async () => {
    const body = depositBody({ amountMinor: 70_000 });
    const count = await rowsOf(t, 'deposits', 'demo01');
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => await demo.post(MONEY_PATHS.deposit, body)),
    );
    const ids = new Set(answers.map((a) => a.json<ApiEnvelope<DepositRecord>>().value?.id));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await rowsOf(t, 'deposits', 'demo01')).toBe(count + 1);
    t.advance(4_000);
    await balanceOf(demo);
    const credits = await allRows(
      t.app.db,
      'SELECT amount_minor FROM ledger WHERE reference = ?',
      `DEP-${[...ids][0]}`,
    );
    expect(credits).toEqual([{ amount_minor: 70_000 }]);
    const money = await moneyOf(t, 'demo01');
    expect(money.balance).toBe(money.ledgerSum);
  });

  it('stores the first-deposit bonus on one of two simultaneous first orders', async () => {
    const player = memberClient(t, await loginToken(t, 'player11', 'member1234'));
    const promos = await player.value<DepositPromo[]>(MONEY_PATHS.depositPromos);
    expect(promos.map((p) => p.id)).toContain(1);
    const answers = await Promise.all(
      Array.from(
        { length: 2 },
        async () => await player.post(MONEY_PATHS.deposit, depositBody({ amountMinor: 100_000, promoId: 1 })),
      ),
    );
    const codes = answers.map((a) => a.json<ApiEnvelope<DepositRecord>>().code).sort();
    expect(codes).toEqual(['not_found', 'ok']);
    const stored = await allRows<{ bonus_minor: number }>(
      t.app.db,
      'SELECT bonus_minor FROM deposits WHERE member_id = ? AND promo_id = 1',
      await memberIdOf(t, 'player11'),
    );
    expect(stored).toEqual([{ bonus_minor: 100_000 }]);
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
      const deposits = await rowsOf(t, 'deposits', 'demo01');
      const ledger = await rowsOf(t, 'ledger', 'demo01');
      const response = await demo.post(MONEY_PATHS.deposit, depositBody(change));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
      expect(await rowsOf(t, 'deposits', 'demo01')).toBe(deposits);
      expect(await rowsOf(t, 'ledger', 'demo01')).toBe(ledger);
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

// One wallet or bank transaction id funds one deposit: a second order naming the same id on the same channel is
// refused with money.reference_used (the database's unique index enforces it), a replay of the first order's
// idempotency key still answers that order, a rejected order gives its id back, and the operator's list of
// deposits shows each order's id.
describe('one transaction id per deposit', () => {
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
      const before = (await moneyOf(t, 'demo01')).balance;
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
      expect(await countRows(t, 'deposits', `UPPER(reference) = '${reference}'`)).toBe(1);
      t.advance(5000);
      const id = first.json<ApiEnvelope<DepositRecord>>().value?.id;
      const settled = await demo.get(`${MONEY_PATHS.deposit}/${id}`);
      expect(settled.json<ApiEnvelope<DepositRecord>>().value?.status).toBe('approved');
      expect((await moneyOf(t, 'demo01')).balance).toBe(before + 20_000);
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

    it('is enforced by the database: a second order with the id cannot be written, whatever writes it', async () => {
      const row = await theRow<{ member_id: number; reference: string }>(
        t,
        "SELECT member_id, reference FROM deposits WHERE channel_id = ? AND status = 'pending' AND reference <> '' LIMIT 1",
        BKASH,
      );
      const before = await countRows(t, 'deposits');
      await expect(
        run(
          t.app.db,
          `INSERT INTO deposits (member_id, channel_id, amount_minor, reference, status, created_at)
         VALUES (?, ?, 100, ?, 'pending', 0)`,
          row.member_id,
          BKASH,
          row.reference.toLowerCase(),
        ),
      ).rejects.toThrow(/unique/);
      expect(await countRows(t, 'deposits')).toBe(before);
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
});
