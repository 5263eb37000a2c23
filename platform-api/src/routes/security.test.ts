// A fresh SMS code before payout changes (flag SECPAYOUTSMS): adding a payout account and withdrawing to
// an account that has not received a withdrawal yet; binding a mobile number for members without one. Codes
// come from the dev outbox; a refused request writes nothing and a used code cannot be used again. Every change
// of the security centre also carries the step-up (the login password again, a code to the bound number).
import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, MONEY_PATHS, PROTECTION_PATHS } from 'shared/contract';
import { SEED_PAYMENT_PASSWORD } from '../db/money-seed.ts';
import { SEED_ACCOUNTS } from '../db/seed.ts';
import { captchaAnswer, createTestApp, loginToken, withQuery, theRow } from '../testing/test-app.ts';
import { memberClient, seededClients, trialClient, moneyOf, rowsOf } from '../testing/member-client.ts';
import {
  freshMember,
  fundMember,
  newestSmsCode,
  ownSmsCode,
  setFlags,
  stepUp,
} from '../testing/protection.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type {
  ApiEnvelope,
  LoginValue,
  PayoutAccount,
  SecurityOverview,
  SecurityQuestion,
  WithdrawInfo,
} from 'shared/contract';
import { allRows, getRow, run } from '../db/database.ts';

const HOUR = 60 * 60_000;
const DEMO_PASSWORD = SEED_ACCOUNTS.demo.password;
const PLAYER_PASSWORD = SEED_ACCOUNTS.downlinePassword;

describe('SMS codes before payout changes', () => {
  let t: TestApp;
  let demo: MemberClient;
  beforeAll(async () => {
    t = await createTestApp('development', {
      startAt: Date.UTC(2026, 6, 1, 4, 0, 0),
      devAutoApproveMs: null,
    });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await setFlags(t, { SECPAYOUTSMS: true });
    // SMS codes are rate-limited (a minute per number and purpose, 5 an hour per number, 10 an hour per IP):
    // each test starts an hour after the previous one's codes, with a fresh session.
    t.advance(HOUR + 1);
    demo = memberClient(t, await loginToken(t, 'demo01', DEMO_PASSWORD));
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
  const addAccount = async (client: MemberClient, body: object) =>
    await client.post(MONEY_PATHS.payoutAccounts, body);
  const withdraw = async (client: MemberClient, accountId: number, smsCode?: string) =>
    await client.post(MONEY_PATHS.withdraw, {
      accountId,
      amountMinor: 50_000,
      paymentPassword: SEED_PAYMENT_PASSWORD,
      idempotencyKey: randomUUID(),
      ...(smsCode === undefined ? {} : { smsCode }),
    });
  const requestSms = async (client: MemberClient, purpose: string, mobileNum = '', captcha = '') =>
    await client.post(ACCOUNT_PATHS.smsCode, {
      mobileNum,
      countryDialingCode: mobileNum ? '880' : '',
      purpose,
      captcha,
    });

  describe('adding a payout account', () => {
    it('requires a code, refuses a wrong one, takes a fresh one once, and writes nothing on refusal', async () => {
      const before = await rowsOf(t, 'payout_accounts', 'demo01');
      const missing = await addAccount(demo, wallet({ loginPassword: DEMO_PASSWORD }));
      expect([missing.statusCode, missing.json().code]).toEqual([400, 'sms.code_required']);
      const wrong = await addAccount(demo, wallet({ loginPassword: DEMO_PASSWORD, smsCode: '000000' }));
      expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'sms.code_invalid']);
      expect(await rowsOf(t, 'payout_accounts', 'demo01')).toBe(before);

      const code = await ownSmsCode(t, demo, 'payout');
      const added = await addAccount(demo, wallet({ loginPassword: DEMO_PASSWORD, smsCode: code }));
      expect(added.statusCode).toBe(200);
      expect(await rowsOf(t, 'payout_accounts', 'demo01')).toBe(before + 1);
      const reused = await addAccount(demo, wallet({ loginPassword: DEMO_PASSWORD, smsCode: code }));
      expect(reused.json().code).toBe('sms.code_invalid');
      expect(await rowsOf(t, 'payout_accounts', 'demo01')).toBe(before + 1);
    });

    it('adds one account for 4 additions sent at once with one code: the others answer sms.code_invalid', async () => {
      const { client, password } = await freshMember(t, 'once');
      await client.post(MONEY_PATHS.paymentPassword, {
        oldPaymentPassword: '',
        newPaymentPassword: '246810',
        ...(await stepUp(t, client, password)),
      });
      const before = (await client.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts.length;
      const step = await stepUp(t, client, password, 'payout');
      const answers = await Promise.all(
        Array.from(
          { length: 4 },
          async () => await addAccount(client, wallet({ paymentPassword: '246810', ...step })),
        ),
      );
      expect(answers.map((answer) => answer.json().code).sort()).toEqual([
        'ok',
        'sms.code_invalid',
        'sms.code_invalid',
        'sms.code_invalid',
      ]);
      expect((await client.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo)).accounts).toHaveLength(before + 1);
    });

    it("sends the code to the member's own number, whatever number the request names", async () => {
      const response = await requestSms(demo, 'payout', '1999999999');
      expect(response.statusCode).toBe(200);
      expect(await newestSmsCode(t, '+8801712345678')).toMatch(/^\d{6}$/);
      expect(
        await getRow(t.app.db, "SELECT COUNT(*) AS n FROM outbox WHERE recipient = '+8801999999999'"),
      ).toEqual({ n: 0 });
    });

    it("does not take a code of another purpose, the step-up's security code included", async () => {
      for (const purpose of ['withdraw', 'security'] as const) {
        const code = await ownSmsCode(t, demo, purpose);
        const response = await addAccount(demo, wallet({ loginPassword: DEMO_PASSWORD, smsCode: code }));
        expect(response.json().code).toBe('sms.code_invalid');
      }
    });

    it('asks members without a mobile number to bind one (sms.no_mobile)', async () => {
      const { client, password } = await freshMember(t, 'nomob', { withMobile: false });
      const set = await client.post(MONEY_PATHS.paymentPassword, {
        oldPaymentPassword: '',
        newPaymentPassword: '246810',
        loginPassword: password,
      });
      expect(set.statusCode).toBe(200);
      for (const response of [
        await requestSms(client, 'payout'),
        await addAccount(
          client,
          wallet({ paymentPassword: '246810', loginPassword: password, smsCode: '123456' }),
        ),
      ]) {
        expect([response.statusCode, response.json().code]).toEqual([400, 'sms.no_mobile']);
      }
    });

    it("takes the step-up's security code when SECPAYOUTSMS is off (none without a bound number), and the payout code request answers feature.disabled", async () => {
      await setFlags(t, { SECPAYOUTSMS: false });
      const missing = await addAccount(demo, wallet({ loginPassword: DEMO_PASSWORD }));
      expect([missing.statusCode, missing.json().code]).toEqual([400, 'sms.code_required']);
      expect((await addAccount(demo, wallet({ ...(await stepUp(t, demo, DEMO_PASSWORD)) }))).statusCode).toBe(
        200,
      );

      const { client, password } = await freshMember(t, 'nosms', { withMobile: false });
      await client.post(MONEY_PATHS.paymentPassword, {
        oldPaymentPassword: '',
        newPaymentPassword: '246810',
        loginPassword: password,
      });
      const added = await addAccount(client, wallet({ paymentPassword: '246810', loginPassword: password }));
      expect(added.statusCode).toBe(200);
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
      const account = (await addAccount(demo, wallet({ loginPassword: DEMO_PASSWORD, smsCode: code }))).json<
        ApiEnvelope<PayoutAccount>
      >().value as PayoutAccount;
      const info = await demo.value<WithdrawInfo>(MONEY_PATHS.withdrawInfo);
      expect(info.accounts.find((item) => item.id === account.id)).toMatchObject({ used: false });

      const before = { money: await moneyOf(t, 'demo01'), rows: await rowsOf(t, 'withdrawals', 'demo01') };
      const missing = await withdraw(demo, account.id);
      expect([missing.statusCode, missing.json().code]).toEqual([400, 'sms.code_required']);
      const payoutCode = await withdraw(demo, account.id, code);
      expect(payoutCode.json().code).toBe('sms.code_invalid');
      expect({ money: await moneyOf(t, 'demo01'), rows: await rowsOf(t, 'withdrawals', 'demo01') }).toEqual(
        before,
      );

      const withdrawCode = await ownSmsCode(t, demo, 'withdraw');
      expect((await withdraw(demo, account.id, withdrawCode)).statusCode).toBe(200);
      expect(await rowsOf(t, 'withdrawals', 'demo01')).toBe(before.rows + 1);
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
      const { client, password } = await freshMember(t, 'wd');
      await fundMember(t, client, 100_000);
      await client.post(MONEY_PATHS.paymentPassword, {
        oldPaymentPassword: '',
        newPaymentPassword: '246810',
        ...(await stepUp(t, client, password)),
      });
      const account = (
        await addAccount(
          client,
          wallet({ paymentPassword: '246810', ...(await stepUp(t, client, password, 'payout')) }),
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
      const { client, password } = await freshMember(t, 'bind', { withMobile: false });
      const bind = async (body: object) =>
        await client.post(PROTECTION_PATHS.bindMobile, { loginPassword: password, ...body });
      expect((await client.value<SecurityOverview>(MONEY_PATHS.security)).mobile).toBeNull();

      const mobile = '1555000111';
      const noCaptcha = await requestSms(client, 'bind_mobile', mobile, '0000');
      expect(noCaptcha.json().code).toBe('auth.captcha_invalid');
      const answer = await captchaAnswer(t, `sms:${mobile}`);
      expect((await requestSms(client, 'bind_mobile', mobile, answer)).statusCode).toBe(200);
      const code = await newestSmsCode(t, `+880${mobile}`);

      const wrong = await bind({ mobileNum: mobile, smsCode: '000000' });
      expect(wrong.json().code).toBe('sms.code_invalid');
      const missing = await bind({ mobileNum: mobile, smsCode: '' });
      expect(missing.json().code).toBe('sms.code_required');
      const badNumber = await bind({ mobileNum: '12ab', smsCode: code });
      expect(badNumber.json().code).toBe('payload.invalid');
      expect((await client.value<SecurityOverview>(MONEY_PATHS.security)).mobile).toBeNull();

      expect((await bind({ mobileNum: mobile, smsCode: code })).statusCode).toBe(200);
      expect((await client.value<SecurityOverview>(MONEY_PATHS.security)).mobile).toBe('+880 15******11');
      expect((await requestSms(client, 'payout')).statusCode).toBe(200);
      expect(await newestSmsCode(t, `+880${mobile}`)).not.toBe(code);

      // Bound once: a second binding goes through customer service.
      const again = await bind({ mobileNum: '1555000222', smsCode: code });
      expect([again.statusCode, again.json().code]).toEqual([403, 'auth.forbidden']);
    });

    it('refuses a number another member has', async () => {
      const { client } = await freshMember(t, 'taken', { withMobile: false });
      const answer = await captchaAnswer(t, 'sms:1712345678');
      const response = await requestSms(client, 'bind_mobile', '1712345678', answer);
      expect([response.statusCode, response.json().code]).toEqual([409, 'register.username_exists']);
    });
  });
});

describe('security centre', () => {
  let t: TestApp;
  let demo: MemberClient;
  let agent: MemberClient;
  let player: MemberClient;
  beforeAll(async () => {
    t = await createTestApp();
    ({ demo, agent, player } = await seededClients(t));
  });
  afterAll(async () => {
    await t.close();
  });
  it('summarises demo01: masked e-mail, payee name, the bKash account, payment password set', async () => {
    expect(await demo.value<SecurityOverview>(MONEY_PATHS.security)).toEqual({
      loginPasswordSet: true,
      paymentPasswordSet: true,
      email: 'de****@example.com',
      payeeName: 'Demo Player',
      accounts: [
        expect.objectContaining({ provider: 'BKASH', accountNumberMasked: '*******5678', used: true }),
      ],
      questionsSet: false,
      mobile: '+880 17******78',
      changes: [],
    });
  });

  it('sets a first payment password without the old one, then changes it only with the old one', async () => {
    // player11 has no mobile number bound: the login password is its whole step-up.
    const set = async (oldPaymentPassword: string, newPaymentPassword: string) =>
      await player.post(MONEY_PATHS.paymentPassword, {
        oldPaymentPassword,
        newPaymentPassword,
        loginPassword: PLAYER_PASSWORD,
      });
    expect((await set('', '12345a')).json()).toMatchObject({
      code: 'validation.failed',
      value: { fields: { newPaymentPassword: ['validation.pattern.PAYMENT_PASSWORD'] } },
    });
    expect((await set('', '246810')).statusCode).toBe(200);
    expect((await set('', '135790')).json()).toMatchObject({ code: 'money.payment_password_wrong' });
    expect((await set('246810', '246810')).json()).toMatchObject({ code: 'password.same' });
    expect((await set('246810', '135790')).statusCode).toBe(200);
    const stored = await theRow<{
      h: string;
    }>(t, "SELECT payment_password_hash AS h FROM members WHERE account = 'player11'");
    expect(stored.h).toMatch(/^scrypt\$/);
    expect(stored.h).not.toContain('135790');
  });

  it('binds an e-mail by the EMAIL rule and lists the change', async () => {
    const bad = await player.post(MONEY_PATHS.bindEmail, {
      email: 'not-an-email',
      loginPassword: PLAYER_PASSWORD,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiEnvelope<{ fields: Record<string, string[]> }>>().value?.fields.email).toEqual([
      'validation.pattern.EMAIL',
    ]);
    const bound = await player.post(MONEY_PATHS.bindEmail, {
      email: 'player11@example.com',
      loginPassword: PLAYER_PASSWORD,
    });
    expect(bound.statusCode).toBe(200);
    const overview = await player.value<SecurityOverview>(MONEY_PATHS.security);
    expect(overview.email).toBe('pl****@example.com');
    // player11 had neither an e-mail address nor a mobile number to tell.
    expect(overview.changes).toContainEqual({
      kind: 'email',
      at: new Date(t.now()).toISOString(),
      notified: [],
    });
  });

  it('sets the payee name once (NAME rule); a second set answers 403 auth.forbidden', async () => {
    const setName = async (payeeName: string) =>
      await player.post(MONEY_PATHS.payeeName, { payeeName, loginPassword: PLAYER_PASSWORD });
    expect((await setName('R2D2')).json()).toMatchObject({ code: 'validation.failed' });
    expect((await setName('রহিম উদ্দিন')).statusCode).toBe(200);
    const again = await setName('Someone Else');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'auth.forbidden' });
    expect((await player.value<SecurityOverview>(MONEY_PATHS.security)).payeeName).toBe('রহিম উদ্দিন');
  });

  const account = (overrides: Record<string, unknown> = {}) => ({
    kind: 'e_wallet',
    provider: 'NAGAD',
    accountNumber: '01898765432',
    accountName: 'Rahim Uddin',
    bankName: '',
    paymentPassword: '135790',
    loginPassword: PLAYER_PASSWORD,
    ...overrides,
  });

  const badAccounts: [string, Record<string, unknown>, string, string | undefined][] = [
    [
      'a provider of another kind',
      { kind: 'bank', provider: 'BKASH', bankName: 'DBBL', accountNumber: '12345678' },
      'validation.failed',
      'provider',
    ],
    ['a 10-digit wallet number', { accountNumber: '0189876543' }, 'validation.failed', 'accountNumber'],
    [
      'a wallet number not starting 01',
      { accountNumber: '02898765432' },
      'validation.failed',
      'accountNumber',
    ],
    [
      'a bank account without a bank name',
      { kind: 'bank', provider: 'BANK', accountNumber: '1234567890' },
      'validation.failed',
      'bankName',
    ],
    [
      'a 7-digit bank number',
      { kind: 'bank', provider: 'BANK', accountNumber: '1234567', bankName: 'DBBL' },
      'validation.failed',
      'accountNumber',
    ],
    ['an account name with digits', { accountName: 'R2D2' }, 'validation.failed', 'accountName'],
    ['a wrong payment password', { paymentPassword: '000000' }, 'money.payment_password_wrong', undefined],
  ];
  describe('with SECPAYOUTSMS off', () => {
    // player11 has no mobile number yet: without the payout code, the login password is its whole step-up, so
    // each request gets as far as the check it is about.
    beforeAll(async () => await setFlags(t, { SECPAYOUTSMS: false }));
    afterAll(async () => await setFlags(t, { SECPAYOUTSMS: true }));
    it.each(badAccounts)(
      'refuses a payout account with %s and stores nothing',
      async (_name, change, code, field) => {
        const before = await rowsOf(t, 'payout_accounts', 'player11');
        const response = await player.post(MONEY_PATHS.payoutAccounts, account(change));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code });
        if (field) {
          expect(response.json<ApiEnvelope<{ fields: object }>>().value?.fields).toHaveProperty(field);
        }
        expect(await rowsOf(t, 'payout_accounts', 'player11')).toBe(before);
      },
    );
  });

  it('adds up to 5 payout accounts, refuses a duplicate number (409) and a 6th (403), deletes with the payment password', async () => {
    // Each addition needs a fresh SMS code to the member's own number: player11 gets one bound here,
    // and the clock moves a minute between codes (one code a minute per number and purpose).
    await run(
      t.app.db,
      "UPDATE members SET mobile = '1700000011', country_dialing_code = '880' WHERE account = ?",
      'player11',
    );
    const withCode = async (overrides: Record<string, unknown> = {}) => {
      t.advance(61_000);
      return account({ ...overrides, smsCode: await ownSmsCode(t, player, 'payout') });
    };
    const first = await player.post(MONEY_PATHS.payoutAccounts, await withCode());
    expect(first.statusCode).toBe(200);
    const added = first.json<ApiEnvelope<PayoutAccount>>().value as PayoutAccount;
    expect(added).toMatchObject({ kind: 'e_wallet', provider: 'NAGAD', accountNumberMasked: '*******5432' });
    const duplicate = await player.post(MONEY_PATHS.payoutAccounts, account());
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'money.duplicate_request' });
    const bank = await player.post(
      MONEY_PATHS.payoutAccounts,
      await withCode({
        kind: 'bank',
        provider: 'BANK',
        accountNumber: '105110001234',
        bankName: 'Dutch-Bangla Bank',
      }),
    );
    expect(bank.json<ApiEnvelope<PayoutAccount>>().value).toMatchObject({ bankName: 'Dutch-Bangla Bank' });
    for (const number of ['01811111111', '01822222222', '01833333333']) {
      expect(
        (await player.post(MONEY_PATHS.payoutAccounts, await withCode({ accountNumber: number }))).statusCode,
      ).toBe(200);
    }
    const sixth = await player.post(MONEY_PATHS.payoutAccounts, account({ accountNumber: '01844444444' }));
    expect(sixth.statusCode).toBe(403);
    expect(await rowsOf(t, 'payout_accounts', 'player11')).toBe(5);

    // Five codes an hour per number: the deletion's step-up code comes an hour later. A refused deletion
    // leaves the code for the next try.
    t.advance(HOUR);
    const proof = await stepUp(t, player, PLAYER_PASSWORD);
    const wrong = await player.del(`${MONEY_PATHS.payoutAccounts}/${added.id}`, {
      paymentPassword: '000000',
      ...proof,
    });
    expect(wrong.json()).toMatchObject({ code: 'money.payment_password_wrong' });
    const removed = await player.del(`${MONEY_PATHS.payoutAccounts}/${added.id}`, {
      paymentPassword: '135790',
      ...proof,
    });
    expect(removed.statusCode).toBe(200);
    const overview = await player.value<SecurityOverview>(MONEY_PATHS.security);
    expect(overview.accounts).toHaveLength(4);
    expect(overview.changes).toContainEqual({
      kind: 'payoutAccount',
      at: new Date(t.now()).toISOString(),
      notified: ['pl****@example.com', '+880 17******11'],
    });
  });

  it("answers 404 when deleting another member's payout account, and leaves it", async () => {
    const demoAccount = (await demo.value<SecurityOverview>(MONEY_PATHS.security)).accounts[0]?.id;
    const response = await agent.del(`${MONEY_PATHS.payoutAccounts}/${demoAccount}`, {
      paymentPassword: SEED_PAYMENT_PASSWORD,
    });
    expect(response.statusCode).toBe(404);
    expect((await demo.value<SecurityOverview>(MONEY_PATHS.security)).accounts).toHaveLength(1);
  });

  it('stores security question answers hashed and marks them answered', async () => {
    const questions = await player.value<SecurityQuestion[]>(MONEY_PATHS.securityQuestions);
    expect(questions).toHaveLength(5);
    expect(questions.every((q) => !q.answered)).toBe(true);
    // Worded in the caller's language: Bengali without the header, English with it.
    expect(questions[1]?.question).toBe('আপনি কোন শহরে জন্মেছেন?');
    const english = memberClient(t, player.token, { 'x-lang': 'en' });
    const inEnglish = await english.value<SecurityQuestion[]>(MONEY_PATHS.securityQuestions);
    expect(inEnglish.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(inEnglish[1]?.question).toBe('In which city were you born?');
    const unknown = await player.post(MONEY_PATHS.securityQuestions, {
      answers: [{ questionId: 99, answer: 'x1' }],
    });
    expect(unknown.json()).toMatchObject({ code: 'validation.failed' });
    const saved = await player.post(MONEY_PATHS.securityQuestions, {
      answers: [
        { questionId: 1, answer: 'Dhaka Model School' },
        { questionId: 2, answer: 'Sylhet' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const after = await player.value<SecurityQuestion[]>(MONEY_PATHS.securityQuestions);
    expect(after.filter((q) => q.answered).map((q) => q.id)).toEqual([1, 2]);
    expect((await player.value<SecurityOverview>(MONEY_PATHS.security)).questionsSet).toBe(true);
    const hashes = await allRows<{
      answer_hash: string;
    }>(t.app.db, 'SELECT answer_hash FROM security_answers');
    expect(
      hashes.every((row) => row.answer_hash.startsWith('scrypt$') && !row.answer_hash.includes('Sylhet')),
    ).toBe(true);
  });

  it('refuses a trial session on every security route with 403 auth.trial_forbidden', async () => {
    const free = await trialClient(t);
    const calls = [
      free.get(MONEY_PATHS.security),
      free.get(MONEY_PATHS.securityQuestions),
      free.post(MONEY_PATHS.paymentPassword, { oldPaymentPassword: '', newPaymentPassword: '123456' }),
      free.post(MONEY_PATHS.bindEmail, { email: 'a@example.com' }),
      free.post(MONEY_PATHS.payeeName, { payeeName: 'Free Player' }),
      free.post(MONEY_PATHS.payoutAccounts, account()),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'auth.trial_forbidden' });
    }
  });
});
