import { CONTENT_PATHS } from 'shared/contract';
import { countRows, createTestApp, loginToken, withQuery } from '../testing/test-app.ts';
import { memberClient, memberIdOf } from '../testing/member-client.ts';
import { CHAT_WELCOME, CONTENT_SEED } from '../db/content-seed.ts';
import { CHAT_CSP, CHAT_EXPIRED_TEXT, CHAT_TEXT } from '../lib/chat-page.ts';
import { escapeXml } from '../lib/svg-art.ts';
import { hashToken } from '../lib/tokens.ts';
import { CHAT_TICKET_TTL_MS, safeBackUrl } from './chat.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { ApiEnvelope, ChatAnchors, ChatLaunchValue, ChatUnreadValue } from 'shared/contract';

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

/** Posts the chat form without following the redirect. */
const postMessage = (fields: Record<string, string>) =>
  fetch(`${t.baseUrl}/chat/room/messages`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

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
    const before = countRows(t, 'chat_tickets');
    for (const path of [CONTENT_PATHS.chatUnread, CONTENT_PATHS.chatLaunch]) {
      const anonymous = await memberClient(t, '').get(path);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('auth.not_logged_in');
      const free = await trialClient.get(path);
      expect(free.statusCode).toBe(403);
      expect(free.json().code).toBe('auth.trial_forbidden');
    }
    expect(countRows(t, 'chat_tickets')).toBe(before);
  });
});

describe('the chat flow', () => {
  it('launches with a random ticket of which only the hash is stored, valid 10 minutes', async () => {
    const chatUrl = await launch(demo);
    expect(chatUrl).toMatch(/^\/chat\/room\?ticket=[A-Za-z0-9_-]{43}$/);
    const ticket = ticketOf(chatUrl);
    const row = t.app.db
      .prepare(
        'SELECT token_hash, expires_at, created_at, back_url, language FROM chat_tickets WHERE token_hash = ?',
      )
      .get(hashToken(ticket)) as {
      expires_at: number;
      created_at: number;
      back_url: string;
      language: string;
    };
    expect(row).toMatchObject({ back_url: '/m/member', language: 'en' });
    expect(row.expires_at - row.created_at).toBe(CHAT_TICKET_TTL_MS);
    expect(countRows(t, 'chat_tickets', `token_hash = '${ticket}'`)).toBe(0);
    expect(await launch(demo)).not.toBe(chatUrl);
  });

  it('shows the welcome message escaped, marks it read, posts a message with a reply and redirects back', async () => {
    const chatUrl = await launch(demo);
    const ticket = ticketOf(chatUrl);
    const page = await t.inject({ url: chatUrl });
    expect(page.statusCode).toBe(200);
    expectStrictHtml(page.headers);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(escapeXml(CHAT_WELCOME));
    expect(page.body).not.toContain('<3');
    expect(page.body).toContain('href="/m/member"');
    expect(page.body).toContain('background:#123abc');
    expect(page.body).toContain('<form method="post" action="/chat/room/messages">');
    expect(page.body).not.toContain('<script');
    expect(await unread(demo)).toBe(0);

    const before = countRows(t, 'chat_messages');
    const hostile = '<script>alert("chat")</script> Is my bKash deposit of ৳500 done?';
    const posted = await postMessage({ ticket, body: hostile });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(chatUrl);
    expect(countRows(t, 'chat_messages')).toBe(before + 2);
    // The automatic reply is unread until the page is seen again.
    expect(await unread(demo)).toBe(1);

    const after = await t.inject({ url: chatUrl });
    expect(after.body).toContain(escapeXml(hostile));
    expect(after.body).not.toContain('<script>alert');
    expect(after.body).toContain(CHAT_TEXT.en.reply);
    expect(after.body.indexOf(escapeXml(hostile))).toBeLessThan(after.body.indexOf(CHAT_TEXT.en.reply));
    expect(await unread(demo)).toBe(0);
  });

  it('keeps each member to their own conversation', async () => {
    const page = await t.inject({ url: await launch(agent) });
    expect(page.body).not.toContain(escapeXml(CHAT_WELCOME));
    expect(page.body).toContain(CHAT_TEXT.en.empty);
  });

  it('answers an empty or too long message with a 400 page, storing nothing', async () => {
    const ticket = ticketOf(await launch(demo, { language: 'bn' }));
    const before = countRows(t, 'chat_messages');
    const cases: [string, string][] = [
      ['   ', CHAT_TEXT.bn.emptyMessage],
      ['x'.repeat(501), CHAT_TEXT.bn.tooLong],
    ];
    for (const [body, message] of cases) {
      const response = await postMessage({ ticket, body });
      expect(response.status).toBe(400);
      expectStrictHtml(response.headers);
      const html = await response.text();
      expect(html).toContain('<html lang="bn">');
      expect(html).toContain(message);
    }
    const missing = await postMessage({ ticket });
    expect(missing.status).toBe(400);
    expect(countRows(t, 'chat_messages')).toBe(before);
    const exact = await postMessage({ ticket, body: 'y'.repeat(500) });
    expect(exact.status).toBe(303);
    expect(countRows(t, 'chat_messages')).toBe(before + 2);
    const reply = t.app.db
      .prepare("SELECT body FROM chat_messages WHERE member_id = ? AND sender = 'support' ORDER BY id DESC")
      .get(memberIdOf(t, 'demo01'));
    expect(reply).toEqual({ body: CHAT_TEXT.bn.reply });
  });

  it('answers 401 with the expired page for an unknown or expired ticket, storing nothing', async () => {
    const chatUrl = await launch(demo);
    const ticket = ticketOf(chatUrl);
    t.advance(CHAT_TICKET_TTL_MS - 1000);
    expect((await t.inject({ url: chatUrl })).statusCode).toBe(200);
    t.advance(1000);
    const before = countRows(t, 'chat_messages');
    for (const url of [chatUrl, '/chat/room?ticket=nope', '/chat/room']) {
      const page = await t.inject({ url });
      expect(page.statusCode).toBe(401);
      expectStrictHtml(page.headers);
      expect(page.body).toContain(CHAT_EXPIRED_TEXT.en);
      expect(page.body).toContain(CHAT_EXPIRED_TEXT.bn);
    }
    const posted = await postMessage({ ticket, body: 'hello?' });
    expect(posted.status).toBe(401);
    expect(await posted.text()).toContain(CHAT_EXPIRED_TEXT.en);
    expect(countRows(t, 'chat_messages')).toBe(before);
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

    const page = await t.inject({
      url: await launch(demo, {
        backUrl: '//evil.example/x',
        headerColor: 'red;background:url(x)',
        title: '<b>Chat</b>',
      }),
    });
    expect(page.body).toContain('href="/m/home"');
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('url(x)');
    expect(page.body).toContain(escapeXml('<b>Chat</b>'));
  });

  it('uses the x-lang header without a language query, else Bengali', async () => {
    const noLanguage = await demo.get(CONTENT_PATHS.chatLaunch, {});
    const chatUrl = noLanguage.json<ApiEnvelope<ChatLaunchValue>>().value?.chatUrl ?? '';
    expect((await t.inject({ url: chatUrl })).body).toContain('<html lang="bn">');
    const english = await t.inject({
      url: withQuery(CONTENT_PATHS.chatLaunch),
      headers: { authorization: `Bearer ${demo.token}`, 'x-lang': 'en' },
    });
    const englishUrl = english.json<ApiEnvelope<ChatLaunchValue>>().value?.chatUrl ?? '';
    expect((await t.inject({ url: englishUrl })).body).toContain('<html lang="en">');
  });
});
