import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, LOBBY_PATHS, MONEY_PATHS } from 'shared/contract';
import { createTestApp, loginToken, withQuery } from '../testing/test-app.ts';
import { memberClient, memberIdOf, moneyOf, rowsOf } from '../testing/member-client.ts';
import { multiplierOf, symbolAt } from '../lib/slot.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type {
  ApiEnvelope,
  BetRecord,
  DemoSpinValue,
  LoginValue,
  Paged,
  ProfitAndLoss,
  Winner,
} from 'shared/contract';

// Reel stops: CHERRY 0-5, LEMON 6-11, BELL 12-15, STAR 16-18, SEVEN 19.
const LOSE = [6, 12, 16];
const SEVENS = [19, 19, 19];
const TWO_CHERRIES = [0, 0, 6];

let t: TestApp;
let demo: MemberClient;
/** The stops the next spins draw, reel by reel (cycled). */
let stops = LOSE;
let drawn = 0;
beforeAll(async () => {
  t = await createTestApp('development', {
    randomInt: (max) => {
      expect(max).toBe(20);
      const stop = stops[drawn % stops.length] ?? 0;
      drawn += 1;
      return stop;
    },
  });
  demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  stops = LOSE;
  drawn = 0;
});

const spin = (client: MemberClient, betMinor: unknown, key = randomUUID(), gameId = 'JL-1001') =>
  client.post(LOBBY_PATHS.demoSpin, { gameId, betMinor, idempotencyKey: key });

const valueOf = (body: string) => (JSON.parse(body) as ApiEnvelope<DemoSpinValue>).value as DemoSpinValue;

let trials = 0;
async function trialClient(): Promise<MemberClient> {
  trials += 1;
  const response = await t.inject({
    method: 'POST',
    url: withQuery(ACCOUNT_PATHS.trial),
    headers: { 'x-forwarded-for': `10.9.0.${trials}` },
  });
  return memberClient(t, (response.json<ApiEnvelope<LoginValue>>().value as LoginValue).token);
}

describe('the pay table', () => {
  it('pays 50× for three sevens, 1× for two cherries and nothing for mixed symbols', () => {
    expect(multiplierOf(SEVENS.map(symbolAt))).toBe(50);
    expect(multiplierOf(TWO_CHERRIES.map(symbolAt))).toBe(1);
    expect(multiplierOf([0, 0, 0].map(symbolAt))).toBe(5);
    expect(multiplierOf([12, 13, 14].map(symbolAt))).toBe(10);
    expect(multiplierOf(LOSE.map(symbolAt))).toBe(0);
  });
});

describe('POST demoSpin', () => {
  it('needs a token', async () => {
    const response = await spin(memberClient(t, ''), 1000);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.not_logged_in' });
  });

  it('writes a bet ledger row, a win row, the balance and a bet record in one go (balance = sum of ledger)', async () => {
    const before = moneyOf(t, 'demo01');
    const ledgerRows = rowsOf(t, 'ledger', 'demo01');
    stops = SEVENS;
    const response = await spin(demo, 5000);
    expect(response.statusCode).toBe(200);
    expect(valueOf(response.body)).toEqual({
      reels: ['SEVEN', 'SEVEN', 'SEVEN'],
      betMinor: 5000,
      winMinor: 250_000,
      balanceMinor: before.balance - 5000 + 250_000,
    });
    const after = moneyOf(t, 'demo01');
    expect(after.balance).toBe(after.ledgerSum);
    expect(after.balance).toBe(before.balance + 245_000);
    const rows = t.app.db
      .prepare(
        'SELECT kind, amount_minor AS amount, reference FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT 2',
      )
      .all(memberIdOf(t, 'demo01')) as { kind: string; amount: number; reference: string }[];
    expect(rowsOf(t, 'ledger', 'demo01')).toBe(ledgerRows + 2);
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([
      ['win', 250_000],
      ['bet', -5000],
    ]);
    expect(rows[0]?.reference).toBe(rows[1]?.reference);
  });

  it('writes only a bet row on a losing spin', async () => {
    const before = moneyOf(t, 'demo01');
    const response = await spin(demo, 1000);
    expect(valueOf(response.body)).toMatchObject({ winMinor: 0, balanceMinor: before.balance - 1000 });
    const last = t.app.db
      .prepare('SELECT kind FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT 1')
      .get(memberIdOf(t, 'demo01')) as { kind: string };
    expect(last.kind).toBe('bet');
    const after = moneyOf(t, 'demo01');
    expect(after).toEqual({ balance: before.balance - 1000, ledgerSum: before.balance - 1000 });
  });

  it('shows the spin in the bet records and in profit and loss', async () => {
    const pnlBefore = await demo.value<ProfitAndLoss>(MONEY_PATHS.profitAndLoss, { preset: 'today' });
    stops = TWO_CHERRIES;
    await spin(demo, 10000, randomUUID(), 'PG-1001');
    const records = await demo.value<Paged<BetRecord>>(MONEY_PATHS.betRecords, { preset: 'today' });
    expect(records.list[0]).toMatchObject({
      gameName: 'Mahjong Ways',
      vendor: 'PG',
      gameType: 'RNG',
      betMinor: 10000,
      winMinor: 10000,
      profitMinor: 0,
    });
    const pnl = await demo.value<ProfitAndLoss>(MONEY_PATHS.profitAndLoss, { preset: 'today' });
    expect(pnl.betMinor).toBe(pnlBefore.betMinor + 10000);
  });

  it('answers the same key with the same answer and places no second bet', async () => {
    const key = randomUUID();
    const first = await spin(demo, 1000, key);
    const bets = rowsOf(t, 'bets', 'demo01');
    const ledger = rowsOf(t, 'ledger', 'demo01');
    stops = SEVENS;
    const again = await spin(demo, 1000, key);
    expect(again.statusCode).toBe(200);
    expect(valueOf(again.body)).toEqual(valueOf(first.body));
    expect(rowsOf(t, 'bets', 'demo01')).toBe(bets);
    expect(rowsOf(t, 'ledger', 'demo01')).toBe(ledger);
    const different = await spin(demo, 5000, key);
    expect(different.statusCode).toBe(409);
    expect(different.json()).toMatchObject({ code: 'money.duplicate_request' });
  });

  it('refuses a bad amount with 400 money.amount_invalid and writes nothing', async () => {
    const ledger = rowsOf(t, 'ledger', 'demo01');
    const bets = rowsOf(t, 'bets', 'demo01');
    const spins = rowsOf(t, 'demo_spins', 'demo01');
    for (const amount of [999, 2000, 0, -1000, 1000.5, '1000', null]) {
      const response = await spin(demo, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'money.amount_invalid' });
    }
    expect(rowsOf(t, 'ledger', 'demo01')).toBe(ledger);
    expect(rowsOf(t, 'bets', 'demo01')).toBe(bets);
    expect(rowsOf(t, 'demo_spins', 'demo01')).toBe(spins);
  });

  it('answers 404 game.not_found and 400 game.unavailable for games that cannot be spun', async () => {
    const unknown = await spin(demo, 1000, randomUUID(), 'NOPE-1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'game.not_found' });
    const unavailable = await spin(demo, 1000, randomUUID(), 'JL-1025');
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json()).toMatchObject({ code: 'game.unavailable' });
  });

  it('lets a trial session play with its trial balance and refuses a bet above the balance, writing nothing', async () => {
    const trial = await trialClient();
    const account = (
      t.app.db.prepare('SELECT account FROM members WHERE type = 4 ORDER BY id DESC LIMIT 1').get() as {
        account: string;
      }
    ).account;
    t.app.db
      .prepare('UPDATE wallets SET balance_minor = 4000 WHERE member_id = ?')
      .run(memberIdOf(t, account));
    t.app.db
      .prepare(
        "INSERT INTO ledger (member_id, currency, amount_minor, balance_after_minor, kind, reference, created_at) VALUES (?, 'BDT', -196000, 4000, 'adjustment', 'TEST', ?)",
      )
      .run(memberIdOf(t, account), t.now());
    const ledger = rowsOf(t, 'ledger', account);
    const refused = await spin(trial, 5000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'money.insufficient_balance' });
    expect(rowsOf(t, 'ledger', account)).toBe(ledger);
    expect(rowsOf(t, 'bets', account)).toBe(0);
    expect(rowsOf(t, 'demo_spins', account)).toBe(0);
    const played = await spin(trial, 1000);
    expect(valueOf(played.body)).toMatchObject({ betMinor: 1000, balanceMinor: 3000 });
    expect(moneyOf(t, account)).toEqual({ balance: 3000, ledgerSum: 3000 });
  });

  it('never overdraws under concurrent spins', async () => {
    const trial = await trialClient();
    const account = (
      t.app.db.prepare('SELECT account FROM members WHERE type = 4 ORDER BY id DESC LIMIT 1').get() as {
        account: string;
      }
    ).account;
    // ৳2,000 of trial money covers exactly 20 losing ৳100 spins; 30 arrive at once.
    const responses = await Promise.all(Array.from({ length: 30 }, () => spin(trial, 10000)));
    const codes = responses.map((response) => response.json<{ code: string }>().code);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(20);
    expect(codes.filter((code) => code === 'money.insufficient_balance')).toHaveLength(10);
    expect(moneyOf(t, account)).toEqual({ balance: 0, ledgerSum: 0 });
    const negative = t.app.db
      .prepare('SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND balance_after_minor < 0')
      .get(memberIdOf(t, account)) as { n: number };
    expect(negative.n).toBe(0);
  });
});

describe('winners after a big win', () => {
  it('puts a win of at least 10× the bet on the winner board under a masked name', async () => {
    stops = SEVENS;
    await spin(demo, 10000, randomUUID(), 'PP-1001');
    const response = await t.inject({
      url: withQuery(LOBBY_PATHS.winners, { gameCategory: 'ALL', limitNum: '20' }, 'GAMELO3'),
    });
    const winners = response.json<ApiEnvelope<Winner[]>>().value as Winner[];
    expect(winners.length).toBeLessThanOrEqual(20);
    expect(winners[0]).toMatchObject({
      customerName: 'de***01',
      gameName: 'Gates of Olympus',
      gameId: 'PP-1001',
      winAmount: 500_000,
      vassalage: 'PP',
      gameType: 'RNG',
    });
    const small = rowsOf(t, 'game_winners', 'demo01');
    stops = TWO_CHERRIES;
    await spin(demo, 10000);
    expect(rowsOf(t, 'game_winners', 'demo01')).toBe(small);
  });
});
