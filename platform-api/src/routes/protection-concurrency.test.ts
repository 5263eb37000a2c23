// Limits under concurrent requests: many deposit orders, spins or limit raises sent at once over real
// HTTP (Promise.all), together beyond the limit. The check and the write run in one synchronous SQLite
// transaction, so the accepted sum never exceeds the limit and the stored rows match the answers exactly.
// Set PROTECTION_FIGURES=<file> to write the figures (requests, accepted, refused, sums) as JSON.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { LOBBY_PATHS, PROTECTION_PATHS } from 'shared/contract';
import { createTestApp, loginToken } from '../testing/test-app.ts';
import { memberClient, memberIdOf, moneyOf } from '../testing/member-client.ts';
import { depositOrder, freshMember, fundMember } from '../testing/protection.ts';
import { cryptoRandomInt } from '../lib/slot.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { InjectResponse } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { ApiEnvelope, LimitExceededValue, LimitState, ProtectionOverview } from 'shared/contract';

const LOSE = [6, 12, 16];
let t: TestApp;
let stops: number[] | null = LOSE;
let drawn = 0;
const figures: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp('development', {
    devAutoApproveMs: null,
    randomInt: (max) => (stops ? (stops[drawn++ % stops.length] ?? 0) : cryptoRandomInt(max)),
  });
});
afterAll(async () => {
  await t.close();
  const file = process.env.PROTECTION_FIGURES;
  if (file) writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
});

const setLimit = (client: MemberClient, kind: string, period: string, amount: number | null) =>
  client.post(PROTECTION_PATHS.limits, { kind, period, amount });
const spin = (client: MemberClient, betMinor: number) =>
  client.post(LOBBY_PATHS.demoSpin, { gameId: 'JL-1001', betMinor, idempotencyKey: randomUUID() });

function tally(responses: InjectResponse[]) {
  const codes = responses.map((response) => response.json<ApiEnvelope<unknown>>().code);
  return {
    sent: responses.length,
    accepted: codes.filter((code) => code === 'ok').length,
    refused: codes.filter((code) => code !== 'ok').length,
    refusalCodes: [...new Set(codes.filter((code) => code !== 'ok'))],
  };
}

function sumOf(sql: string, ...params: (string | number)[]): number {
  return (t.app.db.prepare(sql).get(...params) as { s: number }).s;
}

describe('limits under concurrent requests', () => {
  it('20 parallel deposit orders from two sessions never pass the daily deposit limit', async () => {
    const { client, username, password } = await freshMember(t, 'cdep');
    const second = memberClient(t, await loginToken(t, username, password));
    const limit = 1_000_000;
    const amount = 75_000;
    await setLimit(client, 'deposit', 'day', limit);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => depositOrder(i % 2 === 0 ? client : second, amount)),
    );
    const result = tally(responses);
    const memberId = memberIdOf(t, username);
    const storedSum = sumOf(
      'SELECT COALESCE(SUM(amount_minor), 0) AS s FROM deposits WHERE member_id = ?',
      memberId,
    );
    const storedRows = sumOf('SELECT COUNT(*) AS s FROM deposits WHERE member_id = ?', memberId);
    figures.push({
      test: 'deposit',
      limit,
      amount,
      requestedSum: 20 * amount,
      ...result,
      storedSum,
      storedRows,
    });

    expect(result).toEqual({ sent: 20, accepted: 13, refused: 7, refusalCodes: ['limit.deposit_exceeded'] });
    expect(storedRows).toBe(13);
    expect(storedSum).toBe(975_000);
    expect(storedSum).toBeLessThanOrEqual(limit);
    for (const response of responses.filter((item) => item.statusCode !== 200)) {
      expect(response.json<ApiEnvelope<LimitExceededValue>>().value).toEqual({
        kind: 'deposit',
        period: 'day',
        limit,
        used: 975_000,
        remaining: 25_000,
      });
    }
  });

  it('20 parallel spins never pass the daily wager limit, and the ledger matches the balance', async () => {
    const { client, username } = await freshMember(t, 'cwag');
    await fundMember(t, client, 200_000);
    const limit = 50_000;
    const bet = 5_000;
    await setLimit(client, 'wager', 'day', limit);
    stops = LOSE;
    const responses = await Promise.all(Array.from({ length: 20 }, () => spin(client, bet)));
    const result = tally(responses);
    const memberId = memberIdOf(t, username);
    const stakes = sumOf('SELECT COALESCE(SUM(bet_minor), 0) AS s FROM bets WHERE member_id = ?', memberId);
    const spins = sumOf('SELECT COUNT(*) AS s FROM demo_spins WHERE member_id = ?', memberId);
    const money = moneyOf(t, username);
    figures.push({ test: 'wager', limit, bet, requestedSum: 20 * bet, ...result, stakes, spins, ...money });

    expect(result).toEqual({ sent: 20, accepted: 10, refused: 10, refusalCodes: ['limit.wager_exceeded'] });
    expect(stakes).toBe(50_000);
    expect(spins).toBe(10);
    expect(money).toEqual({ balance: 150_000, ledgerSum: 150_000 });
  });

  it('20 parallel losing spins never pass the weekly loss limit', async () => {
    const { client, username } = await freshMember(t, 'closs');
    await fundMember(t, client, 200_000);
    const limit = 30_000;
    const bet = 5_000;
    await setLimit(client, 'loss', 'week', limit);
    stops = LOSE;
    const responses = await Promise.all(Array.from({ length: 20 }, () => spin(client, bet)));
    const result = tally(responses);
    const memberId = memberIdOf(t, username);
    const loss = sumOf(
      'SELECT COALESCE(SUM(bet_minor - win_minor), 0) AS s FROM bets WHERE member_id = ?',
      memberId,
    );
    const money = moneyOf(t, username);
    figures.push({
      test: 'loss (all spins lose)',
      limit,
      bet,
      requestedSum: 20 * bet,
      ...result,
      loss,
      ...money,
    });

    expect(result).toEqual({ sent: 20, accepted: 6, refused: 14, refusalCodes: ['limit.loss_exceeded'] });
    expect(loss).toBe(30_000);
    expect(money).toEqual({ balance: 170_000, ledgerSum: 170_000 });
  });

  it('40 parallel spins with real randomness keep the loss within the daily loss limit', async () => {
    const { client, username } = await freshMember(t, 'crnd');
    await fundMember(t, client, 1_000_000);
    const limit = 20_000;
    const bet = 1_000;
    await setLimit(client, 'loss', 'day', limit);
    stops = null;
    const responses = await Promise.all(Array.from({ length: 40 }, () => spin(client, bet)));
    stops = LOSE;
    const result = tally(responses);
    const memberId = memberIdOf(t, username);
    const stakes = sumOf('SELECT COALESCE(SUM(bet_minor), 0) AS s FROM bets WHERE member_id = ?', memberId);
    const payouts = sumOf('SELECT COALESCE(SUM(win_minor), 0) AS s FROM bets WHERE member_id = ?', memberId);
    const money = moneyOf(t, username);
    figures.push({
      test: 'loss (crypto random)',
      limit,
      bet,
      ...result,
      stakes,
      payouts,
      loss: stakes - payouts,
    });

    expect(result.accepted + result.refused).toBe(40);
    expect(result.refusalCodes.every((code) => code === 'limit.loss_exceeded')).toBe(true);
    expect(stakes).toBe(result.accepted * bet);
    expect(stakes - payouts).toBeLessThanOrEqual(limit);
    // Every refusal happened because one more stake could have lost past the limit.
    for (const response of responses.filter((item) => item.statusCode !== 200)) {
      const value = response.json<ApiEnvelope<LimitExceededValue>>().value as LimitExceededValue;
      expect(value.used + bet).toBeGreaterThan(limit);
    }
    expect(money.balance).toBe(money.ledgerSum);
    expect(money.balance).toBe(1_000_000 - stakes + payouts);
  });

  it('20 parallel raises during the cooling-off leave exactly one pending change', async () => {
    const { client, username } = await freshMember(t, 'craise');
    await setLimit(client, 'deposit', 'week', 100_000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setLimit(client, 'deposit', 'week', 200_000 + i * 1_000)),
    );
    const result = tally(responses);
    const events = sumOf(
      "SELECT COUNT(*) AS s FROM protection_limit_events WHERE member_id = ? AND event = 'requested'",
      memberIdOf(t, username),
    );
    figures.push({ test: 'raise during cooling-off', ...result, pendingEvents: events });

    expect(result).toEqual({ sent: 20, accepted: 1, refused: 19, refusalCodes: ['limit.cooling_off'] });
    expect(events).toBe(1);
    const accepted = responses.find((item) => item.statusCode === 200)?.json<ApiEnvelope<LimitState>>().value;
    const view = await client.value<ProtectionOverview>(PROTECTION_PATHS.overview);
    const week = view.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'week');
    expect(week).toMatchObject({ amount: 100_000, pending: { amount: accepted?.pending?.amount } });
  });
});
