// Player protection against the real app and SQLite: limits with their cooling-off on an injected
// clock, bad input with nothing written, deposit and stake enforcement, the deposit-limit prompt, the reality
// check and session figures, the session time limit, time-out and self-exclusion, and the white-label flags.
import { randomUUID } from 'node:crypto';
import { API_PATHS, LOBBY_PATHS, LIMIT_AMOUNT_MAX_MINOR, PROTECTION_PATHS } from 'shared/contract';
import {
  createTestApp,
  injectLogin,
  loginPayload,
  loginToken,
  withQuery,
  theRow,
} from '../testing/test-app.ts';
import { memberClient, memberIdOf, moneyOf } from '../testing/member-client.ts';
import { depositOrder, freshMember, fundMember, setFlags } from '../testing/protection.ts';
import { cryptoRandomInt } from '../lib/slot.ts';
import { createExclusion } from '../db/protection.ts';
import type { TestApp, InjectResponse } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type {
  ApiEnvelope,
  ExclusionValue,
  LimitKind,
  LimitPeriod,
  LimitState,
  LoginValue,
  ProtectionOverview,
  SessionExceededValue,
  SessionFigures,
  LimitExceededValue,
} from 'shared/contract';
import { writeFileSync } from 'node:fs';
import { allRows, getRow } from '../db/database.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 2, 10, 6, 0, 0);
// Reel stops: CHERRY 0-5, LEMON 6-11, BELL 12-15, STAR 16-18, SEVEN 19.
const LOSE = [6, 12, 16];
const TWO_CHERRIES = [0, 0, 6];

let t: TestApp;
/** Stops the next spins draw (cycled); null = crypto randomness. */
let stops: number[] | null = null;
let drawn = 0;
beforeAll(async () => {
  t = await createTestApp('development', {
    startAt: START,
    devAutoApproveMs: null,
    randomInt: (max) => (stops ? (stops[drawn++ % stops.length] ?? 0) : cryptoRandomInt(max)),
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  stops = LOSE;
  drawn = 0;
  await setFlags(t, {
    RGLIMITS: true,
    RGREALITY: true,
    RGEXCLUDE: true,
    SECSESSIONS: true,
    SECPAYOUTSMS: true,
    RGFOOTER: true,
  });
});

const overview = async (client: MemberClient) =>
  await client.value<ProtectionOverview>(PROTECTION_PATHS.overview);
const limitIn = (view: ProtectionOverview, kind: LimitKind, period: LimitPeriod) =>
  view.limits.find((limit) => limit.kind === kind && limit.period === period) as LimitState;
const setLimit = async (client: MemberClient, kind: unknown, period: unknown, amount: unknown) =>
  await client.post(PROTECTION_PATHS.limits, { kind, period, amount });
const spin = async (client: MemberClient, betMinor: number) =>
  await client.post(LOBBY_PATHS.demoSpin, { gameId: 'JL-1001', betMinor, idempotencyKey: randomUUID() });
const iso = (ms: number) => new Date(ms).toISOString();

/** What protection has stored for a member: limit rows and their events. */
async function stored(account: string) {
  const id = await memberIdOf(t, account);
  const rows = await allRows(
    t.app.db,
    'SELECT * FROM protection_limits WHERE member_id = ? ORDER BY kind, period',
    id,
  );
  const events = await allRows(t.app.db, 'SELECT * FROM protection_limit_events WHERE member_id = ?', id);
  const member = await getRow(
    t.app.db,
    'SELECT reality_check_minutes, deposit_limit_answered FROM members WHERE id = ?',
    id,
  );
  return { rows, events, member };
}

describe('overview', () => {
  it('lists every kind and period with no limit, a 60-minute reality check and an unanswered prompt', async () => {
    const { client } = await freshMember(t);
    const view = await overview(client);
    expect(view.limits.map((limit) => `${limit.kind}:${limit.period}`)).toEqual([
      'deposit:day',
      'deposit:week',
      'deposit:month',
      'loss:day',
      'loss:week',
      'loss:month',
      'wager:day',
      'wager:week',
      'wager:month',
      'session:session',
    ]);
    expect(view.limits.every((limit) => limit.amount === null && limit.remaining === null)).toBe(true);
    expect(view.limits.every((limit) => limit.used === 0 && limit.pending === null)).toBe(true);
    expect(view).toMatchObject({ realityCheckMinutes: 60, depositLimitAnswered: false, exclusion: null });
  });

  it('refuses callers without a session and free-play sessions', async () => {
    const anonymous = await t.inject({ url: withQuery(PROTECTION_PATHS.overview) });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'auth.not_logged_in']);
    const trial = await t.inject({
      method: 'POST',
      url: withQuery('/wps/session/trial'),
      headers: { 'x-forwarded-for': '10.20.0.1' },
    });
    const free = memberClient(t, (trial.json<ApiEnvelope<LoginValue>>().value as LoginValue).token);
    for (const response of [
      await free.get(PROTECTION_PATHS.overview),
      await setLimit(free, 'deposit', 'day', 1000),
      await free.post(PROTECTION_PATHS.exclusion, { kind: 'timeout', days: 1, confirm: true, password: 'x' }),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([403, 'auth.trial_forbidden']);
    }
  });
});

describe('limits and the cooling-off', () => {
  it('applies a first limit and a decrease at once, and makes an increase wait 24 hours', async () => {
    const { client, username, password } = await freshMember(t);
    const first = await setLimit(client, 'deposit', 'day', 100_000);
    expect(first.statusCode).toBe(200);
    expect(first.json<ApiEnvelope<LimitState>>().value).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 100_000,
      used: 0,
      remaining: 100_000,
      pending: null,
    });
    // Setting a deposit limit answers the deposit-limit prompt.
    expect((await overview(client)).depositLimitAnswered).toBe(true);

    const lower = await setLimit(client, 'deposit', 'day', 50_000);
    expect(lower.json<ApiEnvelope<LimitState>>().value).toMatchObject({ amount: 50_000, pending: null });

    t.advance(MINUTE);
    const raisedAt = t.now();
    const higher = await setLimit(client, 'deposit', 'day', 80_000);
    expect(higher.statusCode).toBe(200);
    expect(higher.json<ApiEnvelope<LimitState>>().value).toMatchObject({
      amount: 50_000,
      pending: { amount: 80_000, effectiveAt: iso(raisedAt + DAY) },
    });

    // Just before the cooling-off ends the old amount still holds; at its end the raise applies by itself.
    // (Sessions last 12 hours: the member signs in again.)
    t.advance(DAY - 1);
    const later = memberClient(t, await loginToken(t, username, password));
    expect(limitIn(await overview(later), 'deposit', 'day')).toMatchObject({ amount: 50_000 });
    t.advance(1);
    expect(limitIn(await overview(later), 'deposit', 'day')).toMatchObject({
      amount: 80_000,
      pending: null,
    });
    expect(((await stored(username)).events as { event: string }[]).map((row) => row.event)).toEqual([
      'applied',
      'applied',
      'requested',
      'effective',
    ]);
  });

  it('refuses a second raise or a removal during the cooling-off with 409 and writes nothing', async () => {
    const { client, username } = await freshMember(t);
    await setLimit(client, 'wager', 'week', 200_000);
    await setLimit(client, 'wager', 'week', 300_000);
    const before = await stored(username);
    for (const amount of [400_000, 250_000, null]) {
      const response = await setLimit(client, 'wager', 'week', amount);
      expect([response.statusCode, response.json().code]).toEqual([409, 'limit.cooling_off']);
      expect(response.json<ApiEnvelope<{ effectiveAt: string }>>().value?.effectiveAt).toBe(
        iso(t.now() + DAY),
      );
    }
    expect(await stored(username)).toEqual(before);
  });

  it('applies a decrease during the cooling-off at once and cancels the pending raise', async () => {
    const { client, username, password } = await freshMember(t);
    await setLimit(client, 'loss', 'month', 500_000);
    await setLimit(client, 'loss', 'month', 900_000);
    const lower = await setLimit(client, 'loss', 'month', 400_000);
    expect(lower.json<ApiEnvelope<LimitState>>().value).toMatchObject({ amount: 400_000, pending: null });
    t.advance(DAY + 1);
    const later = memberClient(t, await loginToken(t, username, password));
    expect(limitIn(await overview(later), 'loss', 'month')).toMatchObject({
      amount: 400_000,
      pending: null,
    });
  });

  it('keeps the current amount when asked for it again, cancelling a pending raise', async () => {
    const { client } = await freshMember(t);
    await setLimit(client, 'deposit', 'week', 70_000);
    await setLimit(client, 'deposit', 'week', 90_000);
    const same = await setLimit(client, 'deposit', 'week', 70_000);
    expect(same.json<ApiEnvelope<LimitState>>().value).toMatchObject({ amount: 70_000, pending: null });
  });

  it('removes a limit only after the cooling-off', async () => {
    const { client, username, password } = await freshMember(t);
    await setLimit(client, 'session', 'session', 120);
    const removal = await setLimit(client, 'session', 'session', null);
    expect(removal.json<ApiEnvelope<LimitState>>().value).toMatchObject({
      amount: 120,
      pending: { amount: null, effectiveAt: iso(t.now() + DAY) },
    });
    t.advance(DAY);
    const later = memberClient(t, await loginToken(t, username, password));
    expect(limitIn(await overview(later), 'session', 'session')).toMatchObject({
      amount: null,
      pending: null,
    });
  });

  const badLimits: [string, unknown, unknown, unknown][] = [
    ['a negative amount', 'deposit', 'day', -100],
    ['a zero amount', 'deposit', 'day', 0],
    ['a fraction', 'deposit', 'week', 100.5],
    ['an amount as a string', 'deposit', 'day', '100000'],
    ['an absurd amount', 'loss', 'day', LIMIT_AMOUNT_MAX_MINOR + 1],
    ['an astronomical amount', 'wager', 'month', 1e300],
    ['a missing amount', 'deposit', 'day', undefined],
    ['an unknown kind', 'bonus', 'day', 1000],
    ['an unknown period', 'deposit', 'year', 1000],
    ['a money kind with the session period', 'deposit', 'session', 1000],
    ['the session kind with a day period', 'session', 'day', 60],
    ['a session under 5 minutes', 'session', 'session', 4],
    ['a session over 24 hours', 'session', 'session', 1441],
  ];
  it.each(badLimits)(
    'refuses %s with 400 limit.invalid and writes nothing',
    async (_name, kind, period, amount) => {
      const { client, username } = await freshMember(t);
      await setLimit(client, 'deposit', 'month', 1_000_000);
      const before = await stored(username);
      const response = await setLimit(client, kind, period, amount);
      expect([response.statusCode, response.json().code]).toEqual([400, 'limit.invalid']);
      expect(await stored(username)).toEqual(before);
    },
  );

  it('refuses a body that is not an object with limit.invalid', async () => {
    const { client } = await freshMember(t);
    const response = await client.post(PROTECTION_PATHS.limits, '[1, 2]');
    expect([response.statusCode, response.json().code]).toEqual([400, 'limit.invalid']);
  });

  it('answers the deposit-limit prompt with an opt-out, writing no limit', async () => {
    const { client, username } = await freshMember(t);
    const response = await client.post(PROTECTION_PATHS.depositLimitOptOut);
    expect(response.statusCode).toBe(200);
    expect((await overview(client)).depositLimitAnswered).toBe(true);
    expect((await stored(username)).rows).toEqual([]);
  });
});

describe('deposit limits', () => {
  it('refuses an order over the limit with what remains, counting pending orders, and writes nothing', async () => {
    const { client, username } = await freshMember(t);
    await setLimit(client, 'deposit', 'day', 100_000);
    expect((await depositOrder(client, 60_000)).statusCode).toBe(200);
    const before = await getRow(
      t.app.db,
      'SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?',
      await memberIdOf(t, username),
    );
    const over = await depositOrder(client, 50_000);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'limit.deposit_exceeded',
      value: { kind: 'deposit', period: 'day', limit: 100_000, used: 60_000, remaining: 40_000 },
    });
    expect(
      await getRow(
        t.app.db,
        'SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?',
        await memberIdOf(t, username),
      ),
    ).toEqual(before);
    expect((await depositOrder(client, 40_000)).statusCode).toBe(200);
    expect(limitIn(await overview(client), 'deposit', 'day')).toMatchObject({ used: 100_000, remaining: 0 });
  });

  it('frees a rejected order and rolls the 24-hour window, while the week still counts', async () => {
    const { client: first, username, password } = await freshMember(t);
    let client = first;
    await setLimit(client, 'deposit', 'day', 100_000);
    await setLimit(client, 'deposit', 'week', 150_000);
    const order = (await depositOrder(client, 100_000)).json<ApiEnvelope<{ id: number }>>().value;
    expect((await depositOrder(client, 20_000)).json().code).toBe('limit.deposit_exceeded');
    await t.inject({ method: 'POST', url: `/dev/deposits/${order?.id}/reject` });
    expect((await depositOrder(client, 90_000)).statusCode).toBe(200);

    t.advance(DAY + 1);
    client = memberClient(t, await loginToken(t, username, password));
    // The day is free again; the week has 90,000 of 150,000 used.
    const refused = await depositOrder(client, 70_000);
    expect(refused.json()).toMatchObject({
      code: 'limit.deposit_exceeded',
      value: { period: 'week', used: 90_000, remaining: 60_000 },
    });
    expect((await depositOrder(client, 60_000)).statusCode).toBe(200);
  });

  it('does not block a deposit while the prompt is unanswered (the prompt is the client duty)', async () => {
    const { client } = await freshMember(t);
    expect((await overview(client)).depositLimitAnswered).toBe(false);
    expect((await depositOrder(client, 50_000)).statusCode).toBe(200);
  });
});

describe('wager and loss limits', () => {
  it('refuses a stake over the wager limit with what remains', async () => {
    const { client, username } = await freshMember(t);
    await fundMember(t, client, 100_000);
    await setLimit(client, 'wager', 'day', 12_000);
    expect((await spin(client, 10_000)).statusCode).toBe(200);
    const before = await moneyOf(t, username);
    const over = await spin(client, 5_000);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'limit.wager_exceeded',
      value: { kind: 'wager', period: 'day', limit: 12_000, used: 10_000, remaining: 2_000 },
    });
    expect(await moneyOf(t, username)).toEqual(before);
    expect((await spin(client, 1_000)).statusCode).toBe(200);
  });

  it('counts a stake as possibly lost against the loss limit, and wins lower the loss', async () => {
    const { client } = await freshMember(t);
    await fundMember(t, client, 100_000);
    await setLimit(client, 'loss', 'week', 12_000);
    // A two-cherries win pays the stake back: no loss.
    stops = TWO_CHERRIES;
    expect((await spin(client, 10_000)).json<ApiEnvelope<{ winMinor: number }>>().value?.winMinor).toBe(
      10_000,
    );
    stops = LOSE;
    expect((await spin(client, 10_000)).statusCode).toBe(200);
    // Lost 10,000 of 12,000: a stake of 5,000 could lose 15,000.
    const over = await spin(client, 5_000);
    expect(over.json()).toMatchObject({
      code: 'limit.loss_exceeded',
      value: { kind: 'loss', period: 'week', limit: 12_000, used: 10_000, remaining: 2_000 },
    });
    expect((await spin(client, 1_000)).statusCode).toBe(200);
    expect(limitIn(await overview(client), 'loss', 'week')).toMatchObject({ used: 11_000, remaining: 1_000 });
  });

  it('reports the tightest of several limits', async () => {
    const { client } = await freshMember(t);
    await fundMember(t, client, 100_000);
    await setLimit(client, 'wager', 'month', 50_000);
    await setLimit(client, 'loss', 'day', 8_000);
    await spin(client, 5_000);
    const over = await spin(client, 5_000);
    expect(over.json()).toMatchObject({ code: 'limit.loss_exceeded', value: { remaining: 3_000 } });
  });

  it('keeps enforcing limits in force when the merchant switches RGLIMITS off, and closes the endpoints', async () => {
    const { client } = await freshMember(t);
    await setLimit(client, 'deposit', 'day', 30_000);
    await setFlags(t, { RGLIMITS: false });
    expect((await depositOrder(client, 40_000)).json().code).toBe('limit.deposit_exceeded');
    for (const response of [
      await setLimit(client, 'deposit', 'day', 10_000),
      await client.post(PROTECTION_PATHS.depositLimitOptOut),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'feature.disabled']);
    }
    // The overview stays for the reality check, without limits.
    expect((await overview(client)).limits).toEqual([]);
    await setFlags(t, { RGREALITY: false });
    const closed = await client.get(PROTECTION_PATHS.overview);
    expect([closed.statusCode, closed.json().code]).toEqual([404, 'feature.disabled']);
  });
});

describe('reality check and session figures', () => {
  it('stores 0, 15, 30 or 60 minutes and refuses anything else, writing nothing', async () => {
    const { client, username } = await freshMember(t);
    expect((await client.post(PROTECTION_PATHS.realityCheck, { minutes: 15 })).statusCode).toBe(200);
    for (const minutes of [45, -15, '30', null, 15.5, 600]) {
      const response = await client.post(PROTECTION_PATHS.realityCheck, { minutes });
      expect([response.statusCode, response.json().code]).toEqual([400, 'payload.invalid']);
    }
    expect((await stored(username)).member).toMatchObject({ reality_check_minutes: 15 });
    expect((await client.value<SessionFigures>(PROTECTION_PATHS.session)).realityCheckSeconds).toBe(900);
    await client.post(PROTECTION_PATHS.realityCheck, { minutes: 0 });
    expect((await client.value<SessionFigures>(PROTECTION_PATHS.session)).realityCheckSeconds).toBe(0);
    await setFlags(t, { RGREALITY: false });
    const off = await client.post(PROTECTION_PATHS.realityCheck, { minutes: 30 });
    expect([off.statusCode, off.json().code]).toEqual([404, 'feature.disabled']);
  });

  it('gives the time, stakes and net result of this session only', async () => {
    const { client, username, password } = await freshMember(t);
    await fundMember(t, client, 100_000);
    await spin(client, 5_000);
    // A new session starts from zero.
    t.advance(MINUTE);
    const signedInAt = t.now();
    const session = memberClient(t, await loginToken(t, username, password));
    t.advance(90_000);
    stops = TWO_CHERRIES;
    await spin(session, 10_000);
    stops = LOSE;
    await spin(session, 1_000);
    expect(await session.value<SessionFigures>(PROTECTION_PATHS.session)).toEqual({
      startedAt: iso(signedInAt),
      elapsedSeconds: 90,
      wageredMinor: 11_000,
      netMinor: -1_000,
      realityCheckSeconds: 3600,
      endsAt: null,
    });
  });

  it('lets development tests shorten the interval to seconds (0 removes the override)', async () => {
    const { client, username } = await freshMember(t);
    const set = await t.inject({
      method: 'POST',
      url: PROTECTION_PATHS.devRealityCheckInterval,
      payload: { username, seconds: 5 },
    });
    expect(set.statusCode).toBe(200);
    expect((await client.value<SessionFigures>(PROTECTION_PATHS.session)).realityCheckSeconds).toBe(5);
    const bad = await t.inject({
      method: 'POST',
      url: PROTECTION_PATHS.devRealityCheckInterval,
      payload: { username, seconds: -1 },
    });
    expect(bad.statusCode).toBe(400);
    await t.inject({
      method: 'POST',
      url: PROTECTION_PATHS.devRealityCheckInterval,
      payload: { username, seconds: 0 },
    });
    expect((await client.value<SessionFigures>(PROTECTION_PATHS.session)).realityCheckSeconds).toBe(3600);
  });

  it('has no development interval route in production', async () => {
    const production = await createTestApp('production');
    try {
      const response = await production.inject({
        method: 'POST',
        url: PROTECTION_PATHS.devRealityCheckInterval,
        payload: { username: 'demo01', seconds: 5 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('session time limit', () => {
  it('ends a session signed in under a limit at its start + minutes, then the token is dead', async () => {
    const { client, username, password } = await freshMember(t);
    await setLimit(client, 'session', 'session', 30);
    const signedInAt = t.now();
    const session = memberClient(t, await loginToken(t, username, password));
    expect((await session.value<SessionFigures>(PROTECTION_PATHS.session)).endsAt).toBe(
      iso(signedInAt + 30 * MINUTE),
    );
    t.advance(30 * MINUTE - 1);
    expect((await session.get(API_PATHS.memberInfo)).statusCode).toBe(200);
    t.advance(1);
    for (const path of [API_PATHS.memberInfo, API_PATHS.memberWallet, PROTECTION_PATHS.session]) {
      const response = await session.get(path);
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiEnvelope<SessionExceededValue>>()).toMatchObject({
        code: 'limit.session_exceeded',
        value: { endedAt: iso(signedInAt + 30 * MINUTE), minutes: 30 },
      });
    }
    const row = await getRow(
      t.app.db,
      "SELECT revoked_at, revoke_reason FROM sessions WHERE revoke_reason = 'session_limit' ORDER BY id DESC LIMIT 1",
    );
    expect(row).toEqual({ revoked_at: signedInAt + 30 * MINUTE, revoke_reason: 'session_limit' });
    // Signing in again gives a new session with its own 30 minutes.
    const again = memberClient(t, await loginToken(t, username, password));
    expect((await again.get(API_PATHS.memberInfo)).statusCode).toBe(200);
  });

  it('shortens the open sessions when a limit is set, never to less than 5 minutes from now', async () => {
    const { client, login } = await freshMember(t);
    const startedAt = t.now();
    t.advance(60 * MINUTE);
    const response = await setLimit(client, 'session', 'session', 30);
    expect(response.json<ApiEnvelope<LimitState>>().value).toMatchObject({
      amount: 30,
      used: 60,
      remaining: 0,
    });
    const figures = await client.value<SessionFigures>(PROTECTION_PATHS.session);
    expect(figures.endsAt).toBe(iso(t.now() + 5 * MINUTE));
    expect(figures.startedAt).toBe(iso(startedAt));
    t.advance(5 * MINUTE);
    expect((await client.get(API_PATHS.memberInfo)).json().code).toBe('limit.session_exceeded');
    expect(login.token).toBe(client.token);
  });
});

describe('time-out and self-exclusion', () => {
  const exclude = async (client: MemberClient, body: Record<string, unknown>) =>
    await client.post(PROTECTION_PATHS.exclusion, body);
  const exclusionsOf = async (account: string) =>
    await getRow(
      t.app.db,
      'SELECT COUNT(*) AS n FROM exclusions WHERE member_id = ?',
      await memberIdOf(t, account),
    );

  const badRequests: [string, Record<string, unknown>, string][] = [
    ['an unknown kind', { kind: 'ban', days: 3, confirm: true }, 'payload.invalid'],
    ['0 days', { kind: 'timeout', days: 0, confirm: true }, 'payload.invalid'],
    ['31 days', { kind: 'timeout', days: 31, confirm: true }, 'payload.invalid'],
    ['a fraction of a day', { kind: 'timeout', days: 1.5, confirm: true }, 'payload.invalid'],
    ['days as a string', { kind: 'timeout', days: '7', confirm: true }, 'payload.invalid'],
    ['an unknown period', { kind: 'self_exclusion', period: '2y', confirm: true }, 'payload.invalid'],
    ['no confirmation', { kind: 'timeout', days: 3 }, 'payload.invalid'],
    ['confirm false', { kind: 'timeout', days: 3, confirm: false }, 'payload.invalid'],
    [
      'no password',
      { kind: 'self_exclusion', period: '1y', confirm: true, password: '' },
      'auth.password_invalid',
    ],
  ];
  it.each(badRequests)('refuses %s and writes nothing', async (_name, body, code) => {
    const { client, username, password } = await freshMember(t);
    const response = await exclude(client, { password, ...body });
    expect(response.json().code).toBe(code);
    expect(response.statusCode).toBe(400);
    expect(await exclusionsOf(username)).toEqual({ n: 0 });
    expect((await client.get(API_PATHS.memberInfo)).statusCode).toBe(200);
  });

  it('refuses a wrong login password (the second confirmation) and writes nothing', async () => {
    const { client, username } = await freshMember(t);
    const response = await exclude(client, {
      kind: 'timeout',
      days: 3,
      confirm: true,
      password: 'wrong9999',
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'auth.password_invalid']);
    expect(await exclusionsOf(username)).toEqual({ n: 0 });
    expect((await client.get(API_PATHS.memberInfo)).statusCode).toBe(200);
  });

  it('ends every session of a time-out at once and refuses sign-in until it ends', async () => {
    const { client, username, password } = await freshMember(t);
    const other = memberClient(t, await loginToken(t, username, password));
    const response = await exclude(client, { kind: 'timeout', days: 7, confirm: true, password });
    expect(response.statusCode).toBe(200);
    const value = response.json<ApiEnvelope<ExclusionValue>>().value;
    expect(value).toEqual({ kind: 'timeout', until: iso(t.now() + 7 * DAY) });
    for (const session of [client, other]) {
      const dead = await session.get(API_PATHS.memberInfo);
      expect([dead.statusCode, dead.json().code]).toEqual([401, 'auth.session_expired']);
    }
    const sessionsBefore = await getRow(t.app.db, 'SELECT COUNT(*) AS n FROM sessions');
    const login = await injectLogin(t, loginPayload(username, password));
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'protection.excluded', value });
    expect(await getRow(t.app.db, 'SELECT COUNT(*) AS n FROM sessions')).toEqual(sessionsBefore);
    // A wrong password learns nothing about the exclusion.
    expect((await injectLogin(t, loginPayload(username, 'wrong9999'))).body.code).toBe('auth.user_not_found');

    t.advance(7 * DAY - 1);
    expect((await injectLogin(t, loginPayload(username, password))).status).toBe(403);
    t.advance(1);
    expect((await injectLogin(t, loginPayload(username, password))).status).toBe(200);
  });

  it('keeps a permanent self-exclusion for good', async () => {
    const { client, username, password } = await freshMember(t);
    const response = await exclude(client, {
      kind: 'self_exclusion',
      period: 'permanent',
      confirm: true,
      password,
    });
    expect(response.json<ApiEnvelope<ExclusionValue>>().value).toEqual({
      kind: 'self_exclusion',
      until: null,
    });
    t.advance(3650 * DAY);
    const login = await injectLogin(t, loginPayload(username, password));
    expect(login.body).toMatchObject({
      code: 'protection.excluded',
      value: { kind: 'self_exclusion', until: null },
    });
  });

  it('ends a 6-month self-exclusion six calendar months later', async () => {
    const { client, username, password } = await freshMember(t);
    const at = t.now();
    const response = await exclude(client, { kind: 'self_exclusion', period: '6m', confirm: true, password });
    const until = new Date(at);
    until.setUTCMonth(until.getUTCMonth() + 6);
    expect(response.json<ApiEnvelope<ExclusionValue>>().value?.until).toBe(until.toISOString());
    expect((await injectLogin(t, loginPayload(username, password))).status).toBe(403);
  });

  it('refuses deposits and stakes of an excluded member on any surviving session', async () => {
    // An exclusion recorded without revoking (as an operator tool might): the money paths refuse by themselves.
    const { client, username } = await freshMember(t);
    await fundMember(t, client, 50_000);
    await createExclusion(
      t.app.db,
      await memberIdOf(t, username),
      { kind: 'timeout', days: 1 },
      t.now(),
      '127.0.0.1',
    );
    for (const response of [await depositOrder(client, 30_000), await spin(client, 1_000)]) {
      expect([response.statusCode, response.json().code]).toEqual([403, 'protection.excluded']);
    }
  });

  it('answers feature.disabled when RGEXCLUDE is off, and nothing is written', async () => {
    const { client, username, password } = await freshMember(t);
    await setFlags(t, { RGEXCLUDE: false });
    const response = await exclude(client, { kind: 'timeout', days: 1, confirm: true, password });
    expect([response.statusCode, response.json().code]).toEqual([404, 'feature.disabled']);
    expect(await exclusionsOf(username)).toEqual({ n: 0 });
  });
});

// Limits under concurrent requests: many deposit orders, spins or limit raises sent at once over real
// HTTP (Promise.all), together beyond the limit. The check and the write run in one synchronous SQLite
// transaction, so the accepted sum never exceeds the limit and the stored rows match the answers exactly.
// Set PROTECTION_FIGURES=<file> to write the figures (requests, accepted, refused, sums) as JSON.
describe('limits under concurrent requests', () => {
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

  const setLimit = async (client: MemberClient, kind: string, period: string, amount: number | null) =>
    await client.post(PROTECTION_PATHS.limits, { kind, period, amount });
  const spin = async (client: MemberClient, betMinor: number) =>
    await client.post(LOBBY_PATHS.demoSpin, { gameId: 'JL-1001', betMinor, idempotencyKey: randomUUID() });

  function tally(responses: InjectResponse[]) {
    const codes = responses.map((response) => response.json<ApiEnvelope<unknown>>().code);
    return {
      sent: responses.length,
      accepted: codes.filter((code) => code === 'ok').length,
      refused: codes.filter((code) => code !== 'ok').length,
      refusalCodes: [...new Set(codes.filter((code) => code !== 'ok'))],
    };
  }

  async function sumOf(sql: string, ...params: (string | number)[]): Promise<number> {
    return (await theRow<{ s: number }>(t, sql, ...params)).s;
  }

  describe('limits under concurrent requests', () => {
    it('20 parallel deposit orders from two sessions never pass the daily deposit limit', async () => {
      const { client, username, password } = await freshMember(t, 'cdep');
      const second = memberClient(t, await loginToken(t, username, password));
      const limit = 1_000_000;
      const amount = 75_000;
      await setLimit(client, 'deposit', 'day', limit);
      const responses = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => await depositOrder(i % 2 === 0 ? client : second, amount)),
      );
      const result = tally(responses);
      const memberId = await memberIdOf(t, username);
      const storedSum = await sumOf(
        'SELECT COALESCE(SUM(amount_minor), 0) AS s FROM deposits WHERE member_id = ?',
        memberId,
      );
      const storedRows = await sumOf('SELECT COUNT(*) AS s FROM deposits WHERE member_id = ?', memberId);
      figures.push({
        test: 'deposit',
        limit,
        amount,
        requestedSum: 20 * amount,
        ...result,
        storedSum,
        storedRows,
      });

      expect(result).toEqual({
        sent: 20,
        accepted: 13,
        refused: 7,
        refusalCodes: ['limit.deposit_exceeded'],
      });
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
      const responses = await Promise.all(Array.from({ length: 20 }, async () => await spin(client, bet)));
      const result = tally(responses);
      const memberId = await memberIdOf(t, username);
      const stakes = await sumOf(
        'SELECT COALESCE(SUM(bet_minor), 0) AS s FROM bets WHERE member_id = ?',
        memberId,
      );
      const spins = await sumOf('SELECT COUNT(*) AS s FROM demo_spins WHERE member_id = ?', memberId);
      const money = await moneyOf(t, username);
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
      const responses = await Promise.all(Array.from({ length: 20 }, async () => await spin(client, bet)));
      const result = tally(responses);
      const memberId = await memberIdOf(t, username);
      const loss = await sumOf(
        'SELECT COALESCE(SUM(bet_minor - win_minor), 0) AS s FROM bets WHERE member_id = ?',
        memberId,
      );
      const money = await moneyOf(t, username);
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
      const responses = await Promise.all(Array.from({ length: 40 }, async () => await spin(client, bet)));
      stops = LOSE;
      const result = tally(responses);
      const memberId = await memberIdOf(t, username);
      const stakes = await sumOf(
        'SELECT COALESCE(SUM(bet_minor), 0) AS s FROM bets WHERE member_id = ?',
        memberId,
      );
      const payouts = await sumOf(
        'SELECT COALESCE(SUM(win_minor), 0) AS s FROM bets WHERE member_id = ?',
        memberId,
      );
      const money = await moneyOf(t, username);
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
        Array.from(
          { length: 20 },
          async (_, i) => await setLimit(client, 'deposit', 'week', 200_000 + i * 1_000),
        ),
      );
      const result = tally(responses);
      const events = await sumOf(
        "SELECT COUNT(*) AS s FROM protection_limit_events WHERE member_id = ? AND event = 'requested'",
        await memberIdOf(t, username),
      );
      figures.push({ test: 'raise during cooling-off', ...result, pendingEvents: events });

      expect(result).toEqual({ sent: 20, accepted: 1, refused: 19, refusalCodes: ['limit.cooling_off'] });
      expect(events).toBe(1);
      const accepted = responses
        .find((item) => item.statusCode === 200)
        ?.json<ApiEnvelope<LimitState>>().value;
      const view = await client.value<ProtectionOverview>(PROTECTION_PATHS.overview);
      const week = view.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'week');
      expect(week).toMatchObject({ amount: 100_000, pending: { amount: accepted?.pending?.amount } });
    });
  });
});
