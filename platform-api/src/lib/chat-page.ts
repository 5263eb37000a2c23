// The development chat page (GET /chat/room, opened by its room cookie): plain HTML with no JavaScript, in the
// ticket's language. It lists the member's conversation (every text escaped), offers a form that posts one message (1–500
// characters) and links back to the site. Served with a strict CSP: nothing but inline style and same-origin
// images, forms posting only to this origin.
import { formatDateTime } from 'shared/dates';
import { escapeXml } from './svg-art.ts';
import type { ChatMessage } from '../db/chat.ts';
import type { ContentLanguage } from './language.ts';

export const CHAT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'";

export const CHAT_MESSAGE_MAX = 500;
export const CHAT_ROOM_PATH = '/chat/room';
export const CHAT_POST_PATH = '/chat/room/messages';
/** The cookie that opens the room once its ticket has been exchanged (Path=/chat). */
export const CHAT_ROOM_COOKIE = 'chat_room';

export const CHAT_TEXT = {
  en: {
    title: 'Live chat',
    back: 'Back',
    you: 'You',
    support: 'Support',
    conversation: 'Conversation',
    empty: 'No messages yet. Say hello!',
    label: 'Your message',
    hint: '1 to 500 characters',
    send: 'Send',
    emptyMessage: 'Please write a message first.',
    tooLong: 'Your message is too long: at most 500 characters.',
    reply: 'Thanks, an agent will answer shortly.',
  },
  bn: {
    title: 'লাইভ চ্যাট',
    back: 'ফিরে যান',
    you: 'আপনি',
    support: 'সাপোর্ট',
    conversation: 'কথোপকথন',
    empty: 'এখনো কোনো বার্তা নেই। হ্যালো বলুন!',
    label: 'আপনার বার্তা',
    hint: '১ থেকে ৫০০ অক্ষর',
    send: 'পাঠান',
    emptyMessage: 'আগে একটি বার্তা লিখুন।',
    tooLong: 'আপনার বার্তা অনেক বড়: সর্বোচ্চ ৫০০ অক্ষর।',
    reply: 'ধন্যবাদ, একজন এজেন্ট শীঘ্রই উত্তর দেবেন।',
  },
} as const;

export const CHAT_EXPIRED_TEXT = {
  bn: 'এই চ্যাট লিঙ্কের মেয়াদ শেষ হয়ে গেছে। সাইট থেকে আবার চ্যাট খুলুন।',
  en: 'This chat link has expired. Please open the chat again from the site.',
  home: { bn: 'হোমে ফিরে যান', en: 'Back to home' },
} as const;

const HEX_COLOUR = /^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/;
export const DEFAULT_HEADER_COLOUR = '#1f1b4d';

/** The header colour when it is a plain #rgb / #rrggbb value, else the default (it lands in a style attribute). */
export const safeColour = (value: string | undefined) =>
  value !== undefined && HEX_COLOUR.test(value) ? value : DEFAULT_HEADER_COLOUR;

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f3fb; color: #1b1a2e; }
  header { display: flex; align-items: center; gap: 12px; padding: 12px 16px; color: #fff; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  header h1 { font-size: 1.1rem; margin: 0; }
  main { max-width: 560px; margin: 0 auto; padding: 12px 16px 24px; }
  ol { list-style: none; margin: 0 0 16px; padding: 0; }
  li { margin: 8px 0; padding: 8px 12px; border-radius: 12px; max-width: 85%; }
  li.support { background: #fff; border: 1px solid #dcd9ef; }
  li.member { background: #dcefff; margin-left: auto; }
  .who { font-weight: 600; font-size: 0.85rem; }
  time { color: #6b6890; font-size: 0.75rem; margin-left: 6px; }
  li p { margin: 4px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  .empty { color: #6b6890; }
  .error { color: #b3261e; font-weight: 600; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  textarea { width: 100%; font: inherit; padding: 8px; border-radius: 8px; border: 1px solid #b9b5d9; }
  .hint { color: #6b6890; font-size: 0.8rem; margin: 4px 0 8px; }
  button { font: inherit; font-weight: 700; padding: 10px 28px; border: 0; border-radius: 20px; background: #f5b301;
    color: #000; cursor: pointer; }
`;

function page(lang: ContentLanguage | 'bn', title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeXml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

export interface ChatRoomOptions {
  lang: ContentLanguage;
  title: string;
  headerColor: string;
  backUrl: string;
  messages: ChatMessage[];
  /** Shown above the form (role alert) when the last post was refused. */
  error?: string;
  /** The refused text, kept in the textarea. */
  draft?: string;
}

function messageItem(message: ChatMessage, t: (typeof CHAT_TEXT)[ContentLanguage]): string {
  const who = message.sender === 'member' ? t.you : t.support;
  const when = new Date(message.createdAt).toISOString();
  return (
    `<li class="${message.sender}"><span class="who">${escapeXml(who)}</span>` +
    `<time datetime="${when}">${formatDateTime(message.createdAt)}</time><p>${escapeXml(message.body)}</p></li>`
  );
}

export function chatRoomPage(options: ChatRoomOptions): string {
  const t = CHAT_TEXT[options.lang];
  const title = options.title.trim() === '' ? t.title : options.title;
  const list =
    options.messages.length === 0
      ? `<p class="empty">${escapeXml(t.empty)}</p>`
      : `<ol aria-label="${escapeXml(t.conversation)}">${options.messages
          .map((message) => messageItem(message, t))
          .join('')}</ol>`;
  const error = options.error ? `<p class="error" role="alert">${escapeXml(options.error)}</p>` : '';
  const body = `<header style="background:${safeColour(options.headerColor)}">
  <a href="${escapeXml(options.backUrl)}">← ${escapeXml(t.back)}</a>
  <h1>${escapeXml(title)}</h1>
</header>
<main>
  ${list}
  ${error}
  <form method="post" action="${CHAT_POST_PATH}">
    <label for="body">${escapeXml(t.label)}</label>
    <textarea id="body" name="body" rows="3" required minlength="1" maxlength="${CHAT_MESSAGE_MAX}"
      aria-describedby="hint">${escapeXml(options.draft ?? '')}</textarea>
    <p id="hint" class="hint">${escapeXml(t.hint)}</p>
    <button type="submit">${escapeXml(t.send)}</button>
  </form>
</main>`;
  return page(options.lang, title, body);
}

/** The 401 page of an unknown or dead ticket or room cookie: both languages, a link home. */
export function chatExpiredPage(): string {
  const body = `<main>
  <div role="alert">
    <p lang="bn">${escapeXml(CHAT_EXPIRED_TEXT.bn)}</p>
    <p lang="en">${escapeXml(CHAT_EXPIRED_TEXT.en)}</p>
  </div>
  <p><a href="/m/home">${escapeXml(CHAT_EXPIRED_TEXT.home.bn)} / ${escapeXml(CHAT_EXPIRED_TEXT.home.en)}</a></p>
</main>`;
  return page('bn', `${CHAT_TEXT.bn.title} / ${CHAT_TEXT.en.title}`, body);
}
