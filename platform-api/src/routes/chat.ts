// Chat routes: the anchor lists, the chat launch (a random ticket valid 10 minutes, only its SHA-256 stored, tied
// to the asking session, answered as a same-origin chatUrl), the unread count of support messages, and the small
// development chat page behind the ticket. The ticket dies with its session (logout, password change, remote
// sign-out, expiry, session limit) and crosses a URL once: the room's first GET, /chat/room?ticket=…, exchanges
// it for a new secret in an HttpOnly, SameSite=Strict cookie on Path=/chat (Secure over https) and answers 303 to
// /chat/room, so the address bar, history, Referer and access logs after that never hold a live secret (the
// pattern of one-time login links and OAuth codes). GET /chat/room shows the conversation (and marks support
// messages read); a form POST, with the cookie, stores the member's message with an automatic reply and
// redirects back (303). The pages carry a strict CSP and send no Referer.
import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import { CONTENT_PATHS } from 'shared/contract';
import { ok } from '../lib/envelope.ts';
import { requireSession } from '../plugins/auth.ts';
import { hashToken } from '../lib/tokens.ts';
import { requireRealMember } from '../lib/money-input.ts';
import { languageOf } from '../lib/language.ts';
import {
  CHAT_CSP,
  CHAT_MESSAGE_MAX,
  CHAT_POST_PATH,
  CHAT_ROOM_COOKIE,
  CHAT_ROOM_PATH,
  CHAT_TEXT,
  chatExpiredPage,
  chatRoomPage,
  safeColour,
} from '../lib/chat-page.ts';
import {
  exchangeTicket,
  findLiveTicket,
  insertTicket,
  listAnchors,
  listMessages,
  markSupportRead,
  postMessageWithReply,
  unreadSupportCount,
} from '../db/chat.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatLaunchValue, ChatUnreadValue } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';
import type { ChatTicket } from '../db/chat.ts';

export const CHAT_TICKET_TTL_MS = 10 * 60 * 1000;
export const DEFAULT_BACK_URL = '/m/home';
const TITLE_MAX = 60;

/**
 * A path on this site: starts with one '/', and holds no backslash, whitespace or control character (browsers
 * read '/\evil.example' like '//evil.example').
 */
export function safeBackUrl(value: string | undefined): string {
  if (value === undefined || !value.startsWith('/') || value.startsWith('//')) return DEFAULT_BACK_URL;
  const control = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return control || /[\s\\]/.test(value) ? DEFAULT_BACK_URL : value;
}

export const ChatLaunchQuerySchema = Type.Object({
  b2c: Type.Optional(Type.Enum(['1'])),
  language: Type.Optional(Type.String({ maxLength: 16 })),
  backUrl: Type.Optional(Type.String({ maxLength: 512 })),
  title: Type.Optional(Type.String({ maxLength: 100 })),
  headerColor: Type.Optional(Type.String({ maxLength: 32 })),
  template: Type.Optional(Type.Enum(['v2'])),
});

const AnchorsQuery = Type.Object({ type: Type.Enum(['hot', 'promo']) });

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CHAT_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

const roomUrl = (ticket: string) => `${CHAT_ROOM_PATH}?ticket=${encodeURIComponent(ticket)}`;

/** A random secret of 32 bytes, base64url: a ticket or a room cookie. */
const newSecret = () => randomBytes(32).toString('base64url');

/** The room cookie the request carries, if any. */
function roomCookie(request: FastifyRequest): string | undefined {
  const prefix = `${CHAT_ROOM_COOKIE}=`;
  return (request.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The room cookie for the rest of the ticket's life; Secure when the player reached the site over https. */
function roomCookieHeader(request: FastifyRequest, secret: string, expiresAt: number, now: number): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - now) / 1000));
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${CHAT_ROOM_COOKIE}=${secret}; Path=/chat; Max-Age=${maxAge}; HttpOnly${secure}; SameSite=Strict`;
}

export function registerChatRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    CONTENT_PATHS.chatAnchors,
    { schema: { summary: 'The chat anchors of a feed (hot or promo)', querystring: AnchorsQuery } },
    async (request) => ok(await listAnchors(db, request.query.type)),
  );

  app.get(
    CONTENT_PATHS.chatLaunch,
    { schema: { summary: 'A ticket URL into the live-chat room', querystring: ChatLaunchQuerySchema } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const { session } = await requireSession(ctx, request);
      const query = request.query;
      const now = ctx.now();
      const ticket = newSecret();
      const stored: ChatTicket = {
        memberId: member.id,
        sessionId: session.id,
        language: languageOf(request, query.language),
        title: (query.title ?? '').trim().slice(0, TITLE_MAX),
        headerColor: safeColour(query.headerColor),
        backUrl: safeBackUrl(query.backUrl),
        expiresAt: now + CHAT_TICKET_TTL_MS,
      };
      await insertTicket(db, hashToken(ticket), stored, now);
      const value: ChatLaunchValue = { chatUrl: roomUrl(ticket) };
      return ok(value);
    },
  );

  app.get(
    CONTENT_PATHS.chatUnread,
    { schema: { summary: 'The number of unread customer-service messages' } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const value: ChatUnreadValue = { unReadCount: await unreadSupportCount(db, member.id) };
      return ok(value);
    },
  );

  // ---------- the development chat page ----------

  const liveTicket = async (secret: unknown) =>
    typeof secret === 'string' && secret !== '' && secret.length <= 128
      ? await findLiveTicket(db, hashToken(secret), ctx.now())
      : undefined;

  const room = async (stored: ChatTicket, extra: { error?: string; draft?: string } = {}) =>
    chatRoomPage({
      lang: stored.language,
      title: stored.title,
      headerColor: stored.headerColor,
      backUrl: stored.backUrl,
      messages: await listMessages(db, stored.memberId),
      ...extra,
    });

  // No automatic HEAD route: opening the page marks messages read (and exchanges a ticket), a HEAD request must
  // not.
  app.get<{ Querystring: { ticket?: string } }>(
    CHAT_ROOM_PATH,
    { exposeHeadRoute: false, schema: { summary: 'The development chat room page (HTML)' } },
    async (request, reply) => {
      const ticket = request.query.ticket;
      if (ticket !== undefined) {
        // The chatUrl's first opening: the ticket gives way to the room cookie and leaves the address.
        const stored = await liveTicket(ticket);
        const secret = newSecret();
        if (!stored || !(await exchangeTicket(db, hashToken(ticket), hashToken(secret)))) {
          return sendHtml(reply, 401, chatExpiredPage());
        }
        return reply
          .status(303)
          .header('set-cookie', roomCookieHeader(request, secret, stored.expiresAt, ctx.now()))
          .header('location', CHAT_ROOM_PATH)
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .send();
      }
      const stored = await liveTicket(roomCookie(request));
      if (!stored) return sendHtml(reply, 401, chatExpiredPage());
      await markSupportRead(db, stored.memberId, ctx.now());
      return sendHtml(reply, 200, await room(stored));
    },
  );

  app.post(
    CHAT_POST_PATH,
    { schema: { summary: 'Post a message in the development chat room (form)' } },
    async (request, reply) => {
      const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      // Only the room cookie opens the room: SameSite=Strict keeps it off other sites' forms.
      const stored = await liveTicket(roomCookie(request));
      if (!stored) return sendHtml(reply, 401, chatExpiredPage());
      const draft = typeof form.body === 'string' ? form.body : '';
      const text = draft.trim();
      const t = CHAT_TEXT[stored.language];
      if (text === '' || text.length > CHAT_MESSAGE_MAX) {
        const error = text === '' ? t.emptyMessage : t.tooLong;
        return sendHtml(reply, 400, await room(stored, { error, draft }));
      }
      await postMessageWithReply(db, stored.memberId, text, t.reply, ctx.now());
      return reply.status(303).header('location', CHAT_ROOM_PATH).header('cache-control', 'no-store').send();
    },
  );
}
