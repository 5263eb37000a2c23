import { MONEY_PATHS } from 'shared/contract';
import { createTestApp, loginToken } from '../testing/test-app.ts';
import { memberClient, memberIdOf } from '../testing/member-client.ts';
import { rankProgressOf } from './records.ts';
import { run } from '../db/database.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type {
  BetRecord,
  DepositRecord,
  LedgerEntry,
  Paged,
  ProfitAndLoss,
  RankProgress,
  RecordTotals,
  WithdrawRecord,
} from 'shared/contract';

// 2025-06-15 20:00 UTC is 2025-06-16 02:00 in Dhaka: the UTC date and the Dhaka date differ.
const START = Date.UTC(2025, 5, 15, 20, 0, 0);
const DHAKA_MIDNIGHT = Date.UTC(2025, 5, 15, 18, 0, 0);

let t: TestApp;
let demo: MemberClient;
let player: MemberClient;
beforeAll(async () => {
  t = await createTestApp('development', { startAt: START });
  // Answers in English; without the header they come in Bengali, the site's default.
  demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'), { 'x-lang': 'en' });
  player = memberClient(t, await loginToken(t, 'player11', 'member1234'));
  const insert = async (...values: (number | string)[]) =>
    await run(
      t.app.db,
      `INSERT INTO bets (member_id, game_name, vendor, game_type, bet_minor, valid_bet_minor, win_minor, settled_at)
       VALUES (?, ?, 'JL', 'RNG', ?, ?, 0, ?)`,
      ...values,
    );
  const id = await memberIdOf(t, 'player11');
  await insert(id, 'Late on the 15th (Dhaka)', 1_000, 1_000, DHAKA_MIDNIGHT - 1);
  await insert(id, 'Midnight of the 16th (Dhaka)', 2_000, 2_000, DHAKA_MIDNIGHT);
});
afterAll(async () => {
  await t.close();
});

type BetPage = Paged<BetRecord> & { totals: RecordTotals };
const bets = async (member: MemberClient, query: Record<string, string>) =>
  await member.value<BetPage>(MONEY_PATHS.betRecords, query);

describe('date presets in Asia/Dhaka days', () => {
  it('puts a bet at 00:00 Dhaka in today and one a millisecond earlier in yesterday', async () => {
    expect((await bets(player, { preset: 'today' })).list.map((b) => b.gameName)).toEqual([
      'Midnight of the 16th (Dhaka)',
    ]);
    expect((await bets(player, { preset: 'yesterday' })).list.map((b) => b.gameName)).toEqual([
      'Late on the 15th (Dhaka)',
    ]);
  });

  it('reads custom from/to as whole Dhaka days, both included', async () => {
    const the15th = await bets(player, { preset: 'custom', from: '2025-06-15', to: '2025-06-15' });
    expect(the15th.list.map((b) => b.gameName)).toEqual(['Late on the 15th (Dhaka)']);
    const both = await bets(player, { preset: 'custom', from: '2025-03-19', to: '2025-06-16' });
    expect(both.totalCount).toBe(2);
  });

  const badRanges: [string, Record<string, string>, number, string][] = [
    ['to before from', { from: '2025-06-10', to: '2025-06-09' }, 400, 'validation.failed'],
    ['more than 90 days', { from: '2025-03-17', to: '2025-06-15' }, 400, 'validation.failed'],
    ['an impossible date', { from: '2025-02-30', to: '2025-03-01' }, 400, 'validation.failed'],
    ['a missing to', { from: '2025-06-01' }, 400, 'validation.failed'],
    ['a malformed date', { from: '15/06/2025', to: '2025-06-15' }, 400, 'bad_request'],
  ];
  it.each(badRanges)('refuses a custom range with %s', async (_name, range, status, code) => {
    const response = await player.get(MONEY_PATHS.betRecords, { preset: 'custom', ...range });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('refuses an unknown preset, page 0 and a page size above 100', async () => {
    const queries: Record<string, string>[] = [
      { preset: 'week' },
      { preset: 'today', page: '0' },
      { preset: 'today', pageSize: '101' },
    ];
    for (const query of queries) {
      expect((await player.get(MONEY_PATHS.betRecords, query)).json()).toMatchObject({ code: 'bad_request' });
    }
  });
});

describe("demo01's seeded records", () => {
  it('betting record: today holds 2 bets newest first with totals in = win, out = bet', async () => {
    const today = await bets(demo, { preset: 'today' });
    expect(today.list.map((b) => [b.gameName, b.gameType, b.betMinor, b.winMinor, b.profitMinor])).toEqual([
      ['Baccarat', 'LIVE', 100_000, 0, -100_000],
      ['Super Ace', 'RNG', 50_000, 80_000, 30_000],
    ]);
    expect(today.totals).toEqual({ inMinor: 80_000, outMinor: 150_000, netMinor: -70_000 });
    expect((await bets(demo, { preset: 'yesterday' })).totalCount).toBe(0);
    expect((await bets(demo, { preset: '7days' })).totalCount).toBe(4);
    expect((await bets(demo, { preset: '30days' })).totalCount).toBe(6);
    const rng = await bets(demo, { preset: '30days', gameType: 'RNG' });
    expect(rng.list.map((b) => b.gameName)).toEqual(['Super Ace', 'Mahjong Ways']);
  });

  it('pages newest first with totals over the whole range', async () => {
    const page2 = await bets(demo, { preset: '30days', page: '2', pageSize: '4' });
    expect(page2).toMatchObject({ pageNum: 2, pageSize: 4, totalPages: 2, totalCount: 6 });
    expect(page2.list.map((b) => b.gameName)).toEqual(['Teen Patti', 'Mahjong Ways']);
    expect(page2.totals).toEqual({ inMinor: 1_585_367, outMinor: 1_570_000, netMinor: 15_367 });
  });

  it('account record: ledger rows of the range with in/out totals and a kind filter', async () => {
    type Page = Paged<LedgerEntry> & { totals: RecordTotals };
    const today = await demo.value<Page>(MONEY_PATHS.transactions, { preset: 'today' });
    expect(today.list.map((e) => [e.kind, e.amountMinor])).toEqual([
      ['bet', -100_000],
      ['win', 80_000],
      ['bet', -50_000],
    ]);
    expect(today.list[0]?.balanceAfterMinor).toBe(1_234_567);
    expect(today.totals).toEqual({ inMinor: 80_000, outMinor: 150_000, netMinor: -70_000 });
    const deposits = await demo.value<Page>(MONEY_PATHS.transactions, { preset: '7days', kind: 'deposit' });
    expect(deposits.list.map((e) => e.amountMinor)).toEqual([200_000]);
    const bad = await demo.get(MONEY_PATHS.transactions, { preset: 'today', kind: 'gift' });
    expect(bad.json()).toMatchObject({ code: 'bad_request' });
  });

  it('deposit and withdraw records with the status filter', async () => {
    const deposits = await demo.value<Paged<DepositRecord>>(MONEY_PATHS.depositRecords, { preset: '30days' });
    expect(deposits.list.map((d) => [d.channelName, d.amountMinor, d.status])).toEqual([
      ['bKash', 300_000, 'pending'],
      ['Rocket', 200_000, 'approved'],
    ]);
    const pending = await demo.value<Paged<DepositRecord>>(MONEY_PATHS.depositRecords, {
      preset: '30days',
      status: 'pending',
    });
    expect(pending.totalCount).toBe(1);
    // In Bengali, the channels' Bengali names.
    const inBengali = await memberClient(t, demo.token).value<Paged<DepositRecord>>(
      MONEY_PATHS.depositRecords,
      {
        preset: '30days',
      },
    );
    expect(inBengali.list.map((d) => d.channelName)).toEqual(['বিকাশ', 'রকেট']);
    const withdrawals = await demo.value<Paged<WithdrawRecord>>(MONEY_PATHS.withdrawRecords, {
      preset: '30days',
    });
    expect(withdrawals.list.map((w) => [w.amountMinor, w.status, w.account.accountNumberMasked])).toEqual([
      [200_000, 'pending', '*******5678'],
      [300_000, 'approved', '*******5678'],
    ]);
  });

  it('profit and loss over 30 days', async () => {
    const pnl = await demo.value<ProfitAndLoss>(MONEY_PATHS.profitAndLoss, { preset: '30days' });
    expect(pnl).toEqual({
      betMinor: 1_570_000,
      winMinor: 1_585_367,
      profitMinor: 15_367,
      depositMinor: 200_000,
      withdrawMinor: 500_000,
      rewardMinor: 10_000,
      rebateMinor: 9_200,
      byGameType: [
        { gameType: 'FISH', betMinor: 30_000, profitMinor: -18_000 },
        { gameType: 'LIVE', betMinor: 100_000, profitMinor: -100_000 },
        { gameType: 'PVP', betMinor: 40_000, profitMinor: 3_367 },
        { gameType: 'RNG', betMinor: 1_200_000, profitMinor: -50_000 },
        { gameType: 'SPORTS', betMinor: 200_000, profitMinor: 180_000 },
      ],
    });
  });

  it('never shows another member its rows', async () => {
    const others = await player.value<Paged<DepositRecord>>(MONEY_PATHS.depositRecords, { preset: '30days' });
    expect(others.totalCount).toBe(0);
    const ledger = await player.value<Paged<LedgerEntry>>(MONEY_PATHS.transactions, { preset: '30days' });
    expect(ledger.totalCount).toBe(0);
  });
});

describe('rank progress', () => {
  it('puts demo01 (৳15,700 of valid bets) at VIP1 with 15,700 of 50,000 towards VIP2', async () => {
    expect(await demo.value<RankProgress>(MONEY_PATHS.rankProgress)).toEqual({
      currentProgress: { completedConditions: 15_700, totalExpectedConditions: 50_000 },
      playerRankProgress: { labelId: 'VIP1' },
    });
  });

  it('has no label below VIP1 and caps the progress at the top level', () => {
    expect(rankProgressOf(3_000)).toEqual({
      currentProgress: { completedConditions: 30, totalExpectedConditions: 10_000 },
      playerRankProgress: { labelId: null },
    });
    expect(rankProgressOf(50_000_000)).toEqual({
      currentProgress: { completedConditions: 200_000, totalExpectedConditions: 200_000 },
      playerRankProgress: { labelId: 'VIP3' },
    });
  });
});
