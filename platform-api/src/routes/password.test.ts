import { createEncryptKey, encryptPayload } from 'shared/crypto';
import { ACCOUNT_PATHS, API_PATHS } from 'shared/contract';
import { SEED_ACCOUNTS } from '../db/seed.ts';
import { SMS_CODE_TTL_MS } from '../db/sms-codes.ts';
import { RESET_TOKEN_TTL_MS } from './password.ts';
import { DEFAULT_PUBLIC_ORIGIN } from '../app.ts';
import {
  bearer,
  captchaAnswer,
  countRows,
  createTestApp,
  injectEncrypted,
  injectLogin,
  loginPayload,
  loginToken,
  readOutbox,
  withQuery,
  theRow,
} from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import type {
  ApiEnvelope,
  ChangePasswordPayload,
  LoginValue,
  SetPasswordByPhonePayload,
} from 'shared/contract';

const HOUR = 60 * 60 * 1000;
const { demo, agent } = SEED_ACCOUNTS;

// Each test gets a fresh database: passwords change here.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function forgotCode(mobileNum: string): Promise<string> {
  const captcha = await captchaAnswer(t, `sms:${mobileNum}`);
  const response = await t.inject({
    method: 'POST',
    url: withQuery(ACCOUNT_PATHS.smsCode),
    payload: { mobileNum, countryDialingCode: '880', purpose: 'forgot', captcha },
  });
  expect(response.statusCode).toBe(200);
  return /\b(\d{6})\b/.exec((await readOutbox(t))[0]?.body ?? '')?.[1] ?? '';
}

const setByPhone = async (payload: unknown) =>
  await injectEncrypted(t, 'POST', ACCOUNT_PATHS.setPasswordByPhone, payload);
const memberStatus = async (token: string) =>
  (await t.inject({ url: withQuery(API_PATHS.memberInfo), headers: bearer(token) })).statusCode;
const passwordHashOf = async (account: string) =>
  (
    await theRow<{
      password_hash: string;
    }>(t, 'SELECT password_hash FROM members WHERE account = ?', account)
  ).password_hash;

describe('POST set password by phone', () => {
  it("sets demo01's new password with a forgot code and revokes all their sessions", async () => {
    const first = await loginToken(t, 'demo01', demo.password);
    const second = await loginToken(t, 'demo01', demo.password);
    const code = await forgotCode(demo.mobile);
    const payload: SetPasswordByPhonePayload = {
      newPassword: 'fresh5678',
      mobileNum: demo.mobile,
      verificationCode: code,
    };
    const { status, body } = await setByPhone(payload);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, code: 'ok', message: 'ok', value: null });
    expect(await memberStatus(first)).toBe(401);
    expect(await memberStatus(second)).toBe(401);
    expect((await injectLogin(t, loginPayload('demo01', demo.password))).status).toBe(401);
    expect((await injectLogin(t, loginPayload('demo01', 'fresh5678'))).status).toBe(200);
    // The code was used up.
    const again = await setByPhone({ ...payload, newPassword: 'other5678' });
    expect(again.body.code).toBe('sms.code_invalid');
  });

  it('answers 400 validation.failed with the newPassword keys for a password breaking the PASSWORD rule', async () => {
    const code = await forgotCode(demo.mobile);
    const hash = await passwordHashOf('demo01');
    for (const [newPassword, keys] of [
      ['', ['validation.required']],
      ['abc', ['validation.length', 'validation.pattern.PASSWORD']],
      ['onlyletters', ['validation.pattern.PASSWORD']],
      ['a1'.repeat(11), ['validation.length']],
    ] as const) {
      const { status, body } = await setByPhone({
        newPassword,
        mobileNum: demo.mobile,
        verificationCode: code,
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'validation.failed', value: { fields: { newPassword: keys } } });
    }
    expect(await passwordHashOf('demo01')).toBe(hash);
    // The code survives validation failures.
    expect(
      (await setByPhone({ newPassword: 'fresh5678', mobileNum: demo.mobile, verificationCode: code })).status,
    ).toBe(200);
  });

  it('answers 400 password.same for the current password and keeps the code for another try', async () => {
    const code = await forgotCode(demo.mobile);
    const same = await setByPhone({
      newPassword: demo.password,
      mobileNum: demo.mobile,
      verificationCode: code,
    });
    expect(same.status).toBe(400);
    expect(same.body.code).toBe('password.same');
    expect(
      (await setByPhone({ newPassword: 'fresh5678', mobileNum: demo.mobile, verificationCode: code })).status,
    ).toBe(200);
  });

  it('answers sms.code_invalid for a wrong code and sms.code_expired for an old one, changing nothing', async () => {
    const token = await loginToken(t, 'demo01', demo.password);
    const hash = await passwordHashOf('demo01');
    const code = await forgotCode(demo.mobile);
    const wrong = await setByPhone({
      newPassword: 'fresh5678',
      mobileNum: demo.mobile,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('sms.code_invalid');
    t.advance(SMS_CODE_TTL_MS);
    const expired = await setByPhone({
      newPassword: 'fresh5678',
      mobileNum: demo.mobile,
      verificationCode: code,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('sms.code_expired');
    expect(await passwordHashOf('demo01')).toBe(hash);
    expect(await memberStatus(token)).toBe(200);
  });

  it.each([
    ['a missing verificationCode', { newPassword: 'fresh5678', mobileNum: demo.mobile }],
    [
      'a number for the mobile',
      { newPassword: 'fresh5678', mobileNum: 1712345678, verificationCode: '123456' },
    ],
    [
      'an over-long code',
      { newPassword: 'fresh5678', mobileNum: demo.mobile, verificationCode: '1'.repeat(11) },
    ],
  ])('answers 400 payload.invalid for %s', async (_name, payload) => {
    const { status, body } = await setByPhone(payload);
    expect(status).toBe(400);
    expect(body.code).toBe('payload.invalid');
  });

  it('answers 400 payload.invalid for a tampered ciphertext', async () => {
    const key = createEncryptKey();
    const { data } = encryptPayload(
      { newPassword: 'fresh5678', mobileNum: demo.mobile, verificationCode: '123456' },
      key,
    );
    const response = await t.inject({
      method: 'POST',
      url: withQuery(ACCOUNT_PATHS.setPasswordByPhone),
      headers: { 'x-encrypt-key': key },
      payload: { data: `${data.slice(0, -8)}AAAAAAA=` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('payload.invalid');
  });
});

describe('POST e-mail recovery (form-encoded)', () => {
  const recover = async (form: Record<string, string>) =>
    await t.inject({
      method: 'POST',
      url: withQuery(ACCOUNT_PATHS.emailRecovery),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('mails a one-time reset link to the stored address, values trimmed and e-mail case-insensitive', async () => {
    const response = await recover({ username: '  Demo01 ', email: ' DEMO01@example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, code: 'ok', message: 'ok', value: null });
    const mail = (await readOutbox(t))[0];
    expect(mail).toMatchObject({ channel: 'email', to: demo.email });
    const token = /\/m\/forget\?token=([0-9a-f]{64})/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(token).toHaveLength(64);
    // The link opens the site's public origin, never a host the request named.
    expect(mail?.body).toContain(`${DEFAULT_PUBLIC_ORIGIN}/m/forget?token=${token}`);
    const row = await theRow<{
      token_hash: string;
      created_at: number;
      expires_at: number;
      used_at: number | null;
    }>(t, 'SELECT token_hash, created_at, expires_at, used_at FROM password_resets');
    expect(row.token_hash).not.toBe(token);
    expect(row.expires_at - row.created_at).toBe(RESET_TOKEN_TTL_MS);
    expect(row.used_at).toBeNull();
  });

  it('answers the same 400 recovery.email_mismatch for an unknown user and a wrong e-mail, sending nothing', async () => {
    const wrongEmail = await recover({ username: 'demo01', email: 'someone@example.com' });
    const unknownUser = await recover({ username: 'nobody99', email: 'demo01@example.com' });
    const noEmailStored = await recover({ username: 'agent01', email: 'agent01@example.com' });
    for (const response of [wrongEmail, unknownUser, noEmailStored]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'recovery.email_mismatch', value: null });
    }
    expect(wrongEmail.json().message).toBe(unknownUser.json().message);
    expect(await countRows(t, 'password_resets')).toBe(0);
    expect((await readOutbox(t)).filter((message) => message.channel === 'email')).toHaveLength(0);
  });

  it('answers 400 validation.failed for a malformed e-mail or an empty username', async () => {
    const response = await recover({ username: ' ', email: 'demo01@example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation.failed',
      value: { fields: { username: ['validation.required'], email: ['validation.pattern.EMAIL'] } },
    });
  });

  it('answers 400 bad_request for a missing field or a JSON body', async () => {
    expect((await recover({ username: 'demo01' })).json().code).toBe('bad_request');
    const json = await t.inject({
      method: 'POST',
      url: withQuery(ACCOUNT_PATHS.emailRecovery),
      payload: { username: 'demo01', email: demo.email },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('bad_request');
  });

  it('allows 3 requests per username an hour (429 rate_limited), counting failed ones', async () => {
    expect((await recover({ username: 'demo01', email: 'x1@example.com' })).statusCode).toBe(400);
    expect((await recover({ username: 'DEMO01', email: demo.email })).statusCode).toBe(200);
    expect((await recover({ username: 'demo01', email: demo.email })).statusCode).toBe(200);
    const limited = await recover({ username: 'demo01', email: demo.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', value: { retryAfterMs: HOUR } });
    // Other usernames are not affected.
    expect((await recover({ username: 'agent01', email: 'a@example.com' })).statusCode).toBe(400);
    t.advance(HOUR);
    expect((await recover({ username: 'demo01', email: demo.email })).statusCode).toBe(200);
  });

  it('mails 3 links for 6 simultaneous requests for one username', async () => {
    const before = await countRows(t, 'password_resets');
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => await recover({ username: 'demo01', email: demo.email })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await countRows(t, 'password_resets')).toBe(before + 3);
  });
});

describe('POST change password', () => {
  const change = async (token: string, payload: unknown) =>
    await t.inject({
      method: 'POST',
      url: withQuery(ACCOUNT_PATHS.changePassword),
      headers: bearer(token),
      payload: payload as object,
    });
  const body = (overrides: Partial<ChangePasswordPayload> = {}): ChangePasswordPayload => ({
    oldPassword: agent.password,
    newPassword: 'brandnew99',
    confirmNewPassword: 'brandnew99',
    ...overrides,
  });

  it("changes agent01's password, keeps the current session and revokes the others", async () => {
    const current = await loginToken(t, 'agent01', agent.password);
    const other = await loginToken(t, 'agent01', agent.password);
    const response = await change(current, body());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, code: 'ok', message: 'ok', value: null });
    expect(await memberStatus(current)).toBe(200);
    expect(await memberStatus(other)).toBe(401);
    expect((await injectLogin(t, loginPayload('agent01', 'brandnew99'))).status).toBe(200);
    expect((await injectLogin(t, loginPayload('agent01', agent.password))).status).toBe(401);
  });

  it('answers 400 password.wrong_old for a wrong old password and changes nothing', async () => {
    const token = await loginToken(t, 'agent01', agent.password);
    const hash = await passwordHashOf('agent01');
    const response = await change(token, body({ oldPassword: 'not-it-123' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('password.wrong_old');
    expect(await passwordHashOf('agent01')).toBe(hash);
  });

  it.each([
    [
      'a new password without digits',
      { newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' },
      { newPassword: ['validation.pattern.PASSWORD'] },
    ],
    [
      'a too short new password',
      { newPassword: 'a1', confirmNewPassword: 'a1' },
      { newPassword: ['validation.length'] },
    ],
    [
      'a confirmation not matching',
      { confirmNewPassword: 'brandnew98' },
      { confirmNewPassword: ['validation.confirmMismatch'] },
    ],
    [
      'an empty confirmation',
      { confirmNewPassword: '' },
      { confirmNewPassword: ['validation.confirmRequired'] },
    ],
  ])('answers 400 validation.failed for %s', async (_name, overrides, fields) => {
    const token = await loginToken(t, 'agent01', agent.password);
    const hash = await passwordHashOf('agent01');
    const response = await change(token, body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed', value: { fields } });
    expect(await passwordHashOf('agent01')).toBe(hash);
  });

  it('answers 400 password.same when the new password equals the old one', async () => {
    const token = await loginToken(t, 'agent01', agent.password);
    const response = await change(
      token,
      body({ newPassword: agent.password, confirmNewPassword: agent.password }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('password.same');
  });

  it('answers 400 bad_request for missing or wrongly typed fields, and 401 without a token', async () => {
    const token = await loginToken(t, 'agent01', agent.password);
    expect((await change(token, { oldPassword: agent.password })).json().code).toBe('bad_request');
    expect((await change(token, { ...body(), newPassword: 12345678 })).json().code).toBe('bad_request');
    const anonymous = await t.inject({
      method: 'POST',
      url: withQuery(ACCOUNT_PATHS.changePassword),
      payload: body(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('auth.not_logged_in');
  });

  it('answers 403 auth.trial_forbidden to a trial session', async () => {
    const trial = await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.trial) });
    const token = trial.json<ApiEnvelope<LoginValue>>().value?.token ?? '';
    const response = await change(token, body());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth.trial_forbidden');
  });
});

describe('POST reset password with the e-mailed link', () => {
  async function mailedToken(): Promise<string> {
    const response = await t.inject({
      method: 'POST',
      url: withQuery(ACCOUNT_PATHS.emailRecovery),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'demo01', email: demo.email }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const mail = (await readOutbox(t))[0];
    return /\/m\/forget\?token=([0-9a-f]{64})/.exec(mail?.body ?? '')?.[1] ?? '';
  }
  const reset = async (payload: object) =>
    await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.resetPasswordByEmail), payload });
  const fresh = 'Fresh2026pw';

  it('sets the new password once, ends every session of the member, and the new password signs in', async () => {
    const first = await loginToken(t, 'demo01', demo.password);
    const second = await loginToken(t, 'demo01', demo.password);
    const token = await mailedToken();
    const response = await reset({ token, newPassword: fresh, confirmNewPassword: fresh });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, code: 'ok', message: 'ok', value: null });
    expect(await memberStatus(first)).toBe(401);
    expect(await memberStatus(second)).toBe(401);
    expect((await injectLogin(t, loginPayload('demo01', demo.password))).status).toBe(401);
    expect((await injectLogin(t, loginPayload('demo01', fresh))).status).toBe(200);

    const hash = await passwordHashOf('demo01');
    const again = await reset({ token, newPassword: 'Other2026pw', confirmNewPassword: 'Other2026pw' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'recovery.token_used' });
    expect(await passwordHashOf('demo01')).toBe(hash);
  });

  it('answers recovery.token_expired after 30 minutes and recovery.token_invalid for an unknown token, changing nothing', async () => {
    const session = await loginToken(t, 'demo01', demo.password);
    const token = await mailedToken();
    const hash = await passwordHashOf('demo01');
    const unknown = await reset({ token: 'f'.repeat(64), newPassword: fresh, confirmNewPassword: fresh });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 'recovery.token_invalid' });
    t.advance(RESET_TOKEN_TTL_MS);
    const expired = await reset({ token, newPassword: fresh, confirmNewPassword: fresh });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ success: false, code: 'recovery.token_expired' });
    expect(await passwordHashOf('demo01')).toBe(hash);
    expect(await memberStatus(session)).toBe(200);
    expect(await countRows(t, 'password_resets', 'used_at IS NOT NULL')).toBe(0);
  });

  it('checks the new password by the PASSWORD rule and its confirmation, keeping the link for another try', async () => {
    const token = await mailedToken();
    const hash = await passwordHashOf('demo01');
    const weak = await reset({ token, newPassword: 'ab', confirmNewPassword: 'ab' });
    expect(weak.statusCode).toBe(400);
    const fieldsOf = (response: { json: <T>() => T }) =>
      Object.keys(response.json<ApiEnvelope<{ fields: Record<string, unknown> }>>().value?.fields ?? {});
    expect(weak.json().code).toBe('validation.failed');
    expect(fieldsOf(weak)).toContain('newPassword');
    const mismatch = await reset({ token, newPassword: fresh, confirmNewPassword: `${fresh}x` });
    expect(mismatch.json().code).toBe('validation.failed');
    expect(fieldsOf(mismatch)).toEqual(['confirmNewPassword']);
    const missing = await reset({ token, newPassword: fresh });
    expect(missing.json()).toMatchObject({ code: 'bad_request' });
    expect(await passwordHashOf('demo01')).toBe(hash);
    expect((await reset({ token, newPassword: fresh, confirmNewPassword: fresh })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link set the password', async () => {
    const token = await mailedToken();
    const results = await Promise.all(
      ['Racer2026one', 'Racer2026two'].map(
        async (password) => await reset({ token, newPassword: password, confirmNewPassword: password }),
      ),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((result) => result.statusCode === 400)?.json()).toMatchObject({
      code: 'recovery.token_used',
    });
  });
});
