// Account security: the active-sessions list with where each session came from, remote sign-out of
// one session or of all others, and the previous sign-in returned by every sign-in.
import { API_PATHS, SESSION_PATHS } from 'shared/contract';
import { bearer, createTestApp, injectLogin, loginPayload, withQuery } from '../testing/test-app.ts';
import { memberClient } from '../testing/member-client.ts';
import { freshMember, setFlags } from '../testing/protection.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { ActiveSession, ApiEnvelope, LoginValue, RevokeOthersValue } from 'shared/contract';

const START = Date.UTC(2026, 4, 2, 9, 30, 0);
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('development', { startAt: START, devAutoApproveMs: null });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => await setFlags(t, { SECSESSIONS: true }));

/** Signs in with a device's headers; returns the login value. */
async function signIn(username: string, password: string, headers: Record<string, string> = {}) {
  const { status, body } = await injectLogin(t, loginPayload(username, password), headers);
  if (status !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.value as LoginValue;
}

const sessionsOf = async (client: MemberClient) =>
  await client.value<ActiveSession[]>(SESSION_PATHS.sessions);
/** The sessions list as a caller in `language` (the x-lang header) reads it; without one, in Bengali. */
async function sessionsIn(token: string, language?: 'bn' | 'en') {
  const response = await t.inject({
    url: withQuery(SESSION_PATHS.sessions),
    headers: { ...bearer(token), ...(language ? { 'x-lang': language } : {}) },
  });
  return response.json<ApiEnvelope<ActiveSession[]>>().value as ActiveSession[];
}
const iso = (ms: number) => new Date(ms).toISOString();

describe('active sessions', () => {
  it('lists the live sessions newest first, with device, IP, place and the caller marked current', async () => {
    const { username, password, login: registration } = await freshMember(t, 'ses');
    const registeredAt = t.now();
    t.advance(60_000);
    const phone = await signIn(username, password, {
      'user-agent': ANDROID_CHROME,
      'x-forwarded-for': '203.0.113.7',
    });
    t.advance(60_000);
    const iphone = await signIn(username, password, {
      'user-agent': IPHONE_SAFARI,
      'x-forwarded-for': '198.18.4.2',
      'x-device': 'OTHERS',
    });
    const list = await sessionsIn(phone.token, 'en');
    expect(list.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        current: false,
        device: 'Safari on iOS (OTHERS)',
        ip: '198.18.4.2',
        place: null,
        createdAt: iso(registeredAt + 120_000),
        lastSeenAt: iso(registeredAt + 120_000),
      },
      {
        current: true,
        device: 'Chrome on Android',
        ip: '203.0.113.7',
        place: 'Test network',
        createdAt: iso(registeredAt + 60_000),
        lastSeenAt: iso(registeredAt + 120_000),
      },
      {
        current: false,
        device: '',
        ip: '127.0.0.1',
        place: 'Local network',
        createdAt: iso(registeredAt),
        lastSeenAt: iso(registeredAt),
      },
    ]);
    expect(iphone.token).not.toBe(registration.token);

    // In Bengali, the site's default: the device's words and a built-in place, the names of things as they are.
    for (const bengali of [await sessionsIn(phone.token, 'bn'), await sessionsIn(phone.token)]) {
      expect(bengali.map(({ device, place }) => ({ device, place }))).toEqual([
        { device: 'iOS-এ Safari (OTHERS)', place: null },
        { device: 'Android-এ Chrome', place: 'পরীক্ষার নেটওয়ার্ক' },
        { device: '', place: 'স্থানীয় নেটওয়ার্ক' },
      ]);
    }
  });

  it('signs out another session remotely: its token is dead, the caller stays signed in', async () => {
    const { client, username, password } = await freshMember(t, 'rev');
    const other = memberClient(t, (await signIn(username, password)).token);
    const target = (await sessionsOf(client)).find((session) => !session.current) as ActiveSession;
    const response = await client.post(SESSION_PATHS.revoke, { sessionId: target.id });
    expect(response.statusCode).toBe(200);
    const dead = await other.get(API_PATHS.memberInfo);
    expect([dead.statusCode, dead.json().code]).toEqual([401, 'auth.session_expired']);
    expect((await client.get(API_PATHS.memberInfo)).statusCode).toBe(200);
    expect((await sessionsOf(client)).map((session) => session.id)).not.toContain(target.id);
    // Revoking it again: it is no longer live.
    const again = await client.post(SESSION_PATHS.revoke, { sessionId: target.id });
    expect([again.statusCode, again.json().code]).toEqual([404, 'session.not_found']);
  });

  it("answers session.not_found for an unknown id or another member's session, which keeps working", async () => {
    const mine = await freshMember(t, 'own');
    const theirs = await freshMember(t, 'oth');
    const theirId = (await sessionsOf(theirs.client))[0]?.id as number;
    for (const sessionId of [theirId, 999_999]) {
      const response = await mine.client.post(SESSION_PATHS.revoke, { sessionId });
      expect([response.statusCode, response.json().code]).toEqual([404, 'session.not_found']);
    }
    expect((await theirs.client.get(API_PATHS.memberInfo)).statusCode).toBe(200);
  });

  it.each([
    ['a string', '1'],
    ['zero', 0],
    ['a negative id', -3],
    ['a fraction', 1.5],
    ['nothing', undefined],
  ])('refuses %s as a session id with payload.invalid', async (_name, sessionId) => {
    const { client } = await freshMember(t, 'bad');
    const response = await client.post(SESSION_PATHS.revoke, { sessionId });
    expect([response.statusCode, response.json().code]).toEqual([400, 'payload.invalid']);
    expect(await sessionsOf(client)).toHaveLength(1);
  });

  it('signs out when the current session is revoked', async () => {
    const { client } = await freshMember(t, 'self');
    const current = (await sessionsOf(client))[0] as ActiveSession;
    expect((await client.post(SESSION_PATHS.revoke, { sessionId: current.id })).statusCode).toBe(200);
    expect((await client.get(API_PATHS.memberInfo)).json().code).toBe('auth.session_expired');
  });

  it('signs out every other session at once', async () => {
    const { client, username, password } = await freshMember(t, 'all');
    const others = [
      memberClient(t, (await signIn(username, password)).token),
      memberClient(t, (await signIn(username, password)).token),
    ];
    const response = await client.post(SESSION_PATHS.revokeOthers);
    expect(response.json<ApiEnvelope<RevokeOthersValue>>().value).toEqual({ revoked: 2 });
    for (const other of others) expect((await other.get(API_PATHS.memberInfo)).statusCode).toBe(401);
    expect(await sessionsOf(client)).toEqual([expect.objectContaining({ current: true })]);
    expect((await client.post(SESSION_PATHS.revokeOthers)).json()).toMatchObject({ value: { revoked: 0 } });
  });

  it('drops a signed-out session from the list', async () => {
    const { client, username, password } = await freshMember(t, 'out');
    const other = memberClient(t, (await signIn(username, password)).token);
    await other.del(API_PATHS.logout);
    expect(await sessionsOf(client)).toHaveLength(1);
  });

  it('answers feature.disabled when SECSESSIONS is off', async () => {
    const { client } = await freshMember(t, 'flag');
    await setFlags(t, { SECSESSIONS: false });
    for (const response of [
      await client.get(SESSION_PATHS.sessions),
      await client.post(SESSION_PATHS.revoke, { sessionId: 1 }),
      await client.post(SESSION_PATHS.revokeOthers),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'feature.disabled']);
    }
    expect((await client.get(API_PATHS.memberInfo)).statusCode).toBe(200);
  });

  it('refuses callers without a token', async () => {
    const response = await t.inject({ url: withQuery(SESSION_PATHS.sessions) });
    expect([response.statusCode, response.json().code]).toEqual([401, 'auth.not_logged_in']);
  });
});

describe('last sign-in', () => {
  it('returns the previous sign-in with its time, IP and place; null on the first', async () => {
    const { username, password, login: registration } = await freshMember(t, 'last');
    const registeredAt = t.now();
    expect(registration.lastSignIn).toBeNull();
    t.advance(3_600_000);
    const second = await signIn(username, password, { 'x-forwarded-for': '192.0.2.44', 'x-lang': 'en' });
    expect(second.lastSignIn).toEqual({ at: iso(registeredAt), ip: '127.0.0.1', place: 'Local network' });
    t.advance(60_000);
    const third = await signIn(username, password, { 'x-forwarded-for': '8.8.4.4', 'x-lang': 'en' });
    expect(third.lastSignIn).toEqual({
      at: iso(registeredAt + 3_600_000),
      ip: '192.0.2.44',
      place: 'Test network',
    });
    const fourth = await signIn(username, password, { 'x-forwarded-for': '192.0.2.45' });
    expect(fourth.lastSignIn).toEqual({ at: iso(registeredAt + 3_660_000), ip: '8.8.4.4', place: null });
    // In Bengali (the x-lang header, else the site's default), a built-in place in Bengali.
    const fifth = await signIn(username, password, { 'x-lang': 'bn' });
    expect(fifth.lastSignIn).toEqual({
      at: iso(registeredAt + 3_660_000),
      ip: '192.0.2.45',
      place: 'পরীক্ষার নেটওয়ার্ক',
    });
  });

  it('is null for a seeded member signing in for the first time, and for a free-play session', async () => {
    expect((await signIn('demo01', 'demo1234')).lastSignIn).toBeNull();
    const trial = await t.inject({ method: 'POST', url: withQuery('/wps/session/trial') });
    expect(trial.json<ApiEnvelope<LoginValue>>().value?.lastSignIn).toBeNull();
  });
});
