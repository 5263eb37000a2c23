import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, AGENT_PATHS, PROTECTION_PATHS } from 'shared/contract';
import { AGENCY_SEED } from '../db/agency-seed.ts';
import { PAYMENT_PASSWORD_LOCK_MS } from '../db/money.ts';
import { AGENCY_START, count, idOf, setFlag, totalMoney } from '../testing/agency.ts';
import { createTestApp, loginToken, withQuery } from '../testing/test-app.ts';
import { memberClient, moneyOf } from '../testing/member-client.ts';
import { depositOrder } from '../testing/protection.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type {
  AgentTransferValue,
  ApiEnvelope,
  LoginValue,
  ProtectionOverview,
  UplineTransferInfo,
} from 'shared/contract';
import { allRows, getRow, run } from '../db/database.ts';

const PASSWORD = AGENCY_SEED.paymentPassword;

interface LedgerRow {
  member_id: number;
  kind: string;
  amount_minor: number;
  balance_after_minor: number;
  reference: string;
}

/** Everything a refused transfer must leave alone. */
async function snapshot(t: TestApp) {
  return {
    transfers: await count(t, 'SELECT COUNT(*) AS n FROM agent_transfers'),
    ledger: await count(t, 'SELECT COUNT(*) AS n FROM ledger'),
    wallets: await allRows(t.app.db, 'SELECT member_id, balance_minor FROM wallets ORDER BY member_id'),
  };
}

const ledgerOf = async (t: TestApp, reference: string) =>
  (await allRows<unknown>(
    t.app.db,
    'SELECT member_id, kind, amount_minor, balance_after_minor, reference FROM ledger WHERE reference = ? ORDER BY id',
    reference,
  )) as LedgerRow[];

describe('transfer to a downline', () => {
  let t: TestApp;
  let agent: MemberClient;
  let demo: MemberClient;
  beforeAll(async () => {
    t = await createTestApp('development', { startAt: AGENCY_START });
    agent = memberClient(t, await loginToken(t, 'agent01', 'agent1234'));
    demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
  });
  afterAll(async () => {
    await t.close();
  });

  const body = async (overrides: Record<string, unknown> = {}) => ({
    downlineId: await idOf(t, 'player41'),
    amountMinor: 12_345,
    paymentPassword: PASSWORD,
    remark: 'weekly float',
    idempotencyKey: randomUUID(),
    ...overrides,
  });

  it('moves money to a member four levels down: two ledger rows summing to 0, balances after right, total unchanged', async () => {
    const total = await totalMoney(t);
    const agentBefore = await moneyOf(t, 'agent01');
    const playerBefore = await moneyOf(t, 'player41');
    expect(agentBefore.balance).toBe(AGENCY_SEED.agent01.balanceMinor);

    const response = await agent.post(AGENT_PATHS.transfer, await body());
    expect(response.statusCode).toBe(200);
    const value = response.json<ApiEnvelope<AgentTransferValue>>().value as AgentTransferValue;
    expect(value).toEqual({
      transferId: expect.any(Number) as number,
      amountMinor: 12_345,
      balanceMinor: agentBefore.balance - 12_345,
      createdAt: new Date(AGENCY_START).toISOString(),
    });

    const rows = await ledgerOf(t, `TRF-${value.transferId}`);
    expect(rows).toEqual([
      {
        member_id: await idOf(t, 'agent01'),
        kind: 'transfer_out',
        amount_minor: -12_345,
        balance_after_minor: agentBefore.balance - 12_345,
        reference: `TRF-${value.transferId}`,
      },
      {
        member_id: await idOf(t, 'player41'),
        kind: 'transfer_in',
        amount_minor: 12_345,
        balance_after_minor: playerBefore.balance + 12_345,
        reference: `TRF-${value.transferId}`,
      },
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount_minor, 0)).toBe(0);
    for (const account of ['agent01', 'player41']) {
      const money = await moneyOf(t, account);
      expect(money.balance).toBe(money.ledgerSum);
    }
    expect((await moneyOf(t, 'player41')).balance).toBe(playerBefore.balance + 12_345);
    expect(await totalMoney(t)).toBe(total);
    expect(
      await getRow(t.app.db, 'SELECT kind, remark FROM agent_transfers WHERE id = ?', value.transferId),
    ).toEqual({
      kind: 'downline',
      remark: 'weekly float',
    });
  });

  it('moves the money once for a repeated key and refuses the key with a different request', async () => {
    const request = await body({ downlineId: await idOf(t, 'player21'), amountMinor: 5_000 });
    const first = await agent.post(AGENT_PATHS.transfer, request);
    const after = await snapshot(t);
    const again = await agent.post(AGENT_PATHS.transfer, request);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await snapshot(t)).toEqual(after);
    const different = await agent.post(AGENT_PATHS.transfer, { ...request, amountMinor: 6_000 });
    expect([different.statusCode, different.json().code]).toEqual([409, 'money.duplicate_request']);
    expect(await snapshot(t)).toEqual(after);
  });

  it.each([
    ['zero', { amountMinor: 0 }, 400, 'money.amount_invalid'],
    ['negative', { amountMinor: -100 }, 400, 'money.amount_invalid'],
    ['fractional', { amountMinor: 10.5 }, 400, 'money.amount_invalid'],
    ['a string amount', { amountMinor: '100' }, 400, 'money.amount_invalid'],
    ['above the balance', { amountMinor: 100_000_000 }, 400, 'money.insufficient_balance'],
    ['another agent’s member', { to: 'bplayer01' }, 404, 'agent.not_in_team'],
    ['agent02 itself', { to: 'agent02' }, 404, 'agent.not_in_team'],
    ['the agent itself', { to: 'agent01' }, 404, 'agent.not_in_team'],
    ['demo01 (no upline)', { to: 'demo01' }, 404, 'agent.not_in_team'],
    ['an unknown id', { downlineId: 999_999 }, 404, 'agent.not_in_team'],
    ['a disabled downline', { to: 'blocked01' }, 403, 'auth.forbidden'],
    ['a non-UUID key', { idempotencyKey: 'abc' }, 400, 'bad_request'],
  ] as [string, Record<string, unknown>, number, string][])(
    'refuses %s and writes nothing',
    async (_name, cause, status, code) => {
      const before = await snapshot(t);
      const attempts = await count(t, 'SELECT COUNT(*) AS n FROM payment_password_attempts');
      const { to, ...overrides } = cause;
      const target = typeof to === 'string' ? { downlineId: await idOf(t, to) } : {};
      const response = await agent.post(AGENT_PATHS.transfer, await body({ ...overrides, ...target }));
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
      expect(await snapshot(t)).toEqual(before);
      if (code !== 'money.insufficient_balance') {
        // Refused before the payment password was even looked at.
        expect(await count(t, 'SELECT COUNT(*) AS n FROM payment_password_attempts')).toBe(attempts);
      }
    },
  );

  it('refuses a plain member before anything else', async () => {
    const before = await snapshot(t);
    const response = await demo.post(
      AGENT_PATHS.transfer,
      await body({ downlineId: await idOf(t, 'player11') }),
    );
    expect([response.statusCode, response.json().code]).toEqual([403, 'auth.non_agent']);
    expect(await snapshot(t)).toEqual(before);
  });

  it('checks the payment password with the attempt lock, writing no money on a wrong one', async () => {
    const before = await snapshot(t);
    // The lock counts failures after the last right password; the clock stood still during the transfers above.
    t.advance(1_000);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await agent.post(AGENT_PATHS.transfer, await body({ paymentPassword: '000000' }));
      expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'money.payment_password_wrong']);
    }
    const locked = await agent.post(AGENT_PATHS.transfer, await body());
    expect([locked.statusCode, locked.json().code]).toEqual([423, 'auth.account_locked']);
    expect(await snapshot(t)).toEqual(before);
    t.advance(PAYMENT_PASSWORD_LOCK_MS + 1);
    expect((await agent.post(AGENT_PATHS.transfer, await body())).statusCode).toBe(200);
  });

  it('makes one transfer for 8 simultaneous submits with one key, each answering the first', async () => {
    const before = (await moneyOf(t, 'agent01')).balance;
    const transfers = await count(t, 'SELECT COUNT(*) AS n FROM agent_transfers');
    const same = await body({ amountMinor: 1_000 });
    const responses = await Promise.all(
      Array.from({ length: 8 }, async () => await agent.post(AGENT_PATHS.transfer, same)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(8).fill(200));
    const ids = responses.map(
      (response) => response.json<ApiEnvelope<AgentTransferValue>>().value?.transferId,
    );
    expect(new Set(ids).size).toBe(1);
    expect(await count(t, 'SELECT COUNT(*) AS n FROM agent_transfers')).toBe(transfers + 1);
    expect((await moneyOf(t, 'agent01')).balance).toBe(before - 1_000);
  });

  it('never overdraws under concurrent transfers', async () => {
    const balance = (await moneyOf(t, 'agent01')).balance;
    const amount = Math.floor(balance / 3) + 1;
    const responses = await Promise.all(
      Array.from(
        { length: 6 },
        async () => await agent.post(AGENT_PATHS.transfer, await body({ amountMinor: amount })),
      ),
    );
    const codes = responses.map((response) => response.json().code);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(2);
    expect(codes.filter((code) => code === 'money.insufficient_balance')).toHaveLength(4);
    expect((await moneyOf(t, 'agent01')).balance).toBe(balance - 2 * amount);
  });
});

describe('transfer to the upline', () => {
  let t: TestApp;
  let player: MemberClient;
  beforeAll(async () => {
    t = await createTestApp('development', { startAt: AGENCY_START });
    player = memberClient(t, await loginToken(t, 'player19', 'member1234'));
  });
  afterAll(async () => {
    await t.close();
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    amountMinor: 5_000,
    paymentPassword: PASSWORD,
    idempotencyKey: randomUUID(),
    ...overrides,
  });
  const forbidden = (response: { statusCode: number; json: () => ApiEnvelope<unknown> }) =>
    expect([response.statusCode, response.json().code]).toEqual([403, 'agent.upline_transfer_forbidden']);

  it('shows a to-upline member its upline and balance, and moves money to it in two ledger rows', async () => {
    const info = await player.value<UplineTransferInfo>(AGENT_PATHS.uplineTransfer);
    expect(info).toEqual({
      upline: { id: await idOf(t, 'agent01'), account: 'agent01' },
      balanceMinor: (await moneyOf(t, 'player19')).balance,
    });
    const total = await totalMoney(t);
    const agentBefore = (await moneyOf(t, 'agent01')).balance;
    const request = body();
    const response = await player.post(AGENT_PATHS.uplineTransfer, request);
    expect(response.statusCode).toBe(200);
    const value = response.json<ApiEnvelope<AgentTransferValue>>().value as AgentTransferValue;
    expect(value.balanceMinor).toBe(info.balanceMinor - 5_000);
    const rows = await ledgerOf(t, `TRF-${value.transferId}`);
    expect(rows.map((row) => [row.member_id, row.kind, row.amount_minor])).toEqual([
      [await idOf(t, 'player19'), 'transfer_out', -5_000],
      [await idOf(t, 'agent01'), 'transfer_in', 5_000],
    ]);
    expect((await moneyOf(t, 'agent01')).balance).toBe(agentBefore + 5_000);
    expect(await totalMoney(t)).toBe(total);

    const before = await snapshot(t);
    expect((await player.post(AGENT_PATHS.uplineTransfer, request)).json()).toEqual(response.json());
    expect(await snapshot(t)).toEqual(before);
  });

  it('applies the money rules: amount, balance and payment password', async () => {
    const before = await snapshot(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amountMinor: 0 }, 400, 'money.amount_invalid'],
      [{ amountMinor: 1.5 }, 400, 'money.amount_invalid'],
      [{ amountMinor: 999_999_999 }, 400, 'money.insufficient_balance'],
      [{ paymentPassword: '999999' }, 400, 'money.payment_password_wrong'],
    ];
    for (const [overrides, status, code] of cases) {
      const response = await player.post(AGENT_PATHS.uplineTransfer, body(overrides));
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('is forbidden with the flag off, to type 2, without an upline and to a member not flagged to-upline', async () => {
    const before = await snapshot(t);
    await setFlag(t, 'AGETRANSFERUP3', false);
    forbidden(await player.get(AGENT_PATHS.uplineTransfer));
    forbidden(await player.post(AGENT_PATHS.uplineTransfer, body()));
    await setFlag(t, 'AGETRANSFERUP3', true);

    const partner = memberClient(t, await loginToken(t, 'partner01', 'member1234'));
    forbidden(await partner.get(AGENT_PATHS.uplineTransfer));
    forbidden(await partner.post(AGENT_PATHS.uplineTransfer, body()));

    const demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
    expect(await demo.value<UplineTransferInfo>(AGENT_PATHS.uplineTransfer)).toMatchObject({ upline: null });
    forbidden(await demo.post(AGENT_PATHS.uplineTransfer, body()));

    await run(t.app.db, "UPDATE members SET to_upline = 0 WHERE account = 'subagent01'");
    const sub = memberClient(t, await loginToken(t, 'subagent01', 'member1234'));
    expect(await sub.value<UplineTransferInfo>(AGENT_PATHS.uplineTransfer)).toMatchObject({ upline: null });
    forbidden(await sub.post(AGENT_PATHS.uplineTransfer, body()));
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses trial sessions', async () => {
    const response = await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.trial) });
    const trial = memberClient(t, response.json<ApiEnvelope<LoginValue>>().value?.token ?? '');
    const refused = await trial.post(AGENT_PATHS.uplineTransfer, body());
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'auth.trial_forbidden']);
  });
});

describe("a transfer counts against the receiver's deposit limit", () => {
  let t: TestApp;
  let agent: MemberClient;
  let player: MemberClient;
  beforeAll(async () => {
    t = await createTestApp('development', { startAt: AGENCY_START });
    agent = memberClient(t, await loginToken(t, 'agent01', 'agent1234'));
    player = memberClient(t, await loginToken(t, 'player41', AGENCY_SEED.memberPassword));
    // player41 keeps a ৳200 daily deposit limit (set on the player's own protection page).
    const set = await player.post(PROTECTION_PATHS.limits, {
      kind: 'deposit',
      period: 'day',
      amount: 20_000,
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const transfer = async (amountMinor: number) =>
    await agent.post(AGENT_PATHS.transfer, {
      downlineId: await idOf(t, 'player41'),
      amountMinor,
      paymentPassword: PASSWORD,
      remark: '',
      idempotencyKey: randomUUID(),
    });

  it('refuses a ৳1,000 transfer to a player with a ৳200 daily deposit limit: 403 limit.receiver_deposit_exceeded, nothing moved', async () => {
    const before = await snapshot(t);
    const response = await transfer(100_000);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'limit.receiver_deposit_exceeded',
      message: expect.any(String) as string,
      // The player's limit is the player's own: the agent learns only that the transfer does not fit.
      value: null,
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('lets a transfer within the limit through, and counts it: the player deposit page and a second transfer see ৳150 used', async () => {
    expect((await transfer(15_000)).statusCode).toBe(200);
    const view = await player.value<ProtectionOverview>(PROTECTION_PATHS.overview);
    expect(view.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'day')).toMatchObject({
      amount: 20_000,
      used: 15_000,
      remaining: 5_000,
    });
    const deposit = await depositOrder(player, 20_000);
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().code).toBe('limit.deposit_exceeded');
    const second = await transfer(10_000);
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('limit.receiver_deposit_exceeded');
    expect((await transfer(5_000)).statusCode).toBe(200);
  });
});
