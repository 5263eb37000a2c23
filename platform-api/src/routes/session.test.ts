import { createEncryptKey, encryptPayload } from 'shared/crypto';
import { API_PATHS, CAPTCHA_PATHS } from 'shared/contract';
import { SESSION_TTL_MS } from '../lib/tokens.ts';
import { SEED_ACCOUNTS } from '../db/seed.ts';
import {
  CAPTCHA_TTL_MS,
  CAPTCHAS_PER_IP,
  CAPTCHAS_PER_NAME,
  FAILURE_WINDOW_MS,
  LOCK_MS,
  OUTBOX_KEEP_MS,
} from '../db/login-guard.ts';
import {
  bearer,
  captchaAnswer,
  createTestApp,
  fromIp,
  injectLogin,
  loginPayload,
  loginToken,
  readOutbox,
  withQuery,
  wrongAnswer,
  theRow,
} from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { ApiEnvelope, CaptchaValue, DevOutbox, LoginValue } from 'shared/contract';
import { allRows } from '../db/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.exec('DELETE FROM login_attempts');
});

const count = async (table: string) =>
  (await theRow<{ n: number }>(t, `SELECT COUNT(*) AS n FROM ${table}`)).n;

describe('POST login', () => {
  it('logs demo01 in and returns a 64-hex token that expires in 12 hours', async () => {
    const { status, body } = await injectLogin(t, loginPayload('demo01', SEED_ACCOUNTS.demo.password));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.code).toBe('ok');
    const value = body.value as LoginValue;
    expect(value.token).toMatch(/^[0-9a-f]{64}$/);
    expect(value.userName).toBe('demo01');
    expect(value.type).toBe(0);
    expect(value.expiresAt - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    // Only the token's hash is stored.
    const stored = await allRows<{ token_hash: string }>(t.app.db, 'SELECT token_hash FROM sessions');
    expect(stored.map((row) => row.token_hash)).not.toContain(value.token);
  });

  it('logs agent01 in as customer type 1', async () => {
    const { status, body } = await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password));
    expect(status).toBe(200);
    expect((body.value as LoginValue).customerType).toBe(1);
  });

  it('accepts the mobile number of a member as the login name with the password', async () => {
    const byMobile = await injectLogin(t, loginPayload('1712345678', SEED_ACCOUNTS.demo.password));
    expect(byMobile.status).toBe(200);
    expect((byMobile.body.value as LoginValue).userName).toBe('demo01');
    const wrong = await injectLogin(t, loginPayload('1712345678', 'not-the-password'));
    expect(wrong.body).toMatchObject({ success: false, code: 'auth.user_not_found' });
  });

  it('answers 401 auth.user_not_found alike for a wrong password, an unknown user and a disabled member', async () => {
    const wrong = await injectLogin(t, loginPayload('demo01', 'not-the-password'));
    const unknown = await injectLogin(t, loginPayload('nobody99', 'whatever'));
    const disabled = await injectLogin(t, loginPayload('blocked01', SEED_ACCOUNTS.downlinePassword));
    for (const result of [wrong, unknown, disabled]) {
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({ success: false, code: 'auth.user_not_found' });
    }
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('demands a captcha after 3 failures, rejects a wrong one, and accepts the answer from the outbox', async () => {
    for (let i = 1; i <= 3; i += 1) {
      const failed = await injectLogin(t, loginPayload('agent01', 'bad-password'));
      expect(failed.body).toMatchObject({ code: 'auth.user_not_found', value: { captchaRequired: i >= 3 } });
    }
    const blocked = await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password));
    expect(blocked.status).toBe(401);
    expect(blocked.body).toMatchObject({ code: 'auth.captcha_required', value: { captchaRequired: true } });

    const issue = async () => {
      const response = await t.inject({
        url: withQuery(CAPTCHA_PATHS.captcha, { username: 'agent01' }, 'CAPTCHA3'),
      });
      expect(response.statusCode).toBe(200);
      const captcha = response.json<ApiEnvelope<CaptchaValue>>().value;
      expect(captcha?.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
      const outbox = await t.inject({ url: API_PATHS.devOutbox });
      const newest = outbox.json<ApiEnvelope<DevOutbox>>().value?.messages[0];
      expect(newest).toMatchObject({ channel: 'captcha', to: 'agent01' });
      return newest?.body ?? '';
    };

    const firstAnswer = await issue();
    const wrongAnswer = firstAnswer === '0000' ? '1111' : '0000';
    const rejected = await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password, wrongAnswer));
    expect(rejected.status).toBe(401);
    expect(rejected.body.code).toBe('auth.captcha_invalid');

    const answer = await issue();
    const accepted = await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password, answer));
    expect(accepted.status).toBe(200);
    expect(accepted.body.code).toBe('ok');

    // A success clears the failure count: the next login needs no captcha.
    const again = await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password));
    expect(again.status).toBe(200);
  });

  describe('rejects unreadable payloads with 400 payload.invalid and writes nothing', () => {
    const send = async (headers: Record<string, string>, payload: unknown) =>
      await t.inject({
        method: 'POST',
        url: withQuery(API_PATHS.login),
        headers,
        payload: payload as object,
      });

    const cases: [string, () => { headers: Record<string, string>; payload: unknown }][] = [
      [
        'tampered ciphertext',
        () => {
          const key = createEncryptKey();
          const { data } = encryptPayload(loginPayload('demo01', 'demo1234'), key);
          const tampered = (data[0] === 'A' ? 'B' : 'A') + data.slice(1);
          return { headers: { 'x-encrypt-key': key }, payload: { data: tampered } };
        },
      ],
      [
        'wrong key',
        () => {
          const { data } = encryptPayload(loginPayload('demo01', 'demo1234'), 'AAAAAAAAAAAAAAAA');
          return { headers: { 'x-encrypt-key': 'BBBBBBBBBBBBBBBB' }, payload: { data } };
        },
      ],
      [
        'missing key header',
        () => ({
          headers: {},
          payload: encryptPayload(loginPayload('demo01', 'demo1234'), createEncryptKey()),
        }),
      ],
      [
        'key of the wrong length',
        () => ({ headers: { 'x-encrypt-key': 'short' }, payload: { data: 'AAAA' } }),
      ],
      [
        'decrypted JSON that is not an object',
        () => {
          const key = createEncryptKey();
          return { headers: { 'x-encrypt-key': key }, payload: encryptPayload('not an object', key) };
        },
      ],
      [
        'payload failing validation',
        () => {
          const key = createEncryptKey();
          return {
            headers: { 'x-encrypt-key': key },
            payload: encryptPayload(
              { username: 'demo01', password: 'demo1234', captcha: '', type: 'magic' },
              key,
            ),
          };
        },
      ],
      [
        'body without data',
        () => ({ headers: { 'x-encrypt-key': createEncryptKey() }, payload: { nope: 1 } }),
      ],
    ];

    it.each(cases)('%s', async (_name, make) => {
      const sessionsBefore = await count('sessions');
      const { headers, payload } = make();
      const response = await send(headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'payload.invalid', value: null });
      expect(await count('sessions')).toBe(sessionsBefore);
      expect(await count('login_attempts')).toBe(0);
    });
  });

  it('refuses plaintext that is not JSON at all', async () => {
    const { createCipheriv } = await import('node:crypto');
    const key = 'K'.repeat(16);
    const cipher = createCipheriv('aes-128-ecb', Buffer.from(key), null);
    const data = Buffer.concat([cipher.update('username=demo01', 'utf8'), cipher.final()]).toString('base64');
    const response = await t.inject({
      method: 'POST',
      url: withQuery(API_PATHS.login),
      headers: { 'x-encrypt-key': key },
      payload: { data },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('payload.invalid');
    expect(await count('login_attempts')).toBe(0);
  });
});

describe('sessions', () => {
  it('answers 401 auth.not_logged_in without a token and auth.session_expired for an unknown token', async () => {
    const none = await t.inject({ url: withQuery(API_PATHS.memberInfo) });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('auth.not_logged_in');
    const unknown = await t.inject({ url: withQuery(API_PATHS.memberInfo), headers: bearer('f'.repeat(64)) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('auth.session_expired');
  });

  it('logout revokes the session so the token answers auth.session_expired afterwards', async () => {
    const token = await loginToken(t, 'demo01', SEED_ACCOUNTS.demo.password);
    const logout = await t.inject({
      method: 'DELETE',
      url: withQuery(API_PATHS.logout),
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, code: 'ok', message: 'ok', value: null });
    const after = await t.inject({ url: withQuery(API_PATHS.memberInfo), headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.session_expired');
  });

  it('expires a session after 12 hours', async () => {
    const token = await loginToken(t, 'demo01', SEED_ACCOUNTS.demo.password);
    t.advance(SESSION_TTL_MS - 1000);
    const before = await t.inject({ url: withQuery(API_PATHS.memberInfo), headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    t.advance(2000);
    const after = await t.inject({ url: withQuery(API_PATHS.memberInfo), headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.session_expired');
  });
});

describe('encrypted login over real HTTP', () => {
  it('round-trips a crypto-js encrypted login through the server and uses the token', async () => {
    const address = t.baseUrl;
    const key = createEncryptKey();
    const response = await fetch(address + withQuery(API_PATHS.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-encrypt-key': key },
      body: JSON.stringify(encryptPayload(loginPayload('demo01', SEED_ACCOUNTS.demo.password), key)),
    });
    expect(response.status).toBe(200);
    const login = (await response.json()) as ApiEnvelope<LoginValue>;
    expect(login.code).toBe('ok');
    const info = await fetch(address + withQuery(API_PATHS.memberInfo), {
      headers: bearer(login.value?.token ?? ''),
    });
    expect(info.status).toBe(200);
    expect(((await info.json()) as ApiEnvelope<{ account: string }>).value?.account).toBe('demo01');
  });
});

describe('failed logins per account and per IP', () => {
  const player = async (password: string, captcha = '', ip = '192.0.2.1') =>
    await injectLogin(t, loginPayload('player11', password, captcha), fromIp(ip));
  const right = SEED_ACCOUNTS.downlinePassword;

  /** 3 wrong passwords, then wrong captchas (each a failure) up to `total` failures. */
  async function fail(total: number) {
    for (let i = 0; i < total; i += 1) {
      const result = await player('bad-password', i < 3 ? '' : '9999');
      expect(result.status).toBe(401);
    }
  }

  it('locks the account for 15 minutes after 8 failures: 423 even with the right password, then released', async () => {
    await fail(8);
    const sessions = await count('sessions');
    const captcha = await captchaAnswer(t, 'player11');
    const locked = await player(right, captcha);
    expect(locked.status).toBe(423);
    expect(locked.body).toMatchObject({ code: 'auth.account_locked', value: { retryAfterMs: LOCK_MS } });
    // Another IP, another letter case: still locked; refused attempts do not extend the lock.
    const elsewhere = await injectLogin(t, loginPayload('PLAYER11', right), fromIp('192.0.2.99'));
    expect(elsewhere.status).toBe(423);
    t.advance(LOCK_MS - 1);
    expect((await player(right)).body).toMatchObject({
      code: 'auth.account_locked',
      value: { retryAfterMs: 1 },
    });
    expect(await count('sessions')).toBe(sessions);
    t.advance(1);
    const released = await player(right);
    expect(released.status).toBe(200);
  });

  it('does not lock after 7 failures, and a success resets the count', async () => {
    await fail(7);
    const captcha = await captchaAnswer(t, 'player11');
    expect((await player(right, captcha)).status).toBe(200);
    await fail(7);
    const again = await captchaAnswer(t, 'player11');
    expect((await player(right, again)).status).toBe(200);
  });

  it('demands a captcha from an IP after 10 failures within 15 minutes for any accounts', async () => {
    const ip = '198.51.100.50';
    for (let i = 0; i < 10; i += 1) {
      const failed = await injectLogin(t, loginPayload(`nobody${i}`, 'wrong-pass'), fromIp(ip));
      expect(failed.body).toMatchObject({ code: 'auth.user_not_found', value: { captchaRequired: i === 9 } });
    }
    const blocked = await injectLogin(t, loginPayload('demo01', SEED_ACCOUNTS.demo.password), fromIp(ip));
    expect(blocked.status).toBe(401);
    expect(blocked.body.code).toBe('auth.captcha_required');
    const otherIp = await injectLogin(
      t,
      loginPayload('demo01', SEED_ACCOUNTS.demo.password),
      fromIp('198.51.100.51'),
    );
    expect(otherIp.status).toBe(200);
    const captcha = await captchaAnswer(t, 'demo01');
    const solved = await injectLogin(
      t,
      loginPayload('demo01', SEED_ACCOUNTS.demo.password, captcha),
      fromIp(ip),
    );
    expect(solved.status).toBe(200);
    // The IP count is not reset by a success; it ages out after 15 minutes.
    const still = await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password), fromIp(ip));
    expect(still.body.code).toBe('auth.captcha_required');
    t.advance(15 * 60 * 1000);
    expect(
      (await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password), fromIp(ip))).status,
    ).toBe(200);
  });
});

describe('one count per account, whichever of its names is typed', () => {
  const demoMobile = '1712345678';
  const right = SEED_ACCOUNTS.demo.password;

  it('keeps the lock of 8 failures by account name when the mobile number and the right password are tried', async () => {
    for (let i = 0; i < 8; i += 1) {
      const failed = await injectLogin(t, loginPayload('demo01', 'bad-password', i < 3 ? '' : '9999'));
      expect(failed.status).toBe(401);
    }
    const sessions = await count('sessions');
    const captcha = await captchaAnswer(t, demoMobile);
    const byMobile = await injectLogin(t, loginPayload(demoMobile, right, captcha));
    expect(byMobile.status).toBe(423);
    expect(byMobile.body).toMatchObject({ code: 'auth.account_locked', value: { retryAfterMs: LOCK_MS } });
    expect(await count('sessions')).toBe(sessions);
    t.advance(LOCK_MS);
    expect((await injectLogin(t, loginPayload(demoMobile, right))).status).toBe(200);
  });

  it('asks the account name for a captcha after 3 failures by mobile number, and a captcha asked by mobile passes', async () => {
    for (let i = 1; i <= 3; i += 1) {
      const failed = await injectLogin(t, loginPayload(demoMobile, 'bad-password'));
      expect(failed.body).toMatchObject({ code: 'auth.user_not_found', value: { captchaRequired: i >= 3 } });
    }
    const byName = await injectLogin(t, loginPayload('demo01', right));
    expect(byName.body.code).toBe('auth.captcha_required');
    const captcha = await captchaAnswer(t, demoMobile);
    expect((await injectLogin(t, loginPayload('DEMO01', right, captcha))).status).toBe(200);
  });

  it('locks an unknown name after 8 failures exactly as a real one, with the same answers', async () => {
    const answers = [];
    for (let i = 0; i < 8; i += 1) {
      answers.push(await injectLogin(t, loginPayload('ghost77', 'bad-password', i < 3 ? '' : '9999')));
    }
    expect(answers.map((answer) => answer.body.code)).toEqual([
      ...Array<string>(3).fill('auth.user_not_found'),
      ...Array<string>(5).fill('auth.captcha_invalid'),
    ]);
    const locked = await injectLogin(t, loginPayload('ghost77', 'anything'));
    expect(locked.status).toBe(423);
  });
});

describe('simultaneous sign-ins while passwords are checked', () => {
  it('counts 3 of 12 simultaneous wrong passwords and asks the other 9 for a captcha', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => await injectLogin(t, loginPayload('agent01', 'bad-password'))),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 'auth.user_not_found')).toHaveLength(3);
    expect(codes.filter((code) => code === 'auth.captcha_required')).toHaveLength(9);
    expect(await count('login_attempts')).toBe(3);
  });

  it('never lets more than 8 simultaneous guesses with solved captchas count before the lock', async () => {
    for (let i = 0; i < 3; i += 1) await injectLogin(t, loginPayload('agent01', 'bad-password'));
    await t.app.db.exec('DELETE FROM captchas');
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await captchaAnswer(t, 'agent01'));
    const results = await Promise.all(
      answers.map(async (answer) => await injectLogin(t, loginPayload('agent01', 'bad-password', answer))),
    );
    expect(results.map((result) => result.body.code)).toEqual(Array<string>(5).fill('auth.user_not_found'));
    const locked = await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password));
    expect(locked.status).toBe(423);
  });
});

describe('captchas', () => {
  const ask = async (name: string | null, ip: string) =>
    await t.inject({
      url: withQuery(CAPTCHA_PATHS.captcha, name === null ? {} : { username: name }, 'CAPTCHA3'),
      headers: fromIp(ip),
    });
  beforeEach(async () => {
    await t.app.db.exec('DELETE FROM captchas');
  });

  it(`gives a name ${CAPTCHAS_PER_NAME} captchas per 5 minutes from any IPs, then 429 rate_limited with retryAfterMs`, async () => {
    for (let i = 0; i < CAPTCHAS_PER_NAME; i += 1) {
      expect((await ask(i % 2 === 0 ? 'agent01' : 'AGENT01', `203.0.113.${i + 1}`)).statusCode).toBe(200);
    }
    const refused = await ask('agent01', '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'rate_limited',
      value: { retryAfterMs: CAPTCHA_TTL_MS },
    });
    // The mobile number of an account is the same name.
    expect((await ask('1712345678', '203.0.113.98')).statusCode).toBe(200);
    for (let i = 1; i < CAPTCHAS_PER_NAME; i += 1) await ask('demo01', `203.0.113.${50 + i}`);
    expect((await ask('1712345678', '203.0.113.97')).statusCode).toBe(429);
    t.advance(CAPTCHA_TTL_MS);
    expect((await ask('agent01', '203.0.113.99')).statusCode).toBe(200);
  });

  it(`gives a name ${CAPTCHAS_PER_NAME} captchas for ${CAPTCHAS_PER_NAME + 4} simultaneous asks`, async () => {
    const answers = await Promise.all(
      Array.from(
        { length: CAPTCHAS_PER_NAME + 4 },
        async (_, i) => await ask('agent01', `203.0.113.${i + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CAPTCHAS_PER_NAME);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(await count('captchas')).toBe(CAPTCHAS_PER_NAME);
  });

  it('lets one of 5 simultaneous logins carrying the same solved captcha through', async () => {
    for (let i = 0; i < 3; i += 1) await injectLogin(t, loginPayload('agent01', 'bad-password'));
    const answer = await captchaAnswer(t, 'agent01');
    const results = await Promise.all(
      Array.from(
        { length: 5 },
        async () => await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password, answer)),
      ),
    );
    const codes = results.map((result) => result.body.code);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'auth.captcha_invalid')).toHaveLength(4);
  });

  it(`gives an IP ${CAPTCHAS_PER_IP} captchas per 5 minutes whatever the names; the shared register key is limited per IP only`, async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < CAPTCHAS_PER_IP; i += 1) {
      expect((await ask(i < 30 ? 'register' : `someone${i}`, ip)).statusCode).toBe(200);
    }
    const refused = await ask('someone-else', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', value: { retryAfterMs: CAPTCHA_TTL_MS } });
    expect((await ask(null, ip)).statusCode).toBe(429);
    expect((await ask('someone-else', '198.51.100.78')).statusCode).toBe(200);
    expect((await ask('register', '198.51.100.79')).statusCode).toBe(200);
  });

  it("keeps the player's captcha valid when someone asks a newer one for the same name", async () => {
    for (let i = 0; i < 3; i += 1) await injectLogin(t, loginPayload('agent01', 'bad-password'));
    const players = await captchaAnswer(t, 'agent01');
    await ask('agent01', '203.0.113.200');
    const attempts = await count('login_attempts');
    const result = await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password, players));
    expect(result.status).toBe(200);
    expect(await count('login_attempts')).toBe(attempts + 1);
  });

  it('takes one guess per captcha: a wrong answer uses one up, the right answer to a used one fails', async () => {
    for (let i = 0; i < 3; i += 1) await injectLogin(t, loginPayload('agent01', 'bad-password'));
    const answer = await captchaAnswer(t, 'agent01');
    const wrong = await injectLogin(
      t,
      loginPayload('agent01', SEED_ACCOUNTS.agent.password, wrongAnswer(answer)),
    );
    expect(wrong.body.code).toBe('auth.captcha_invalid');
    const late = await injectLogin(t, loginPayload('agent01', SEED_ACCOUNTS.agent.password, answer));
    expect(late.body.code).toBe('auth.captcha_invalid');
  });

  it('purges expired captchas, outbox messages older than a day and login attempts too old to count', async () => {
    await injectLogin(t, loginPayload('agent01', 'bad-password'));
    await captchaAnswer(t, 'agent01');
    expect(await count('captchas')).toBe(1);
    t.advance(FAILURE_WINDOW_MS + LOCK_MS);
    await injectLogin(t, loginPayload('agent01', 'bad-password'));
    expect(await count('captchas')).toBe(0);
    expect(await count('login_attempts')).toBe(1);
    t.advance(OUTBOX_KEEP_MS);
    await captchaAnswer(t, 'demo01');
    expect(await count('captchas')).toBe(1);
    expect(await count('login_attempts')).toBe(0);
    expect((await readOutbox(t)).map((message) => message.to)).toEqual(['demo01']);
  });
});
