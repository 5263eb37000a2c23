import { createEncryptKey, encryptPayload } from 'shared/crypto';
import { ACCOUNT_PATHS, API_PATHS, REGISTER_FIELDS } from 'shared/contract';
import { SEED_ACCOUNTS } from '../db/seed.ts';
import { CAPTCHA_TTL_MS } from '../db/login-guard.ts';
import { SMS_CODE_TTL_MS } from '../db/sms-codes.ts';
import {
  bearer,
  captchaAnswer,
  countRows,
  createTestApp,
  injectEncrypted,
  injectLogin,
  loginPayload,
  readOutbox,
  withQuery,
  wrongAnswer,
  theRow,
} from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import type {
  ApiEnvelope,
  InvitationCheckValue,
  LoginValue,
  MemberInfo,
  MemberWallet,
  RegisterConfig,
  RegisterPayload,
} from 'shared/contract';
import { registerPayload } from '../testing/register-payload.ts';
import { getRow } from '../db/database.ts';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  // agent01's bound code AG01DOM is for agent01.example.com, one of the hosts the merchant serves the site on.
  t = await createTestApp('development', { siteHosts: ['agent01.example.com'] });
});
afterAll(async () => {
  await t.close();
});
// Every test starts outside the previous test's rate-limit windows.
beforeEach(() => t.advance(2 * HOUR));

const register = async (payload: unknown) => await injectEncrypted(t, 'PUT', ACCOUNT_PATHS.register, payload);

/** Registers with a captcha requested under the key 'register' (as the popup does when it opens). */
async function registerWithCaptcha(overrides: Partial<RegisterPayload>) {
  const captcha = await captchaAnswer(t, 'register');
  return await register(registerPayload({ ...overrides, captcha }));
}

const stored = async () => ({
  members: await countRows(t, 'members'),
  wallets: await countRows(t, 'wallets'),
  sessions: await countRows(t, 'sessions'),
  ledger: await countRows(t, 'ledger'),
});

async function requestSmsCode(mobileNum: string, purpose: 'register' | 'login' | 'forgot') {
  const captcha = await captchaAnswer(t, `sms:${mobileNum}`);
  const response = await t.inject({
    method: 'POST',
    url: withQuery(ACCOUNT_PATHS.smsCode, {}, 'REG3'),
    payload: { mobileNum, countryDialingCode: '880', purpose, captcha },
  });
  expect(response.statusCode).toBe(200);
  const sms = (await readOutbox(t))[0];
  expect(sms).toMatchObject({ channel: 'sms', to: `+880${mobileNum}` });
  return /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
}

describe('GET register config', () => {
  it("answers the merchant's field rules, dialling code 880 and minimum age 18", async () => {
    const response = await t.inject({ url: withQuery(ACCOUNT_PATHS.registerConfig, {}, 'REG3') });
    expect(response.statusCode).toBe(200);
    const config = response.json<ApiEnvelope<RegisterConfig>>().value;
    expect(config?.countryDialingCode).toBe('880');
    expect(config?.minimumAge).toBe(18);
    expect(Object.keys(config?.fields ?? {}).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(config?.fields).toMatchObject({
      username: { enabled: true, required: true, minLength: 4, maxLength: 16, patternId: 'USERNAME' },
      password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'PASSWORD' },
      confirmPassword: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'PASSWORD' },
      mobileNum: { enabled: true, required: false, minLength: 10, maxLength: 10, patternId: 'MOBILE' },
      email: { enabled: true, required: false, minLength: 6, maxLength: 50, patternId: 'EMAIL' },
      nickname: { enabled: true, required: false, minLength: 2, maxLength: 20, patternId: 'NAME' },
      birthday: { enabled: true, required: false, minLength: 10, maxLength: 10, patternId: 'DATE' },
      affiliateCode: {
        enabled: true,
        required: false,
        minLength: 4,
        maxLength: 12,
        patternId: 'ALPHANUMERIC',
      },
      verificationCode: { enabled: true, required: true, minLength: 4, maxLength: 10, patternId: 'SMS_CODE' },
      captcha: { enabled: true, required: true, minLength: 4, maxLength: 6, patternId: 'CAPTCHA' },
    });
    const enabled = REGISTER_FIELDS.filter((field) => config?.fields[field].enabled);
    expect(enabled.sort()).toEqual(
      [
        'username',
        'password',
        'confirmPassword',
        'mobileNum',
        'email',
        'nickname',
        'birthday',
        'affiliateCode',
        'verificationCode',
        'captcha',
      ].sort(),
    );
    for (const field of REGISTER_FIELDS) {
      const rule = config?.fields[field];
      expect(rule?.minLength).toBeGreaterThan(0);
      expect(rule?.maxLength).toBeGreaterThanOrEqual(rule?.minLength ?? 0);
    }
  });
});

/** The host the player used, as the site's proxy forwards it (the tests' requests come from a trusted proxy). */
const onHost = (host: string) => ({ 'x-forwarded-host': host });

describe('GET invitation check', () => {
  const check = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await t.inject({
      url: withQuery(ACCOUNT_PATHS.invitationCheck, query, 'REG3'),
      headers,
    });
    return { status: response.statusCode, body: response.json<ApiEnvelope<InvitationCheckValue>>() };
  };

  it("accepts agent01's codes in any letter case and refuses unknown or empty ones", async () => {
    expect((await check({ code: 'AG01LINK', domain: '' })).body.value).toEqual({ valid: true });
    expect((await check({ code: 'ag01vip' })).body.value).toEqual({ valid: true });
    expect((await check({ code: 'NOPE1234', domain: '' })).body.value).toEqual({ valid: false });
    expect((await check({ code: '' })).body.value).toEqual({ valid: false });
  });

  it('accepts a domain-bound code only on a request that came on its domain', async () => {
    const valid = async (query: Record<string, string>, headers?: Record<string, string>) =>
      (await check(query, headers)).body.value?.valid;
    expect(await valid({ code: 'AG01DOM' }, onHost('agent01.example.com'))).toBe(true);
    expect(await valid({ code: 'AG01DOM' }, onHost('AGENT01.example.com'))).toBe(true);
    // The client may still send the page's domain: it is not read.
    expect(await valid({ code: 'AG01DOM', domain: '' }, onHost('agent01.example.com'))).toBe(true);
    expect(await valid({ code: 'AG01DOM' }, onHost('localhost:8080'))).toBe(false);
    expect(await valid({ code: 'AG01DOM' })).toBe(false);
    // Unbound codes are valid on any of the site's hosts.
    expect(await valid({ code: 'AG01LINK' }, onHost('agent01.example.com'))).toBe(true);
  });

  it('ignores the domain the client names: a bound code is refused on another host, listed or not', async () => {
    const valid = async (headers: Record<string, string>) =>
      (await check({ code: 'AG01DOM', domain: 'agent01.example.com' }, headers)).body.value?.valid;
    expect(await valid({})).toBe(false);
    expect(await valid(onHost('localhost:8080'))).toBe(false);
    // A host the merchant does not serve the site on is no domain at all, whatever it is called.
    expect(await valid(onHost('evil.example'))).toBe(false);
  });

  it('answers 400 bad_request without a code', async () => {
    const result = await check({ domain: 'x' });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('bad_request');
  });
});

describe('PUT register by username', () => {
  it('creates a type 0 member with a zero wallet and signs them in; the password then logs in', async () => {
    const before = await stored();
    const { status, body } = await registerWithCaptcha({
      username: 'Alice2024',
      nickname: 'Alice Rahman',
      email: 'alice@example.com',
      mobileNum: '1911111111',
      birthday: '1990-05-17',
      registerMethod: 'PWA',
      registerUrl: 'm.vsbdtf5.test',
      domain: 'promo.vsbdtf5.test',
    });
    expect(status).toBe(200);
    const value = body.value as LoginValue;
    expect(value).toMatchObject({ userName: 'Alice2024', type: 0, customerType: 0, firstTimeLogin: true });
    expect(value.token).toMatch(/^[0-9a-f]{64}$/);

    const info = await t.inject({ url: withQuery(API_PATHS.memberInfo), headers: bearer(value.token) });
    expect(info.json<ApiEnvelope<MemberInfo>>().value).toMatchObject({
      account: 'Alice2024',
      type: 0,
      nickname: 'Alice Rahman',
      toUpline: false,
    });
    const wallet = await t.inject({ url: withQuery(API_PATHS.memberWallet), headers: bearer(value.token) });
    expect(wallet.json<ApiEnvelope<MemberWallet>>().value).toEqual({ currency: 'BDT', sumBalance: 0 });

    const row = await theRow<Record<string, unknown>>(
      t,
      'SELECT * FROM members WHERE account = ?',
      'Alice2024',
    );
    expect(row).toMatchObject({
      type: 0,
      email: 'alice@example.com',
      mobile: '1911111111',
      country_dialing_code: '880',
      birthday: '1990-05-17',
      register_method: 'PWA',
      register_url: 'm.vsbdtf5.test',
      // The domain the request came on, not the one the payload names; the API reached directly is on none.
      domain: '',
      parent_id: null,
    });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await stored()).toEqual({
      members: before.members + 1,
      wallets: before.wallets + 1,
      sessions: before.sessions + 1,
      ledger: before.ledger,
    });

    const login = await injectLogin(t, loginPayload('alice2024', 'abc12345'));
    expect(login.status).toBe(200);
  });

  it('accepts the captcha issued for the username being registered', async () => {
    const captcha = await captchaAnswer(t, 'bobby01');
    const { status } = await register(registerPayload({ username: 'bobby01', captcha }));
    expect(status).toBe(200);
  });

  it("makes an affiliate code's owner (agent01) the new member's parent", async () => {
    const { status, body } = await registerWithCaptcha({ username: 'invited01', affiliateCode: 'ag01vip' });
    expect(status).toBe(200);
    const row = await getRow<{ parent: string; to_upline: number }>(
      t.app.db,
      `SELECT p.account AS parent, m.to_upline FROM members m JOIN members p ON p.id = m.parent_id
         WHERE m.account = ?`,
      (body.value as LoginValue).userName,
    );
    expect(row).toEqual({ parent: SEED_ACCOUNTS.agent.account, to_upline: 1 });
  });

  describe('answers 400 validation.failed with the message keys of each failing field and stores nothing', () => {
    const cases: [string, Partial<RegisterPayload>, Record<string, string[]>][] = [
      ['empty username', { username: '' }, { username: ['validation.required'] }],
      ['short username', { username: 'abc' }, { username: ['validation.length'] }],
      [
        'username starting with a digit',
        { username: '1abcde' },
        { username: ['validation.pattern.USERNAME'] },
      ],
      [
        'short username with a symbol',
        { username: 'a!' },
        { username: ['validation.length', 'validation.pattern.USERNAME'] },
      ],
      [
        'password without a digit',
        { password: 'abcdefg', confirmPassword: 'abcdefg' },
        { password: ['validation.pattern.PASSWORD'] },
      ],
      ['too short password', { password: 'a1', confirmPassword: 'a1' }, { password: ['validation.length'] }],
      ['empty confirmation', { confirmPassword: '' }, { confirmPassword: ['validation.confirmRequired'] }],
      [
        'confirmation not matching',
        { confirmPassword: 'abc12346' },
        { confirmPassword: ['validation.confirmMismatch'] },
      ],
      ['malformed e-mail', { email: 'alice@example' }, { email: ['validation.pattern.EMAIL'] }],
      ['mobile number of 5 digits', { mobileNum: '19111' }, { mobileNum: ['validation.length'] }],
      [
        'mobile number with letters',
        { mobileNum: '19111abcde' },
        { mobileNum: ['validation.pattern.MOBILE'] },
      ],
      ['nickname with digits', { nickname: 'R2D2' }, { nickname: ['validation.pattern.NAME'] }],
      ['impossible birthday', { birthday: '2001-02-30' }, { birthday: ['validation.pattern.DATE'] }],
      [
        'birthday under the minimum age',
        { birthday: `${new Date().getUTCFullYear() - 10}-01-01` },
        { birthday: ['validation.minimumAge'] },
      ],
      [
        'empty mobile number on the mobile tab',
        { registerBy: 'mobile', mobileNum: '' },
        { mobileNum: ['validation.required'] },
      ],
      [
        'several fields at once',
        { username: 'x', password: 'short', confirmPassword: 'other' },
        {
          username: ['validation.length'],
          password: ['validation.length', 'validation.pattern.PASSWORD'],
          confirmPassword: ['validation.confirmMismatch'],
        },
      ],
    ];

    it.each(cases)('%s', async (_name, overrides, fields) => {
      const before = await stored();
      const { status, body } = await register(registerPayload(overrides));
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'validation.failed' });
      // Exactly these fields and keys: no parameters, no other fields.
      expect(body.value).toEqual({ fields });
      expect(await stored()).toEqual(before);
    });
  });

  it('answers 401 auth.captcha_invalid for a wrong, missing or expired captcha and stores nothing', async () => {
    const before = await stored();
    const answer = await captchaAnswer(t, 'register');
    const wrong = await register(registerPayload({ captcha: wrongAnswer(answer) }));
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('auth.captcha_invalid');
    // The wrong guess used the captcha up: its right answer no longer works either.
    const reused = await register(registerPayload({ captcha: answer }));
    expect(reused.body.code).toBe('auth.captcha_invalid');

    const none = await register(registerPayload({ captcha: '' }));
    expect(none.body.code).toBe('auth.captcha_invalid');

    const late = await captchaAnswer(t, 'register');
    t.advance(CAPTCHA_TTL_MS + 1);
    const expired = await register(registerPayload({ captcha: late }));
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('auth.captcha_invalid');
    expect(await stored()).toEqual(before);
  });

  it('answers 409 register.username_exists for a taken username in any letter case or a taken mobile number', async () => {
    const before = await stored();
    for (const overrides of [
      { username: 'DEMO01' },
      { username: 'Agent01' },
      { username: 'freshname1', mobileNum: SEED_ACCOUNTS.demo.mobile },
    ]) {
      const { status, body } = await registerWithCaptcha(overrides);
      expect(status).toBe(409);
      expect(body.code).toBe('register.username_exists');
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 400 register.invalid_invitation for an unknown or wrong-domain affiliate code and stores nothing', async () => {
    const before = await stored();
    const unknown = await registerWithCaptcha({ username: 'newbie77', affiliateCode: 'NOPE1234' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('register.invalid_invitation');
    const otherDomain = await registerWithCaptcha({
      username: 'newbie77',
      affiliateCode: 'AG01DOM',
      domain: 'other.example.com',
    });
    expect(otherDomain.body.code).toBe('register.invalid_invitation');
    // The payload's domain is the client's say: a bound code needs a request that came on its domain.
    const namedDomain = await registerWithCaptcha({
      username: 'newbie77',
      affiliateCode: 'AG01DOM',
      domain: 'agent01.example.com',
    });
    expect(namedDomain.body.code).toBe('register.invalid_invitation');
    expect(await stored()).toEqual(before);
  });

  it('registers by a domain-bound code on its domain, with agent01 as parent and that domain stored', async () => {
    const captcha = await captchaAnswer(t, 'register');
    const { status } = await injectEncrypted(
      t,
      'PUT',
      ACCOUNT_PATHS.register,
      registerPayload({ username: 'bound01', affiliateCode: 'AG01DOM', domain: '', captcha }),
      onHost('agent01.example.com'),
    );
    expect(status).toBe(200);
    const row = await getRow(
      t.app.db,
      `SELECT p.account AS parent, m.domain FROM members m JOIN members p ON p.id = m.parent_id
         WHERE m.account = ?`,
      'bound01',
    );
    expect(row).toEqual({ parent: SEED_ACCOUNTS.agent.account, domain: 'agent01.example.com' });
  });

  describe('rejects unreadable or malformed payloads with 400 payload.invalid and stores nothing', () => {
    const { email: _email, ...withoutEmail } = registerPayload();
    const cases: [string, () => { headers: Record<string, string>; payload: unknown }][] = [
      [
        'tampered ciphertext',
        () => {
          const key = createEncryptKey();
          const { data } = encryptPayload(registerPayload(), key);
          return {
            headers: { 'x-encrypt-key': key },
            payload: { data: (data[0] === 'A' ? 'B' : 'A') + data.slice(1) },
          };
        },
      ],
      [
        'ciphertext under another key',
        () => ({
          headers: { 'x-encrypt-key': 'BBBBBBBBBBBBBBBB' },
          payload: encryptPayload(registerPayload(), 'AAAAAAAAAAAAAAAA'),
        }),
      ],
      [
        'missing key header',
        () => ({ headers: {}, payload: encryptPayload(registerPayload(), createEncryptKey()) }),
      ],
      [
        'oversize data',
        () => ({ headers: { 'x-encrypt-key': createEncryptKey() }, payload: { data: 'A'.repeat(16388) } }),
      ],
      ...(
        [
          ['a missing key (email)', withoutEmail],
          ['type 1', { ...registerPayload(), type: 1 }],
          ['type "0" as a string', { ...registerPayload(), type: '0' }],
          ['registerBy email', { ...registerPayload(), registerBy: 'email' }],
          ['registerMethod DESKTOP', { ...registerPayload(), registerMethod: 'DESKTOP' }],
          ['a number for the username', { ...registerPayload(), username: 12345 }],
          ['null for the nickname', { ...registerPayload(), nickname: null }],
          ['a string over 200 characters', registerPayload({ nickname: 'x'.repeat(201) })],
          ['an array instead of an object', [registerPayload()]],
          ['a foreign country dialling code', registerPayload({ countryDialingCode: '91' })],
        ] as [string, unknown][]
      ).map(([name, payload]): [string, () => { headers: Record<string, string>; payload: unknown }] => [
        name,
        () => {
          const key = createEncryptKey();
          return { headers: { 'x-encrypt-key': key }, payload: encryptPayload(payload, key) };
        },
      ]),
    ];

    it.each(cases)('%s', async (_name, make) => {
      const before = await stored();
      const { headers, payload } = make();
      const response = await t.inject({
        method: 'PUT',
        url: withQuery(ACCOUNT_PATHS.register, {}, 'REG3'),
        headers,
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'payload.invalid', value: null });
      expect(await stored()).toEqual(before);
    });
  });
});

describe('PUT register by mobile number', () => {
  it('registers with the SMS code from the outbox; the mobile number becomes the login name', async () => {
    const mobileNum = '1999000001';
    const code = await requestSmsCode(mobileNum, 'register');
    expect(code).toMatch(/^\d{6}$/);
    const before = await stored();
    const captcha = await captchaAnswer(t, mobileNum);
    const { status, body } = await register(
      registerPayload({ registerBy: 'mobile', username: '', mobileNum, verificationCode: code, captcha }),
    );
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ userName: mobileNum, type: 0, firstTimeLogin: true });
    expect(
      await getRow(t.app.db, 'SELECT mobile, country_dialing_code FROM members WHERE account = ?', mobileNum),
    ).toEqual({
      mobile: mobileNum,
      country_dialing_code: '880',
    });
    expect(await stored()).toMatchObject({ members: before.members + 1, wallets: before.wallets + 1 });
    expect(await countRows(t, 'sms_codes', `mobile = '${mobileNum}' AND used_at IS NOT NULL`)).toBe(1);

    // The number is taken now, and so is the login name.
    const again = await registerWithCaptcha({ registerBy: 'mobile', mobileNum, verificationCode: code });
    expect(again.status).toBe(409);
  });

  it('answers 400 sms.code_invalid for a wrong or missing code, keeping the right code usable, and stores nothing', async () => {
    const mobileNum = '1999000002';
    const code = await requestSmsCode(mobileNum, 'register');
    const before = await stored();
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (const verificationCode of [wrongCode, '']) {
      const { status, body } = await registerWithCaptcha({
        registerBy: 'mobile',
        mobileNum,
        verificationCode,
      });
      expect(status).toBe(400);
      expect(body.code).toBe('sms.code_invalid');
    }
    const unrequested = await registerWithCaptcha({
      registerBy: 'mobile',
      mobileNum: '1999000003',
      verificationCode: code,
    });
    expect(unrequested.body.code).toBe('sms.code_invalid');
    expect(await stored()).toEqual(before);
    expect(await countRows(t, 'sms_codes', 'used_at IS NOT NULL AND mobile = ' + `'${mobileNum}'`)).toBe(0);

    const right = await registerWithCaptcha({ registerBy: 'mobile', mobileNum, verificationCode: code });
    expect(right.status).toBe(200);
  });

  it('answers 400 sms.code_expired after 5 minutes and stores nothing', async () => {
    const mobileNum = '1999000004';
    const code = await requestSmsCode(mobileNum, 'register');
    t.advance(SMS_CODE_TTL_MS);
    const before = await stored();
    const { status, body } = await registerWithCaptcha({
      registerBy: 'mobile',
      mobileNum,
      verificationCode: code,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('sms.code_expired');
    expect(await stored()).toEqual(before);
  });

  it("answers 409 for a member's number on the mobile tab, even with a valid login code for it", async () => {
    const code = await requestSmsCode(SEED_ACCOUNTS.agent.mobile, 'login');
    const { status, body } = await registerWithCaptcha({
      registerBy: 'mobile',
      mobileNum: SEED_ACCOUNTS.agent.mobile,
      verificationCode: code,
    });
    expect(status).toBe(409);
    expect(body.code).toBe('register.username_exists');
  });
});
