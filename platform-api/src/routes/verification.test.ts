import { createHash } from 'node:crypto';
import { ACCOUNT_PATHS } from 'shared/contract';
import { SEED_ACCOUNTS } from '../db/seed.ts';
import { SMS_CODE_TTL_MS } from '../db/sms-codes.ts';
import {
  bearer,
  captchaAnswer,
  countRows,
  createTestApp,
  fromIp,
  injectLogin,
  loginToken,
  readOutbox,
  withQuery,
  wrongAnswer,
  theRow,
} from '../testing/test-app.ts';
import { setFlags } from '../testing/protection.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { ApiEnvelope, LoginPayload, LoginValue, SmsCodeValue, SmsPurpose } from 'shared/contract';
import { allRows } from '../db/database.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DEMO_MOBILE = SEED_ACCOUNTS.demo.mobile;
const AGENT_MOBILE = SEED_ACCOUNTS.agent.mobile;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.advance(2 * HOUR);
  await t.app.db.exec('DELETE FROM login_attempts');
});

const postSms = async (body: unknown, headers: Record<string, string> = {}) =>
  await t.inject({
    method: 'POST',
    url: withQuery(ACCOUNT_PATHS.smsCode, {}, 'COMM3'),
    payload: body as object,
    headers,
  });

/** Requests a code with a solved captcha; returns the HTTP answer and the code sent (when one was). */
async function requestCode(mobileNum: string, purpose: SmsPurpose, headers: Record<string, string> = {}) {
  const captcha = await captchaAnswer(t, `sms:${mobileNum}`);
  const response = await postSms({ mobileNum, countryDialingCode: '880', purpose, captcha }, headers);
  const newest = (await readOutbox(t))[0];
  const code = newest?.channel === 'sms' ? (/\b(\d{6})\b/.exec(newest.body)?.[1] ?? '') : '';
  return { status: response.statusCode, body: response.json<ApiEnvelope<unknown>>(), code };
}

const smsLogin = async (mobile: string, code: string, headers?: Record<string, string>) => {
  const payload: LoginPayload = {
    username: mobile,
    password: code,
    captcha: '',
    type: 'sms',
    countryDialingCode: '880',
  };
  return await injectLogin(t, payload, headers);
};

const other = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST sms code', () => {
  it('sends a 6-digit code to +880<number> through the outbox, stores only its hash, and answers its expiry', async () => {
    const before = Date.now();
    const { status, body, code } = await requestCode(DEMO_MOBILE, 'login');
    expect(status).toBe(200);
    const value = body.value as SmsCodeValue;
    expect(code).toMatch(/^\d{6}$/);
    expect(value.expirationTime).toBeGreaterThan(before);
    const row = await theRow<{
      code_hash: string;
      created_at: number;
      expires_at: number;
    }>(t, 'SELECT * FROM sms_codes ORDER BY id DESC LIMIT 1');
    expect(row.expires_at).toBe(value.expirationTime);
    expect(row.expires_at - row.created_at).toBe(SMS_CODE_TTL_MS);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toBe(createHash('sha256').update(`${DEMO_MOBILE}:${code}`).digest('hex'));
  });

  it('answers 401 auth.captcha_invalid for a wrong, missing or other-key captcha and sends nothing', async () => {
    const sent = await countRows(t, 'sms_codes');
    const answer = await captchaAnswer(t, `sms:${DEMO_MOBILE}`);
    const wrong = await postSms({
      mobileNum: DEMO_MOBILE,
      countryDialingCode: '880',
      purpose: 'login',
      captcha: wrongAnswer(answer),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('auth.captcha_invalid');
    // A captcha issued for a different key does not count.
    const otherKey = await captchaAnswer(t, DEMO_MOBILE);
    const mismatched = await postSms({
      mobileNum: DEMO_MOBILE,
      countryDialingCode: '880',
      purpose: 'login',
      captcha: otherKey,
    });
    expect(mismatched.json().code).toBe('auth.captcha_invalid');
    expect(await countRows(t, 'sms_codes')).toBe(sent);
    expect((await readOutbox(t)).filter((message) => message.channel === 'sms')).toHaveLength(
      await countRows(t, 'sms_codes'),
    );
  });

  it('answers 401 auth.user_not_found for login or forgot to a number no member has', async () => {
    for (const purpose of ['login', 'forgot'] as const) {
      const result = await requestCode('1700000099', purpose);
      expect(result.status).toBe(401);
      expect(result.body.code).toBe('auth.user_not_found');
    }
    expect(await countRows(t, 'sms_codes', "mobile = '1700000099'")).toBe(0);
  });

  it("answers 409 register.username_exists for registering a member's number", async () => {
    const result = await requestCode(AGENT_MOBILE, 'register');
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('register.username_exists');
  });

  it.each([
    ['a 9-digit number', { mobileNum: '171234567' }],
    ['a number with letters', { mobileNum: '17123456ab' }],
    ['a number as a JSON number', { mobileNum: 1712345678 }],
    ['an unknown purpose', { purpose: 'lottery' }],
    ['a foreign dialling code', { countryDialingCode: '91' }],
    ['a missing captcha', { captcha: undefined }],
    ['a captcha over 6 characters', { captcha: '1234567' }],
  ])('answers 400 bad_request for %s and sends nothing', async (_name, override) => {
    const sent = await countRows(t, 'sms_codes');
    const response = await postSms({
      mobileNum: DEMO_MOBILE,
      countryDialingCode: '880',
      purpose: 'login',
      captcha: '1234',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
    expect(await countRows(t, 'sms_codes')).toBe(sent);
  });

  it('allows one code a minute per number and purpose: 429 sms.rate_limited with retryAfterMs, then fine after 60 s', async () => {
    expect((await requestCode(DEMO_MOBILE, 'forgot')).status).toBe(200);
    t.advance(20_000);
    const limited = await requestCode(DEMO_MOBILE, 'forgot');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'sms.rate_limited', value: { retryAfterMs: 40_000 } });
    // Another purpose is not held up by the minute (the hourly limit per number still counts both).
    expect((await requestCode(DEMO_MOBILE, 'login')).status).toBe(200);
    t.advance(40_000);
    expect((await requestCode(DEMO_MOBILE, 'forgot')).status).toBe(200);
  });

  it('sends one code for 5 simultaneous requests to one number and purpose, each with its own captcha', async () => {
    const sent = await countRows(t, 'sms_codes', `mobile = '${DEMO_MOBILE}'`);
    const captchas = [];
    for (let i = 0; i < 5; i += 1) captchas.push(await captchaAnswer(t, `sms:${DEMO_MOBILE}`));
    const answers = await Promise.all(
      captchas.map(
        async (captcha) =>
          await postSms({ mobileNum: DEMO_MOBILE, countryDialingCode: '880', purpose: 'forgot', captcha }),
      ),
    );
    const codes = answers.map((answer) => answer.json<ApiEnvelope<unknown>>().code);
    expect(codes.filter((answer) => answer === 'ok')).toHaveLength(1);
    expect(codes.filter((answer) => answer === 'sms.rate_limited')).toHaveLength(4);
    expect(await countRows(t, 'sms_codes', `mobile = '${DEMO_MOBILE}'`)).toBe(sent + 1);
  });

  it('allows 5 codes an hour per number', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(DEMO_MOBILE, 'login')).status).toBe(200);
      t.advance(MINUTE);
    }
    const limited = await requestCode(DEMO_MOBILE, 'login');
    expect(limited.status).toBe(429);
    // The first of the five leaves the hour window 55 minutes from now.
    expect(limited.body.value).toEqual({ retryAfterMs: 55 * MINUTE });
    t.advance(55 * MINUTE);
    expect((await requestCode(DEMO_MOBILE, 'login')).status).toBe(200);
  });

  it('allows 10 codes an hour per IP, whatever the numbers', async () => {
    const ip = fromIp('198.51.100.7');
    for (let i = 0; i < 10; i += 1) {
      expect((await requestCode(`19880000${String(i).padStart(2, '0')}`, 'register', ip)).status).toBe(200);
    }
    const limited = await requestCode('1988000099', 'register', ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('sms.rate_limited');
    // Another address is not affected.
    expect((await requestCode('1988000099', 'register', fromIp('198.51.100.8'))).status).toBe(200);
  });

  it("sends a security code to the signed-in member's own number without a captcha, whatever the payout switch, and none without a session", async () => {
    const body = { mobileNum: '1999999999', countryDialingCode: '', purpose: 'security', captcha: '' };
    const anonymous = await postSms(body);
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'auth.not_logged_in']);
    await setFlags(t, { SECPAYOUTSMS: false });
    const token = await loginToken(t, 'demo01', SEED_ACCOUNTS.demo.password);
    const sent = await postSms(body, bearer(token));
    await setFlags(t, { SECPAYOUTSMS: true });
    expect(sent.statusCode).toBe(200);
    const newest = (await readOutbox(t))[0];
    expect(newest).toMatchObject({ channel: 'sms', to: `+880${DEMO_MOBILE}` });
    expect(newest?.body).toMatch(/\b\d{6}\b/);
    expect(await countRows(t, 'outbox', "recipient = '+8801999999999'")).toBe(0);
  });

  it('answers 403 auth.trial_forbidden to a trial session asking for a login or forgot code', async () => {
    const trial = await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.trial) });
    const token = trial.json<ApiEnvelope<LoginValue>>().value?.token ?? '';
    for (const purpose of ['login', 'forgot'] as const) {
      const result = await requestCode(DEMO_MOBILE, purpose, bearer(token));
      expect(result.status).toBe(403);
      expect(result.body.code).toBe('auth.trial_forbidden');
    }
  });
});

describe('POST login by SMS code', () => {
  it('signs demo01 in with the code and uses the code up', async () => {
    const { code } = await requestCode(DEMO_MOBILE, 'login');
    const { status, body } = await smsLogin(DEMO_MOBILE, code);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ userName: 'demo01', type: 0 });
    const reused = await smsLogin(DEMO_MOBILE, code);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('sms.code_invalid');
  });

  it('answers sms.code_invalid for a wrong code or a code of another purpose, without a session', async () => {
    const sessions = await countRows(t, 'sessions');
    const { code } = await requestCode(DEMO_MOBILE, 'forgot');
    const wrongPurpose = await smsLogin(DEMO_MOBILE, code);
    expect(wrongPurpose.status).toBe(400);
    expect(wrongPurpose.body.code).toBe('sms.code_invalid');
    t.advance(MINUTE);
    const login = await requestCode(DEMO_MOBILE, 'login');
    const wrong = await smsLogin(DEMO_MOBILE, other(login.code));
    expect(wrong.body.code).toBe('sms.code_invalid');
    expect(await countRows(t, 'sessions')).toBe(sessions);
    // The right code still works after one wrong guess.
    expect((await smsLogin(DEMO_MOBILE, login.code)).status).toBe(200);
  });

  it('answers 400 sms.code_expired after 5 minutes', async () => {
    const { code } = await requestCode(DEMO_MOBILE, 'login');
    t.advance(SMS_CODE_TTL_MS);
    const { status, body } = await smsLogin(DEMO_MOBILE, code);
    expect(status).toBe(400);
    expect(body.code).toBe('sms.code_expired');
  });

  it('burns a code after 5 wrong guesses', async () => {
    const { code } = await requestCode(DEMO_MOBILE, 'login');
    for (let i = 0; i < 5; i += 1)
      expect((await smsLogin(DEMO_MOBILE, other(code))).body.code).toBe('sms.code_invalid');
    expect((await smsLogin(DEMO_MOBILE, code)).body.code).toBe('sms.code_invalid');
  });

  it('counts 20 simultaneous wrong guesses like guesses one after another: the code burns after 5', async () => {
    const { code } = await requestCode(DEMO_MOBILE, 'login');
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => await smsLogin(DEMO_MOBILE, other(code))),
    );
    const codes = answers.map((answer) => answer.body.code);
    // 8 failed sign-ins lock the account; the guesses after the lock are refused without a check.
    expect(codes.filter((answer) => answer === 'sms.code_invalid')).toHaveLength(8);
    expect(codes.filter((answer) => answer === 'auth.account_locked')).toHaveLength(12);
    const row = await theRow<{ failed_attempts: number; invalidated_at: number | null }>(
      t,
      "SELECT failed_attempts, invalidated_at FROM sms_codes WHERE mobile = ? AND purpose = 'login' ORDER BY id DESC LIMIT 1",
      DEMO_MOBILE,
    );
    expect(row.failed_attempts).toBe(5);
    expect(row.invalidated_at).not.toBeNull();
    await t.app.db.exec('DELETE FROM login_attempts');
    expect((await smsLogin(DEMO_MOBILE, code)).body.code).toBe('sms.code_invalid');
  });

  it('starts one session for 10 simultaneous logins with one code', async () => {
    const sessions = await countRows(t, 'sessions');
    const { code } = await requestCode(DEMO_MOBILE, 'login');
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => await smsLogin(DEMO_MOBILE, code)),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((answer) => answer === 'ok')).toHaveLength(1);
    expect(codes.filter((answer) => answer === 'sms.code_invalid')).toHaveLength(9);
    expect(await countRows(t, 'sessions')).toBe(sessions + 1);
  });

  it('invalidates the older code when a new one is sent for the same number and purpose', async () => {
    const first = await requestCode(AGENT_MOBILE, 'login');
    t.advance(MINUTE);
    const second = await requestCode(AGENT_MOBILE, 'login');
    const rows = await allRows<{ invalidated_at: number | null }>(
      t.app.db,
      "SELECT invalidated_at FROM sms_codes WHERE mobile = ? AND purpose = 'login' ORDER BY id DESC LIMIT 2",
      AGENT_MOBILE,
    );
    expect(rows.map((row) => row.invalidated_at === null)).toEqual([true, false]);
    // (Two random codes are equal once in a million; then the first one "works" as the second.)
    const firstAgain = await smsLogin(
      AGENT_MOBILE,
      first.code === second.code ? other(second.code) : first.code,
    );
    expect(firstAgain.body.code).toBe('sms.code_invalid');
    const ok = await smsLogin(AGENT_MOBILE, second.code);
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ userName: 'agent01', type: 1 });
  });
});
