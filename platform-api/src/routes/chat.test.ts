import { ACCOUNT_PATHS, API_PATHS, CONTENT_PATHS, SESSION_PATHS } from 'shared/contract';
import { countRows, createTestApp, loginToken, withQuery, theRow } from '../testing/test-app.ts';
import { memberClient, memberIdOf } from '../testing/member-client.ts';
import { CHAT_WELCOME, CONTENT_SEED } from '../db/content-seed.ts';
import {
  CHAT_CSP,
  CHAT_EXPIRED_TEXT,
  CHAT_POST_PATH,
  CHAT_ROOM_COOKIE,
  CHAT_ROOM_PATH,
  CHAT_TEXT,
} from '../lib/chat-page.ts';
import { escapeXml } from '../lib/svg-art.ts';
import { hashToken } from '../lib/tokens.ts';
import { CHAT_TICKET_TTL_MS, safeBackUrl } from './chat.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { ApiEnvelope, ChatAnchors, ChatLaunchValue, ChatUnreadValue } from 'shared/contract';
import { getRow, run } from '../db/database.ts';

let t: TestApp;
let demo: MemberClient;
let agent: MemberClient;
beforeAll(async () => {
  t = await createTestApp();
  demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
  agent = memberClient(t, await loginToken(t, 'agent01', 'agent1234'));
});
afterAll(async () => {
  await t.close();
});

const unread = async (client: MemberClient) =>
  (await client.value<ChatUnreadValue>(CONTENT_PATHS.chatUnread)).unReadCount;

const launch = async (client: MemberClient, query: Record<string, string> = {}) => {
  const value = await client.value<ChatLaunchValue>(CONTENT_PATHS.chatLaunch, {
    b2c: '1',
    language: 'en',
    backUrl: '/m/member',
    title: 'Live chat',
    headerColor: '#123abc',
    template: 'v2',
    ...query,
  });
  return value.chatUrl;
};

const ticketOf = (chatUrl: string) => new URL(chatUrl, 'http://site').searchParams.get('ticket') ?? '';

/** Opens a chat URL as the chat frame does, without following the redirect (the ticket's exchange). */
const exchange = (chatUrl: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${chatUrl}`, { headers, redirect: 'manual' });

/** The `name=value` of the room cookie an answer set ('' when it set none). */
const roomCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${CHAT_ROOM_COOKIE}=`)) ?? '';

/** The room page as the browser reads it after the exchange: with the room cookie ('' sends none). */
const roomPage = async (cookie: string) =>
  await t.inject({ url: CHAT_ROOM_PATH, headers: cookie === '' ? {} : { cookie } });

/** Launches a chat and exchanges its ticket: the room cookie. */
const enter = async (client: MemberClient, query: Record<string, string> = {}) =>
  roomCookieOf(await exchange(await launch(client, query)));

/** Posts the chat form with the room cookie ('' sends none), without following the redirect. */
const postMessage = (cookie: string, fields: Record<string, string>) =>
  fetch(`${t.baseUrl}${CHAT_POST_PATH}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie === '' ? {} : { cookie },
    redirect: 'manual',
  });

const sessionIdOf = async (token: string) =>
  (await theRow<{ id: number }>(t, 'SELECT id FROM sessions WHERE token_hash = ?', hashToken(token))).id;

const expectExpiredPage = async (response: Response | Awaited<ReturnType<TestApp['inject']>>) => {
  const status = 'status' in response ? response.status : response.statusCode;
  expect(status).toBe(401);
  expectStrictHtml(response.headers);
  const html = 'text' in response ? await response.text() : response.body;
  expect(html).toContain(CHAT_EXPIRED_TEXT.en);
  expect(html).toContain(CHAT_EXPIRED_TEXT.bn);
};

const expectStrictHtml = (headers: Headers) => {
  expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(headers.get('content-security-policy')).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'",
  );
  expect(headers.get('content-security-policy')).toBe(CHAT_CSP);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('cache-control')).toBe('no-store');
};

describe('GET chatAnchors', () => {
  it('answers the four anchor lists with avatars; promo is a subset', async () => {
    const hot = await demo.value<ChatAnchors>(CONTENT_PATHS.chatAnchors, { type: 'hot' });
    const lists = [hot.modelList, hot.hotAnchorList, hot.focusList, hot.recommendAnchorList];
    for (const list of lists) expect(list.length).toBeGreaterThan(0);
    const all = lists.flat();
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(hot.hotAnchorList[0]).toEqual({
      id: expect.any(Number) as number,
      nickname: 'Mim Live',
      avatarUrl: expect.stringMatching(/^\/static\/chat\/anchors\/\d+\.svg$/) as string,
      live: true,
      viewers: 1840,
    });
    const avatar = await t.inject({ url: all[0]?.avatarUrl ?? '' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.body).toContain('<svg');

    const promo = await memberClient(t, '').value<ChatAnchors>(CONTENT_PATHS.chatAnchors, { type: 'promo' });
    const promoIds = [
      promo.modelList,
      promo.hotAnchorList,
      promo.focusList,
      promo.recommendAnchorList,
    ].flat();
    expect(promoIds.length).toBeGreaterThan(0);
    expect(promoIds.length).toBeLessThan(all.length);
    for (const anchor of promoIds) expect(all.map((item) => item.id)).toContain(anchor.id);

    const bad = await t.inject({ url: withQuery(CONTENT_PATHS.chatAnchors, { type: 'cold' }) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET chatUnread and chatLaunch: access', () => {
  it('counts demo01 one unread support message and agent01 none', async () => {
    expect(await unread(demo)).toBe(CONTENT_SEED.demoChatUnread);
    expect(await unread(agent)).toBe(0);
  });

  it('answers 401 without a token and 403 auth.trial_forbidden for free play', async () => {
    const trial = await t.inject({ method: 'POST', url: withQuery('/wps/session/trial') });
    const trialClient = memberClient(t, trial.json<ApiEnvelope<{ token: string }>>().value?.token ?? '');
    const before = await countRows(t, 'chat_tickets');
    for (const path of [CONTENT_PATHS.chatUnread, CONTENT_PATHS.chatLaunch]) {
      const anonymous = await memberClient(t, '').get(path);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('auth.not_logged_in');
      const free = await trialClient.get(path);
      expect(free.statusCode).toBe(403);
      expect(free.json().code).toBe('auth.trial_forbidden');
    }
    expect(await countRows(t, 'chat_tickets')).toBe(before);
  });
});

describe('the chat flow', () => {
  it('launches with a random ticket of which only the hash is stored, valid 10 minutes, of the asking session', async () => {
    const chatUrl = await launch(demo);
    expect(chatUrl).toMatch(/^\/chat\/room\?ticket=[A-Za-z0-9_-]{43}$/);
    const ticket = ticketOf(chatUrl);
    const row = await theRow<{
      expires_at: number;
      created_at: number;
      back_url: string;
      language: string;
      session_id: number;
    }>(
      t,
      `SELECT token_hash, expires_at, created_at, back_url, language, session_id
         FROM chat_tickets WHERE token_hash = ?`,
      hashToken(ticket),
    );
    expect(row).toMatchObject({
      back_url: '/m/member',
      language: 'en',
      session_id: await sessionIdOf(demo.token),
    });
    expect(row.expires_at - row.created_at).toBe(CHAT_TICKET_TTL_MS);
    expect(await countRows(t, 'chat_tickets', `token_hash = '${ticket}'`)).toBe(0);
    expect(await launch(demo)).not.toBe(chatUrl);
  });

  it('exchanges the ticket for an HttpOnly, SameSite=Strict room cookie on /chat and redirects to the room without it', async () => {
    const chatUrl = await launch(demo);
    const ticket = ticketOf(chatUrl);
    const response = await exchange(chatUrl);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(CHAT_ROOM_PATH);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(
      new RegExp(
        `^${CHAT_ROOM_COOKIE}=[A-Za-z0-9_-]{43}; Path=/chat; Max-Age=600; HttpOnly; SameSite=Strict$`,
      ),
    );
    // The cookie holds a new secret: what went through the URL opens nothing once exchanged.
    expect(cookies[0]).not.toContain(ticket);
    expect(await countRows(t, 'chat_tickets', `token_hash = '${hashToken(ticket)}'`)).toBe(0);
    expect((await roomPage(roomCookieOf(response))).statusCode).toBe(200);

    const again = await exchange(chatUrl);
    await expectExpiredPage(again);
    expect(again.headers.getSetCookie()).toEqual([]);
    // Nor does the ticket work as a cookie or a form field.
    expect((await roomPage(`${CHAT_ROOM_COOKIE}=${ticket}`)).statusCode).toBe(401);
  });

  it('marks the room cookie Secure when the site is reached over https, with the time the ticket has left', async () => {
    const chatUrl = await launch(demo);
    t.advance(60_000);
    // The test app believes its loopback proxy, as the API does behind the site server.
    const response = await exchange(chatUrl, { 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie()[0]).toMatch(
      /; Path=\/chat; Max-Age=540; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('shows the welcome message escaped, marks it read, posts a message with a reply and redirects back', async () => {
    const cookie = await enter(demo);
    const page = await roomPage(cookie);
    expect(page.statusCode).toBe(200);
    expectStrictHtml(page.headers);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(escapeXml(CHAT_WELCOME));
    expect(page.body).not.toContain('<3');
    expect(page.body).toContain('href="/m/member"');
    expect(page.body).toContain('background:#123abc');
    expect(page.body).toContain('<form method="post" action="/chat/room/messages">');
    // The room cookie carries the conversation; the page holds no secret.
    expect(page.body).not.toContain('name="ticket"');
    expect(page.body).not.toContain(cookie.split('=')[1]);
    expect(page.body).not.toContain('<script');
    expect(await unread(demo)).toBe(0);

    const before = await countRows(t, 'chat_messages');
    const hostile = '<script>alert("chat")</script> Is my bKash deposit of ৳500 done?';
    const posted = await postMessage(cookie, { body: hostile });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(CHAT_ROOM_PATH);
    expect(await countRows(t, 'chat_messages')).toBe(before + 2);
    // The automatic reply is unread until the page is seen again.
    expect(await unread(demo)).toBe(1);

    const after = await roomPage(cookie);
    expect(after.body).toContain(escapeXml(hostile));
    expect(after.body).not.toContain('<script>alert');
    expect(after.body).toContain(CHAT_TEXT.en.reply);
    expect(after.body.indexOf(escapeXml(hostile))).toBeLessThan(after.body.indexOf(CHAT_TEXT.en.reply));
    expect(await unread(demo)).toBe(0);
  });

  it('keeps each member to their own conversation', async () => {
    const page = await roomPage(await enter(agent));
    expect(page.body).not.toContain(escapeXml(CHAT_WELCOME));
    expect(page.body).toContain(CHAT_TEXT.en.empty);
  });

  it('answers an empty or too long message with a 400 page, storing nothing', async () => {
    const cookie = await enter(demo, { language: 'bn' });
    const before = await countRows(t, 'chat_messages');
    const cases: [string, string][] = [
      ['   ', CHAT_TEXT.bn.emptyMessage],
      ['x'.repeat(501), CHAT_TEXT.bn.tooLong],
    ];
    for (const [body, message] of cases) {
      const response = await postMessage(cookie, { body });
      expect(response.status).toBe(400);
      expectStrictHtml(response.headers);
      const html = await response.text();
      expect(html).toContain('<html lang="bn">');
      expect(html).toContain(message);
    }
    const missing = await postMessage(cookie, {});
    expect(missing.status).toBe(400);
    expect(await countRows(t, 'chat_messages')).toBe(before);
    const exact = await postMessage(cookie, { body: 'y'.repeat(500) });
    expect(exact.status).toBe(303);
    expect(await countRows(t, 'chat_messages')).toBe(before + 2);
    const reply = await getRow(
      t.app.db,
      "SELECT body FROM chat_messages WHERE member_id = ? AND sender = 'support' ORDER BY id DESC",
      await memberIdOf(t, 'demo01'),
    );
    expect(reply).toEqual({ body: CHAT_TEXT.bn.reply });
  });

  it('answers 401 with the expired page for an unknown or expired ticket or room cookie, storing nothing', async () => {
    const cookie = await enter(demo);
    const unopened = await launch(demo);
    t.advance(CHAT_TICKET_TTL_MS - 1000);
    expect((await roomPage(cookie)).statusCode).toBe(200);
    t.advance(1000);
    const before = await countRows(t, 'chat_messages');
    await expectExpiredPage(await exchange(unopened));
    await expectExpiredPage(await exchange(`${CHAT_ROOM_PATH}?ticket=nope`));
    await expectExpiredPage(await exchange(`${CHAT_ROOM_PATH}?ticket=`));
    for (const sent of [cookie, '', `${CHAT_ROOM_COOKIE}=nope`])
      await expectExpiredPage(await exchange(CHAT_ROOM_PATH, sent === '' ? {} : { cookie: sent }));
    await expectExpiredPage(await postMessage(cookie, { body: 'hello?' }));
    // The form is no way in: a live ticket sent as a field, without the room cookie, posts nothing.
    await expectExpiredPage(await postMessage('', { ticket: ticketOf(await launch(demo)), body: 'hello?' }));
    expect(await countRows(t, 'chat_messages')).toBe(before);
  });
});

describe('chat launch options', () => {
  it('keeps only site paths as backUrl and plain hex header colours', async () => {
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/m/ho me',
      'javascript:alert(1)',
    ]) {
      expect(safeBackUrl(bad)).toBe('/m/home');
    }
    expect(safeBackUrl(undefined)).toBe('/m/home');
    expect(safeBackUrl('/m/activity?id=2')).toBe('/m/activity?id=2');

    const page = await roomPage(
      await enter(demo, {
        backUrl: '//evil.example/x',
        headerColor: 'red;background:url(x)',
        title: '<b>Chat</b>',
      }),
    );
    expect(page.body).toContain('href="/m/home"');
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('url(x)');
    expect(page.body).toContain(escapeXml('<b>Chat</b>'));
  });

  it('uses the x-lang header without a language query, else Bengali', async () => {
    const noLanguage = await demo.get(CONTENT_PATHS.chatLaunch, {});
    const chatUrl = noLanguage.json<ApiEnvelope<ChatLaunchValue>>().value?.chatUrl ?? '';
    expect((await roomPage(roomCookieOf(await exchange(chatUrl)))).body).toContain('<html lang="bn">');
    const english = await t.inject({
      url: withQuery(CONTENT_PATHS.chatLaunch),
      headers: { authorization: `Bearer ${demo.token}`, 'x-lang': 'en' },
    });
    const englishUrl = english.json<ApiEnvelope<ChatLaunchValue>>().value?.chatUrl ?? '';
    expect((await roomPage(roomCookieOf(await exchange(englishUrl)))).body).toContain('<html lang="en">');
  });
});

describe('a chat dies with the session that opened it', () => {
  // Each case signs in a member of its own (agent02's tree), so a changed password touches no other test.
  const endings: [string, string, (own: MemberClient, other: MemberClient) => Promise<unknown>][] = [
    ['logout', 'bplayer01', async (own) => await own.del(API_PATHS.logout)],
    [
      'a remote sign-out from another session',
      'bplayer02',
      async (own, other) =>
        await other.post(SESSION_PATHS.revoke, { sessionId: await sessionIdOf(own.token) }),
    ],
    [
      'a password change in another session',
      'bplayer11',
      async (_own, other) =>
        await other.post(ACCOUNT_PATHS.changePassword, {
          oldPassword: 'member1234',
          newPassword: 'changed1234',
          confirmNewPassword: 'changed1234',
        }),
    ],
    [
      'the end a session time limit set',
      'bsub01',
      // Where a lowered session limit puts it (limits run in whole minutes, longer than a ticket lives).
      async (own) => {
        await run(
          t.app.db,
          'UPDATE sessions SET ends_at = ? WHERE id = ?',
          t.now(),
          await sessionIdOf(own.token),
        );
      },
    ],
  ];

  it.each(endings)(
    'after %s, the room cookie and the unopened ticket show the expired page and post nothing',
    async (_ending, account, end) => {
      const own = memberClient(t, await loginToken(t, account, 'member1234'));
      const other = memberClient(t, await loginToken(t, account, 'member1234'));
      const cookie = await enter(own);
      const unopened = await launch(own);
      expect((await roomPage(cookie)).statusCode).toBe(200);

      await end(own, other);
      expect((await own.get(CONTENT_PATHS.chatUnread)).statusCode).toBe(401);
      const before = await countRows(t, 'chat_messages');
      await expectExpiredPage(await exchange(CHAT_ROOM_PATH, { cookie }));
      await expectExpiredPage(await exchange(unopened));
      await expectExpiredPage(await postMessage(cookie, { body: 'still there?' }));
      expect(await countRows(t, 'chat_messages')).toBe(before);
      // The member's other, live session still chats.
      expect((await roomPage(await enter(other))).statusCode).toBe(200);
    },
  );
});
