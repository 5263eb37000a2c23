// Account takeover with a stolen session, written as the thief's requests: a session alone must not become the
// account. Changing the e-mail, binding a number, setting payment details and payout accounts need the login
// password again (wrong ones count towards the sign-in lock) and a code to the bound number; the old channels
// are told; a channel changed within a day resets no password; reset links die when a newer one is sent or the
// password or a channel changes; and the sign-in lock covers signing in by SMS.
import { ACCOUNT_PATHS, MONEY_PATHS, PROTECTION_PATHS } from 'shared/contract';
import { SEED_PAYMENT_PASSWORD } from '../db/money-seed.ts';
import { SEED_ACCOUNTS } from '../db/seed.ts';
import { issueSmsCode } from '../db/sms-codes.ts';
import { RECOVERY_CHANNEL_COOL_DOWN_MS } from '../lib/account-security.ts';
import {
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
import { memberClient } from '../testing/member-client.ts';
import { freshMember, newestSmsCode, ownSmsCode, stepUp } from '../testing/protection.ts';
import type { InjectResponse, TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { LoginPayload, SecurityOverview, SmsPurpose } from 'shared/contract';

const DAY = RECOVERY_CHANNEL_COOL_DOWN_MS;
const { demo } = SEED_ACCOUNTS;
const DEMO_PHONE = `+880${demo.mobile}`;
const THIEF_EMAIL = 'thief@example.net';
const THIEF_MOBILE = '1999000111';

// Each test gets a fresh database: e-mails, passwords and locks change here.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp('development', { devAutoApproveMs: null });
});
afterEach(async () => {
  await t.close();
});

/** A session of demo01, as a thief holding its token has it. */
const demoSession = async (): Promise<MemberClient> =>
  memberClient(t, await loginToken(t, 'demo01', demo.password));

const emailOf = async (account: string) =>
  (await theRow<{ email: string }>(t, 'SELECT email FROM members WHERE account = ?', account)).email;

const overviewOf = async (client: MemberClient) => await client.value<SecurityOverview>(MONEY_PATHS.security);

const codeOf = (response: InjectResponse) => [response.statusCode, response.json().code];

const messagesTo = async (to: string) => (await readOutbox(t)).filter((message) => message.to === to);

/** POST /wps/member/password/email, form-encoded as the recovery page sends it. */
const recoverByEmail = async (username: string, email: string) =>
  await t.inject({
    method: 'POST',
    url: withQuery(ACCOUNT_PATHS.emailRecovery),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, email }).toString(),
  });

/** Asks for a reset link for demo01 and returns its token, read from the e-mail (`/m/forget?token=…`). */
async function resetLink(email: string = demo.email): Promise<string> {
  const response = await recoverByEmail('demo01', email);
  expect(response.statusCode).toBe(200);
  const mail = (await messagesTo(email))[0];
  const token = /\/m\/forget\?token=([0-9a-f]{64})/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no reset link to ${email} in the outbox`);
  return token;
}

const resetByLink = async (token: string, newPassword: string) =>
  await t.inject({
    method: 'POST',
    url: withQuery(ACCOUNT_PATHS.resetPasswordByEmail),
    payload: { token, newPassword, confirmNewPassword: newPassword },
  });

/** POST /wps/verification/sms for a number the caller names, with the captcha of `sms:<number>` solved. */
async function requestCode(mobileNum: string, purpose: SmsPurpose, client?: MemberClient) {
  const captcha = await captchaAnswer(t, `sms:${mobileNum}`);
  const body = { mobileNum, countryDialingCode: '880', purpose, captcha };
  return client
    ? await client.post(ACCOUNT_PATHS.smsCode, body)
    : await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.smsCode), payload: body });
}

describe('a stolen session changing the e-mail to reset the password through it', () => {
  // curl -X POST '/wps/security/email' -H 'Authorization: Bearer <stolen token>' \
  //   -d '{"email":"thief@example.net","loginPassword":"<guess>","smsCode":"<guess>"}'
  // curl -X POST '/wps/member/password/email' -d 'username=demo01&email=thief@example.net'
  // curl -X POST '/wps/member/password/email/reset' -d '{"token":"<from the mail>","newPassword":"…"}'

  it('is refused without the login password, so no reset link can be sent to the thief', async () => {
    const stolen = await demoSession();
    const change = await stolen.post(MONEY_PATHS.bindEmail, { email: THIEF_EMAIL });
    expect(codeOf(change)).toEqual([400, 'auth.password_invalid']);
    expect(await emailOf('demo01')).toBe(demo.email);

    const recovery = await recoverByEmail('demo01', THIEF_EMAIL);
    expect(codeOf(recovery)).toEqual([400, 'recovery.email_mismatch']);
    expect(await messagesTo(THIEF_EMAIL)).toEqual([]);
    expect(await countRows(t, 'password_resets')).toBe(0);
  });

  it('counts each wrong login password as a failed sign-in: after 8 the account is locked for the thief and the owner alike', async () => {
    const stolen = await demoSession();
    // Failures count from the last successful sign-in on: the guesses come a moment after the stolen one.
    t.advance(1000);
    for (let guess = 0; guess < 8; guess += 1) {
      const response = await stolen.post(MONEY_PATHS.bindEmail, {
        email: THIEF_EMAIL,
        loginPassword: `guess${guess}pw`,
      });
      expect(codeOf(response)).toEqual([400, 'auth.password_invalid']);
    }
    // Even the right password and a right code no longer change anything.
    const ninth = await stolen.post(MONEY_PATHS.bindEmail, {
      email: THIEF_EMAIL,
      ...(await stepUp(t, stolen, demo.password)),
    });
    expect(codeOf(ninth)).toEqual([423, 'auth.account_locked']);
    expect(await emailOf('demo01')).toBe(demo.email);

    const owner = await injectLogin(t, loginPayload('demo01', demo.password));
    expect([owner.status, owner.body.code]).toEqual([423, 'auth.account_locked']);
  });

  it('asks for the code sent to the bound mobile once the password is right, and refuses a wrong one', async () => {
    const stolen = await demoSession();
    const noCode = await stolen.post(MONEY_PATHS.bindEmail, {
      email: THIEF_EMAIL,
      loginPassword: demo.password,
    });
    expect(codeOf(noCode)).toEqual([400, 'sms.code_required']);

    // The code goes to the owner's phone; the thief can only guess it.
    const sent = await ownSmsCode(t, stolen, 'security');
    const guessed = await stolen.post(MONEY_PATHS.bindEmail, {
      email: THIEF_EMAIL,
      loginPassword: demo.password,
      smsCode: sent === '000000' ? '111111' : '000000',
    });
    expect(codeOf(guessed)).toEqual([400, 'sms.code_invalid']);
    expect(await emailOf('demo01')).toBe(demo.email);
    expect((await overviewOf(stolen)).changes).toEqual([]);
  });

  it('changes the e-mail with the password and the code, tells the old e-mail and the mobile, lists the change, and resets no password through the new e-mail for a day', async () => {
    const owner = await demoSession();
    const changedAt = new Date(t.now()).toISOString();
    const proof = await stepUp(t, owner, demo.password);
    const changed = await owner.post(MONEY_PATHS.bindEmail, { email: THIEF_EMAIL, ...proof });
    expect(changed.statusCode).toBe(200);
    expect(await emailOf('demo01')).toBe(THIEF_EMAIL);
    // The code was used up by the change.
    const again = await owner.post(MONEY_PATHS.bindEmail, { email: 'other@example.com', ...proof });
    expect(codeOf(again)).toEqual([400, 'sms.code_invalid']);

    const told = /e-mail address of your account demo01 was changed/;
    expect(
      (await messagesTo(demo.email)).filter((m) => m.channel === 'email' && told.test(m.body)),
    ).toHaveLength(1);
    expect(
      (await messagesTo(DEMO_PHONE)).filter((m) => m.channel === 'sms' && told.test(m.body)),
    ).toHaveLength(1);
    const overview = await overviewOf(owner);
    expect(overview.email).toBe('th****@example.net');
    expect(overview.changes).toEqual([
      { kind: 'email', at: changedAt, notified: ['de****@example.com', '+880 17******78'] },
    ]);

    const early = await recoverByEmail('demo01', THIEF_EMAIL);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: 'recovery.channel_recent',
      value: { channel: 'email', retryAfterMs: DAY },
    });
    t.advance(DAY - 1);
    expect(codeOf(await recoverByEmail('demo01', THIEF_EMAIL))).toEqual([403, 'recovery.channel_recent']);
    expect(await countRows(t, 'password_resets')).toBe(0);

    t.advance(1);
    const token = await resetLink(THIEF_EMAIL);
    expect((await resetByLink(token, 'Fresh2026pw')).statusCode).toBe(200);
  });
});

describe('a stolen session binding its own number to an account without one', () => {
  // curl '/wps/captcha?username=sms:1999000111'
  // curl -X POST '/wps/verification/sms' -H 'Authorization: Bearer <stolen token>' \
  //   -d '{"mobileNum":"1999000111","countryDialingCode":"880","purpose":"bind_mobile","captcha":"…"}'
  // curl -X POST '/wps/security/mobile' -H 'Authorization: Bearer <stolen token>' \
  //   -d '{"mobileNum":"1999000111","smsCode":"<to the thief>","loginPassword":"<guess>"}'
  // curl -X POST '/wps/verification/sms' -d '{"mobileNum":"1999000111","purpose":"forgot",…}'
  // curl -X POST '/wps/member/password/phone' -d '<encrypted {"mobileNum":"1999000111","verificationCode":…}>'
  const OWNER_EMAIL = 'owner.nomobile@example.com';

  it('is refused without the login password; with it the number is bound, the e-mail told, and the number resets no password for a day', async () => {
    const {
      client: stolen,
      username,
      password,
    } = await freshMember(t, 'nomob', {
      withMobile: false,
      email: OWNER_EMAIL,
    });
    expect((await requestCode(THIEF_MOBILE, 'bind_mobile', stolen)).statusCode).toBe(200);
    const bindCode = await newestSmsCode(t, `+880${THIEF_MOBILE}`);

    const refused = await stolen.post(PROTECTION_PATHS.bindMobile, {
      mobileNum: THIEF_MOBILE,
      smsCode: bindCode,
    });
    expect(codeOf(refused)).toEqual([400, 'auth.password_invalid']);
    expect((await overviewOf(stolen)).mobile).toBeNull();
    expect(await messagesTo(OWNER_EMAIL)).toEqual([]);

    const boundAt = new Date(t.now()).toISOString();
    const bound = await stolen.post(PROTECTION_PATHS.bindMobile, {
      mobileNum: THIEF_MOBILE,
      smsCode: bindCode,
      loginPassword: password,
    });
    expect(bound.statusCode).toBe(200);
    const overview = await overviewOf(stolen);
    expect(overview.mobile).toBe('+880 19******11');
    expect(overview.changes).toEqual([{ kind: 'mobile', at: boundAt, notified: ['ow****@example.com'] }]);
    const told = new RegExp(`mobile number of your account ${username} was changed`);
    expect(
      (await messagesTo(OWNER_EMAIL)).filter((m) => m.channel === 'email' && told.test(m.body)),
    ).toHaveLength(1);

    const sentBefore = (await messagesTo(`+880${THIEF_MOBILE}`)).length;
    const forgot = await requestCode(THIEF_MOBILE, 'forgot');
    expect(forgot.statusCode).toBe(403);
    expect(forgot.json()).toMatchObject({
      code: 'recovery.channel_recent',
      value: { channel: 'mobile', retryAfterMs: DAY },
    });
    expect(await messagesTo(`+880${THIEF_MOBILE}`)).toHaveLength(sentBefore);

    // A forgot code for the number that exists all the same (put in the store here) resets nothing either.
    const leaked = (await issueSmsCode(t.app.db, THIEF_MOBILE, 'forgot', '127.0.0.1', t.now())).code;
    const byPhone = await injectEncrypted(t, 'POST', ACCOUNT_PATHS.setPasswordByPhone, {
      newPassword: 'Thief2026pw',
      mobileNum: THIEF_MOBILE,
      verificationCode: leaked,
    });
    expect([byPhone.status, byPhone.body.code]).toEqual([403, 'recovery.channel_recent']);
    expect((await injectLogin(t, loginPayload(username, password))).status).toBe(200);

    t.advance(DAY);
    expect((await requestCode(THIEF_MOBILE, 'forgot')).statusCode).toBe(200);
  });
});

describe('a stolen session setting payment details', () => {
  // curl -X POST '/wps/security/payment-password' -H 'Authorization: Bearer <stolen token>' \
  //   -d '{"oldPaymentPassword":"","newPaymentPassword":"246810"}'
  // curl -X POST '/wps/security/payee-name' -H 'Authorization: Bearer <stolen token>' -d '{"payeeName":"…"}'

  it('cannot set a first payment password or the payee name without the login password and the code, and nothing is stored', async () => {
    const { client: stolen, password } = await freshMember(t, 'pay');
    const attempts = (step: object) => [
      stolen.post(MONEY_PATHS.paymentPassword, {
        oldPaymentPassword: '',
        newPaymentPassword: '246810',
        ...step,
      }),
      stolen.post(MONEY_PATHS.payeeName, { payeeName: 'Thief Name', ...step }),
    ];
    for (const response of await Promise.all(attempts({}))) {
      expect(codeOf(response)).toEqual([400, 'auth.password_invalid']);
    }
    // The member has a mobile number bound: the password alone is not enough either.
    for (const response of await Promise.all(attempts({ loginPassword: password }))) {
      expect(codeOf(response)).toEqual([400, 'sms.code_required']);
    }
    expect(await overviewOf(stolen)).toMatchObject({
      paymentPasswordSet: false,
      payeeName: null,
      changes: [],
    });
  });
});

describe('a stolen session changing payout accounts', () => {
  // curl -X POST '/wps/security/payout-accounts' -H 'Authorization: Bearer <stolen token>' \
  //   -d '{"kind":"e_wallet","provider":"NAGAD","accountNumber":"01999000111",…,"paymentPassword":"…"}'
  // curl -X DELETE '/wps/security/payout-accounts/<id>' -H 'Authorization: Bearer <stolen token>' \
  //   -d '{"paymentPassword":"…"}'

  it('can neither add nor delete one without the login password, even knowing the payment password', async () => {
    const stolen = await demoSession();
    const before = await overviewOf(stolen);
    const added = await stolen.post(MONEY_PATHS.payoutAccounts, {
      kind: 'e_wallet',
      provider: 'NAGAD',
      accountNumber: '01999000111',
      accountName: 'Demo Player',
      bankName: '',
      paymentPassword: SEED_PAYMENT_PASSWORD,
    });
    expect(codeOf(added)).toEqual([400, 'auth.password_invalid']);
    const deleted = await stolen.del(`${MONEY_PATHS.payoutAccounts}/${before.accounts[0]?.id}`, {
      paymentPassword: SEED_PAYMENT_PASSWORD,
    });
    expect(codeOf(deleted)).toEqual([400, 'auth.password_invalid']);
    const after = await overviewOf(stolen);
    expect(after.accounts).toEqual(before.accounts);
    expect(after.changes).toEqual([]);
  });
});

describe('password reset links', () => {
  const fresh = 'Fresh2026pw';

  it('a newer link voids the older one: the older answers recovery.token_voided, the newer works', async () => {
    const older = await resetLink();
    const newer = await resetLink();
    expect(codeOf(await resetByLink(older, fresh))).toEqual([400, 'recovery.token_voided']);
    expect((await injectLogin(t, loginPayload('demo01', demo.password))).status).toBe(200);
    expect((await resetByLink(newer, fresh)).statusCode).toBe(200);
    expect((await injectLogin(t, loginPayload('demo01', fresh))).status).toBe(200);
  });

  it('a password change voids the open link', async () => {
    const link = await resetLink();
    const owner = await demoSession();
    const changed = await owner.post(ACCOUNT_PATHS.changePassword, {
      oldPassword: demo.password,
      newPassword: 'Changed2026pw',
      confirmNewPassword: 'Changed2026pw',
    });
    expect(changed.statusCode).toBe(200);
    expect(codeOf(await resetByLink(link, fresh))).toEqual([400, 'recovery.token_voided']);
    expect((await injectLogin(t, loginPayload('demo01', 'Changed2026pw'))).status).toBe(200);
  });

  it('a password reset by phone voids the open link', async () => {
    const link = await resetLink();
    expect((await requestCode(demo.mobile, 'forgot')).statusCode).toBe(200);
    const byPhone = await injectEncrypted(t, 'POST', ACCOUNT_PATHS.setPasswordByPhone, {
      newPassword: 'Phone2026pw',
      mobileNum: demo.mobile,
      verificationCode: await newestSmsCode(t, DEMO_PHONE),
    });
    expect(byPhone.status).toBe(200);
    expect(codeOf(await resetByLink(link, fresh))).toEqual([400, 'recovery.token_voided']);
  });

  it('an e-mail change voids the open link', async () => {
    const link = await resetLink();
    const owner = await demoSession();
    const changed = await owner.post(MONEY_PATHS.bindEmail, {
      email: 'demo.new@example.com',
      ...(await stepUp(t, owner, demo.password)),
    });
    expect(changed.statusCode).toBe(200);
    expect(codeOf(await resetByLink(link, fresh))).toEqual([400, 'recovery.token_voided']);
    expect((await injectLogin(t, loginPayload('demo01', demo.password))).status).toBe(200);
  });
});

describe('the sign-in lock and signing in by SMS', () => {
  // curl '/wps/captcha?username=sms:1712345678'
  // curl -X POST '/wps/verification/sms' -d '{"mobileNum":"1712345678","purpose":"login","captcha":"…",…}'
  // curl -X POST '/wps/session/login' -d '<encrypted {"type":"sms","username":"1712345678","password":"<code>"}>'
  const smsSignIn = async (code: string) => {
    const payload: LoginPayload = {
      username: demo.mobile,
      password: code,
      captcha: '',
      type: 'sms',
      countryDialingCode: '880',
    };
    return await injectLogin(t, payload);
  };

  it('sends no login code while the account is locked, and a code sent before the lock signs nobody in', async () => {
    expect((await requestCode(demo.mobile, 'login')).statusCode).toBe(200);
    const earlier = await newestSmsCode(t, DEMO_PHONE);
    // 8 failed sign-ins lock demo01: 3 wrong passwords, then (a captcha being required) wrong answers.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const failed = await injectLogin(t, loginPayload('demo01', 'wrong-pass1', attempt < 3 ? '' : '9999'));
      expect(failed.status).toBe(401);
    }
    // Past the one-code-a-minute limit, so only the lock can refuse the next code.
    t.advance(61_000);
    const sent = (await messagesTo(DEMO_PHONE)).length;
    const locked = await requestCode(demo.mobile, 'login');
    expect(codeOf(locked)).toEqual([423, 'auth.account_locked']);
    expect(await messagesTo(DEMO_PHONE)).toHaveLength(sent);

    const sessions = await countRows(t, 'sessions');
    const signIn = await smsSignIn(earlier);
    expect([signIn.status, signIn.body.code]).toEqual([423, 'auth.account_locked']);
    expect(await countRows(t, 'sessions')).toBe(sessions);
  });
});
