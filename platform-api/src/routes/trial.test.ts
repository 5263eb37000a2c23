import { ACCOUNT_PATHS, API_PATHS } from 'shared/contract';
import { TRIAL_BALANCE_MINOR } from './trial.ts';
import { bearer, countRows, createTestApp, fromIp, withQuery } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { ApiEnvelope, LoginValue, MemberInfo, MemberWallet } from 'shared/contract';
import { allRows } from '../db/database.ts';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => t.advance(2 * HOUR));

const startTrial = async (headers: Record<string, string> = {}) =>
  await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.trial), headers });

describe('POST trial', () => {
  it('creates a type 4 member with ৳2,000.00 of play money (one trial_credit ledger row) and a session', async () => {
    const response = await startTrial();
    expect(response.statusCode).toBe(200);
    const value = response.json<ApiEnvelope<LoginValue>>().value as LoginValue;
    expect(value).toMatchObject({ type: 4, customerType: 4, firstTimeLogin: true });
    expect(value.userName).toMatch(/^trial_[0-9a-f]{10}$/);
    expect(TRIAL_BALANCE_MINOR).toBe(200_000);

    const info = await t.inject({ url: withQuery(API_PATHS.memberInfo), headers: bearer(value.token) });
    expect(info.json<ApiEnvelope<MemberInfo>>().value).toMatchObject({ account: value.userName, type: 4 });
    const wallet = await t.inject({ url: withQuery(API_PATHS.memberWallet), headers: bearer(value.token) });
    expect(wallet.json<ApiEnvelope<MemberWallet>>().value).toEqual({ currency: 'BDT', sumBalance: 200_000 });
    const ledger = await allRows(
      t.app.db,
      'SELECT l.kind, l.amount_minor FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.account = ?',
      value.userName,
    );
    expect(ledger).toEqual([{ kind: 'trial_credit', amount_minor: 200_000 }]);
  });

  it('gives every trial its own account', async () => {
    const a = (await startTrial()).json<ApiEnvelope<LoginValue>>().value?.userName;
    const b = (await startTrial()).json<ApiEnvelope<LoginValue>>().value?.userName;
    expect(a).not.toBe(b);
  });

  it('allows 5 trials per IP an hour: the 6th answers 429 rate_limited and creates nothing', async () => {
    const ip = fromIp('203.0.113.9');
    for (let i = 0; i < 5; i += 1) {
      expect((await startTrial(ip)).statusCode).toBe(200);
      t.advance(60_000);
    }
    const members = await countRows(t, 'members');
    const limited = await startTrial(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      value: { retryAfterMs: HOUR - 5 * 60_000 },
    });
    expect(await countRows(t, 'members')).toBe(members);
    expect((await startTrial(fromIp('203.0.113.10'))).statusCode).toBe(200);
    t.advance(HOUR);
    expect((await startTrial(ip)).statusCode).toBe(200);
  });
});
