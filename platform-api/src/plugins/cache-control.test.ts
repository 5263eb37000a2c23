// What a browser or a shared cache may keep: nothing that belongs to a session. Every answer to a request that
// carries a session, every answer that hands out a token, every answer of a route that needs a session (its
// errors too) and the development outbox carry Cache-Control: no-store; public content asked for without a
// session keeps its own caching.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, API_PATHS, CONTENT_PATHS, LOBBY_PATHS, MONEY_PATHS } from 'shared/contract';
import { createEncryptKey, encryptPayload } from 'shared/crypto';
import {
  bearer,
  createTestApp,
  loginPayload,
  loginToken,
  readOutbox,
  withQuery,
} from '../testing/test-app.ts';
import type { InjectOptions, TestApp } from '../testing/test-app.ts';
import type { ApiEnvelope, LoginValue } from 'shared/contract';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, 'demo01', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

const cacheControlOf = async (options: InjectOptions) => {
  const response = await t.inject(options);
  return { status: response.statusCode, cacheControl: response.headers.get('cache-control') };
};

it("is never stored: a signed-in member's answers", async () => {
  for (const path of [API_PATHS.memberInfo, API_PATHS.memberWallet, MONEY_PATHS.referral, MONEY_PATHS.mail]) {
    expect([path, await cacheControlOf({ url: withQuery(path), headers: bearer(token) })]).toEqual([
      path,
      { status: 200, cacheControl: 'no-store' },
    ]);
  }
});

it('is never stored: public content asked for with a session (it may say what the member read)', async () => {
  for (const [path, query] of [
    [API_PATHS.announcements, { types: 'PL' }],
    [LOBBY_PATHS.games, {}],
  ] as const) {
    expect([path, await cacheControlOf({ url: withQuery(path, query), headers: bearer(token) })]).toEqual([
      path,
      { status: 200, cacheControl: 'no-store' },
    ]);
  }
});

it('is never stored: a sign-in and a free-play session that answer with a token', async () => {
  const key = createEncryptKey();
  const login = await t.inject({
    method: 'POST',
    url: withQuery(API_PATHS.login),
    headers: { 'x-encrypt-key': key },
    payload: encryptPayload(loginPayload('demo01', 'demo1234'), key),
  });
  expect([login.statusCode, login.headers.get('cache-control')]).toEqual([200, 'no-store']);
  const trial = await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.trial), payload: {} });
  expect(trial.json<ApiEnvelope<LoginValue>>().value?.token).toMatch(/^[0-9a-f]{64}$/);
  expect(trial.headers.get('cache-control')).toBe('no-store');
});

it("is never stored: the error answers of a session's requests and of routes that need one", async () => {
  // No token, a dead token, a route's own refusal and a malformed body.
  expect(await cacheControlOf({ url: withQuery(API_PATHS.memberInfo) })).toEqual({
    status: 401,
    cacheControl: 'no-store',
  });
  expect(
    await cacheControlOf({ url: withQuery(API_PATHS.memberInfo), headers: bearer('0'.repeat(64)) }),
  ).toEqual({
    status: 401,
    cacheControl: 'no-store',
  });
  expect(
    await cacheControlOf({
      method: 'POST',
      url: withQuery(`${MONEY_PATHS.rewards}/999999/claim`),
      headers: bearer(token),
      payload: { idempotencyKey: randomUUID() },
    }),
  ).toEqual({ status: 404, cacheControl: 'no-store' });
  expect(
    await cacheControlOf({
      method: 'POST',
      url: withQuery(CONTENT_PATHS.announcementRead),
      headers: bearer(token),
      payload: '{',
    }),
  ).toEqual({ status: 400, cacheControl: 'no-store' });
  expect(await cacheControlOf({ url: withQuery('/wps/no-such-route'), headers: bearer(token) })).toEqual({
    status: 404,
    cacheControl: 'no-store',
  });
  // Refused by the HTTP parser before any hook ran.
  expect(
    await cacheControlOf({
      url: withQuery(API_PATHS.memberInfo),
      headers: { ...bearer(token), 'x-filler': 'x'.repeat(20 * 1024) },
    }),
  ).toEqual({ status: 431, cacheControl: 'no-store' });
});

it('is never stored: the development outbox of SMS codes, captcha answers and reset links', async () => {
  await readOutbox(t);
  expect(await cacheControlOf({ url: API_PATHS.devOutbox })).toEqual({
    status: 200,
    cacheControl: 'no-store',
  });
});

it('keeps the caching of public content asked for without a session', async () => {
  const list = await cacheControlOf({ url: withQuery(LOBBY_PATHS.games) });
  expect(list.status).toBe(200);
  expect(list.cacheControl ?? '').not.toContain('no-store');
  const art = await cacheControlOf({ url: '/static/content/licence.svg' });
  expect(art).toEqual({ status: 200, cacheControl: 'public, max-age=31536000, immutable' });
});
