// A fresh SMS code before payout changes (flag SECPAYOUTSMS): adding a payout account and withdrawing to
// an account that has not received a withdrawal yet; binding a mobile number for members without one. Codes
// come from the dev outbox; a refused request writes nothing and a used code cannot be used again.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, MONEY_PATHS, PROTECTION_PATHS } from 'shared/contract';
import { SEED_PAYMENT_PASSWORD } from '../db/money-seed.ts';
import { captchaAnswer, createTestApp, loginToken, withQuery } from '../testing/test-app.ts';
import { memberClient, moneyOf, rowsOf } from '../testing/member-client.ts';
import { freshMember, fundMember, newestSmsCode, ownSmsCode, setFlags } from '../testing/protection.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { ApiEnvelope, LoginValue, PayoutAccount, SecurityOverview, WithdrawInfo } from 'shared/contract';

const HOUR = 60 * 60_000;
let t: TestApp;
let demo: MemberClient;
beforeAll(async () => {
  t = await createTestApp('development', { startAt: Date.UTC(2026, 6, 1, 4, 0, 0), devAutoApproveMs: null });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  setFlags(t, { SECPAYOUTSMS: true });
  // SMS codes are rate-limited (a minute per number and purpose, 5 an hour per number, 10 an hour per IP):
  // each test starts an hour after the previous one's codes, with a fresh session.
  t.advance(HOUR + 1);
  demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
});

let walletCounter = 0;
const wallet = (overrides: Record<string, unknown> = {}) => {
  walletCounter += 1;
  return {
    kind: 'e_wallet',
    provider: 'NAGAD',
    accountNumber: `0171${String(1_000_000 + walletCounter).slice(-7)}`,
    accountName: 'Demo Player',
    bankName: '',
    paymentPassword: SEED_PAYMENT_PASSWORD,
    ...overrides,
  };
};
const addAccount = (client: MemberClient, body: object) => client.post(MONEY_PATHS.payoutAccounts, body);
const withdraw = (client: MemberClient, accountId: number, smsCode?: string) =>
  client.post(MONEY_PATHS.withdraw, {
    accountId,
    amountMinor: 50_000,
    paymentPassword: SEED_PAYMENT_PASSWORD,
    idempotencyKey: randomUUID(),
    ...(smsCode === undefined ? {} : { smsCode }),
  });
const requestSms = (client: MemberClient, purpose: string, mobileNum = '', captcha = '') =>
  client.post(ACCOUNT_PATHS.smsCode, {
    mobileNum,
    countryDialingCode: mobileNum ? '880' : '',
    purpose,
    captcha,
  });

describe('adding a payout account', () => {
  it('requires a code, refuses a wrong one, takes a fresh one once, and writes nothing on refusal', async () => {
    const before = rowsOf(t, 'payout_accounts', 'demo01');
    const missing = await addAccount(demo, wallet());
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'sms.code_required']);
    const wrong = await addAccount(demo, wallet({ smsCode: '000000' }));
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'sms.code_invalid']);
    expect(rowsOf(t, 'payout_accounts', 'demo01')).toBe(before);

    const code = await ownSmsCode(t, demo, 'payout');
    const added = await addAccount(demo, wallet({ smsCode: code }));
    expect(added.statusCode).toBe(200);
    expect(rowsOf(t, 'payout_accounts', 'demo01')).toBe(before + 1);
    const reused = await addAccount(demo, wallet({ smsCode: code }));
    expect(reused.json().code).toBe('sms.code_invalid');
    expect(rowsOf(t, 'payout_accounts', 'demo01')).toBe(before + 1);
  });

  it("sends the code to the member's own number, whatever number the request names", async () => {
    const response = await requestSms(demo, 'payout', '1999999999');
    expect(response.statusCode).toBe(200);
    expect(await newestSmsCode(t, '+8801712345678')).toMatch(/^\d{6}$/);
    expect(
      t.app.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE recipient = '+8801999999999'").get(),
    ).toEqual({ n: 0 });
  });

  it('does not take a code of another purpose', async () => {
    const code = await ownSmsCode(t, demo, 'withdraw');
    expect((await addAccount(demo, wallet({ smsCode: code }))).json().code).toBe('sms.code_invalid');
  });

  it('asks members without a mobile number to bind one (sms.no_mobile)', async () => {
    const { client } = await freshMember(t, 'nomob', { withMobile: false });
    await client.post(MONEY_PATHS.paymentPassword, { oldPaymentPassword: '', newPaymentPassword: '246810' });
    for (const response of [
      await requestSms(client, 'payout'),
      await addAccount(client, wallet({ paymentPassword: '246810', smsCode: '123456' })),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([400, 'sms.no_mobile']);
    }
  });

  it('needs no code when SECPAYOUTSMS is off, and the code request answers feature.disabled', async () => {
    setFlags(t, { SECPAYOUTSMS: false });
    expect((await addAccount(demo, wallet())).statusCode).toBe(200);
    const request = await requestSms(demo, 'payout');
    expect([request.statusCode, request.json().code]).toEqual([404, 'feature.disabled']);
  });

  it('refuses the payout purposes without a session or in a free-play session', async () => {
    const anonymous = await t.inject({
      method: 'POST',
      url: withQuery(ACCOUNT_PATHS.smsCode),
      payload: { mobileNum: '', countryDialingCode: '', purpose: 'payout', captcha: '' },
    });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'auth.not_logged_in']);
    const trial = await t.inject({ method: 'POST', url: withQuery('/wps/session/trial') });
    const free = memberClient(t, (trial.json<ApiEnvelope<LoginValue>>().value as LoginValue).token);
    const response = await requestSms(free, 'withdraw');
    expect([response.statusCode, response.json().code]).toEqual([403, 'auth.trial_forbidden']);
  });
});

describe('withdrawing to a new account', () => {
  it('needs a withdraw code for an account without withdrawals, then none for it', async () => {
    const code = await ownSmsCode(t, demo, 'payout');
    const account = (await addAccount(demo, wallet({ smsCode: code }))).json<ApiEnvelope<PayoutAccount>>()
      .value as PayoutAccount;
    const info = await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo);
    expect(info.accounts.find((item) => item.id === account.id)).toMatchObject({ used: false });

    const before = { money: moneyOf(t, 'demo01'), rows: rowsOf(t, 'withdrawals', 'demo01') };
    const missing = await withdraw(demo, account.id);
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'sms.code_required']);
    const payoutCode = await withdraw(demo, account.id, code);
    expect(payoutCode.json().code).toBe('sms.code_invalid');
    expect({ money: moneyOf(t, 'demo01'), rows: rowsOf(t, 'withdrawals', 'demo01') }).toEqual(before);

    const withdrawCode = await ownSmsCode(t, demo, 'withdraw');
    expect((await withdraw(demo, account.id, withdrawCode)).statusCode).toBe(200);
    expect(rowsOf(t, 'withdrawals', 'demo01')).toBe(before.rows + 1);
    expect(
      (await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts.find(
        (item) => item.id === account.id,
      ),
    ).toMatchObject({ used: true });
    // Now used: no code needed.
    expect((await withdraw(demo, account.id)).statusCode).toBe(200);
  });

  it('needs no code for an account that already received a withdrawal', async () => {
    const used = (await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts[0] as PayoutAccount;
    expect(used.used).toBe(true);
    expect((await withdraw(demo, used.id)).statusCode).toBe(200);
  });

  it('lets a fresh member add an account and withdraw to it right after (two purposes, no wait)', async () => {
    const { client } = await freshMember(t, 'wd');
    await fundMember(t, client, 100_000);
    await client.post(MONEY_PATHS.paymentPassword, { oldPaymentPassword: '', newPaymentPassword: '246810' });
    const account = (
      await addAccount(
        client,
        wallet({ paymentPassword: '246810', smsCode: await ownSmsCode(t, client, 'payout') }),
      )
    ).json<ApiEnvelope<PayoutAccount>>().value as PayoutAccount;
    const response = await client.post(MONEY_PATHS.withdraw, {
      accountId: account.id,
      amountMinor: 60_000,
      paymentPassword: '246810',
      idempotencyKey: randomUUID(),
      smsCode: await ownSmsCode(t, client, 'withdraw'),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('binding a mobile number', () => {
  it('binds a number with a code sent to it (captcha first), then payout codes go there', async () => {
    const { client } = await freshMember(t, 'bind', { withMobile: false });
    expect((await client.value<SecurityOverview>(MONEY_PATHS.security)).mobile).toBeNull();

    const mobile = '1555000111';
    const noCaptcha = await requestSms(client, 'bind_mobile', mobile, '0000');
    expect(noCaptcha.json().code).toBe('auth.captcha_invalid');
    const answer = await captchaAnswer(t, `sms:${mobile}`);
    expect((await requestSms(client, 'bind_mobile', mobile, answer)).statusCode).toBe(200);
    const code = await newestSmsCode(t, `+880${mobile}`);

    const wrong = await client.post(PROTECTION_PATHS.bindMobile, { mobileNum: mobile, smsCode: '000000' });
    expect(wrong.json().code).toBe('sms.code_invalid');
    const missing = await client.post(PROTECTION_PATHS.bindMobile, { mobileNum: mobile, smsCode: '' });
    expect(missing.json().code).toBe('sms.code_required');
    const badNumber = await client.post(PROTECTION_PATHS.bindMobile, { mobileNum: '12ab', smsCode: code });
    expect(badNumber.json().code).toBe('payload.invalid');
    expect((await client.value<SecurityOverview>(MONEY_PATHS.security)).mobile).toBeNull();

    expect(
      (await client.post(PROTECTION_PATHS.bindMobile, { mobileNum: mobile, smsCode: code })).statusCode,
    ).toBe(200);
    expect((await client.value<SecurityOverview>(MONEY_PATHS.security)).mobile).toBe('+880 15******11');
    expect((await requestSms(client, 'payout')).statusCode).toBe(200);
    expect(await newestSmsCode(t, `+880${mobile}`)).not.toBe(code);

    // Bound once: a second binding goes through customer service.
    const again = await client.post(PROTECTION_PATHS.bindMobile, { mobileNum: '1555000222', smsCode: code });
    expect([again.statusCode, again.json().code]).toEqual([403, 'auth.forbidden']);
  });

  it('refuses a number another member has', async () => {
    const { client } = await freshMember(t, 'taken', { withMobile: false });
    const answer = await captchaAnswer(t, 'sms:1712345678');
    const response = await requestSms(client, 'bind_mobile', '1712345678', answer);
    expect([response.statusCode, response.json().code]).toEqual([409, 'register.username_exists']);
  });
});
