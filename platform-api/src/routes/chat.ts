// Chat routes: the anchor lists, the chat launch (a random ticket valid 10 minutes, only its SHA-256
// stored, answered as a same-origin chatUrl), the unread count of support messages, and the small development
// chat page behind the ticket: GET shows the conversation (and marks support messages read), a form POST stores
// the member's message with an automatic reply and redirects back (303). The pages carry a strict CSP.
import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import { CONTENT_PATHS } from 'shared/contract';
import { ok } from '../lib/envelope.ts';
import { hashToken } from '../lib/tokens.ts';
import { requireRealMember } from '../lib/money-input.ts';
import { languageOf } from '../lib/language.ts';
import {
  CHAT_CSP,
  CHAT_MESSAGE_MAX,
  CHAT_POST_PATH,
  CHAT_ROOM_PATH,
  CHAT_TEXT,
  chatExpiredPage,
  chatRoomPage,
  safeColour,
} from '../lib/chat-page.ts';
import {
  findLiveTicket,
  insertTicket,
  listAnchors,
  listMessages,
  markSupportRead,
  postMessageWithReply,
  unreadSupportCount,
} from '../db/chat.ts';
import type { FastifyReply } from 'fastify';
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

export function registerChatRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    CONTENT_PATHS.chatAnchors,
    { schema: { summary: 'The chat anchors of a feed (hot or promo)', querystring: AnchorsQuery } },
    async (request) => ok(listAnchors(db, request.query.type)),
  );

  app.get(
    CONTENT_PATHS.chatLaunch,
    { schema: { summary: 'A ticket URL into the live-chat room', querystring: ChatLaunchQuerySchema } },
    async (request) => {
      const member = requireRealMember(ctx, request);
      const query = request.query;
      const now = ctx.now();
      const ticket = randomBytes(32).toString('base64url');
      const stored: ChatTicket = {
        memberId: member.id,
        language: languageOf(request, query.language),
        title: (query.title ?? '').trim().slice(0, TITLE_MAX),
        headerColor: safeColour(query.headerColor),
        backUrl: safeBackUrl(query.backUrl),
        expiresAt: now + CHAT_TICKET_TTL_MS,
      };
      insertTicket(db, hashToken(ticket), stored, now);
      const value: ChatLaunchValue = { chatUrl: roomUrl(ticket) };
      return ok(value);
    },
  );

  app.get(
    CONTENT_PATHS.chatUnread,
    { schema: { summary: 'The number of unread customer-service messages' } },
    async (request) => {
      const member = requireRealMember(ctx, request);
      const value: ChatUnreadValue = { unReadCount: unreadSupportCount(db, member.id) };
      return ok(value);
    },
  );

  // ---------- the development chat page ----------

  const liveTicket = (ticket: unknown) =>
    typeof ticket === 'string' && ticket !== '' && ticket.length <= 128
      ? findLiveTicket(db, hashToken(ticket), ctx.now())
      : undefined;

  const room = (ticket: string, stored: ChatTicket, extra: { error?: string; draft?: string } = {}) =>
    chatRoomPage({
      lang: stored.language,
      title: stored.title,
      headerColor: stored.headerColor,
      backUrl: stored.backUrl,
      ticket,
      messages: listMessages(db, stored.memberId),
      ...extra,
    });

  // No automatic HEAD route: opening the page marks messages read, a HEAD request must not.
  app.get<{ Querystring: { ticket?: string } }>(
    CHAT_ROOM_PATH,
    { exposeHeadRoute: false, schema: { summary: 'The development chat room page (HTML)' } },
    async (request, reply) => {
      const ticket = request.query.ticket;
      const stored = liveTicket(ticket);
      if (!stored || ticket === undefined) return sendHtml(reply, 401, chatExpiredPage());
      markSupportRead(db, stored.memberId, ctx.now());
      return sendHtml(reply, 200, room(ticket, stored));
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
      const ticket = form.ticket;
      const stored = liveTicket(ticket);
      if (!stored || typeof ticket !== 'string') return sendHtml(reply, 401, chatExpiredPage());
      const draft = typeof form.body === 'string' ? form.body : '';
      const text = draft.trim();
      const t = CHAT_TEXT[stored.language];
      if (text === '' || text.length > CHAT_MESSAGE_MAX) {
        const error = text === '' ? t.emptyMessage : t.tooLong;
        return sendHtml(reply, 400, room(ticket, stored, { error, draft }));
      }
      postMessageWithReply(db, stored.memberId, text, t.reply, ctx.now());
      return reply.status(303).header('location', roomUrl(ticket)).header('cache-control', 'no-store').send();
    },
  );
}
