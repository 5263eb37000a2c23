// Chat: the anchor (host) lists, a member's support conversation with its unread count, and the short-lived
// tickets that open the chat page (only the SHA-256 of a ticket is stored). A ticket belongs to the session that
// asked for it and opens nothing once that session is not live. A member's message and the automatic support
// reply are written in one transaction.
import { allRows, getRow, run, transaction } from './database.ts';
import { LIVE_SESSION } from './sessions.ts';
import type { Db } from './database.ts';
import type { ContentLanguage } from '../lib/language.ts';
import type { ChatAnchor, ChatAnchors } from 'shared/contract';

export type AnchorFeed = 'hot' | 'promo';

interface AnchorRow {
  id: number;
  nickname: string;
  list_name: 'model' | 'hot' | 'focus' | 'recommend';
  live: number;
  viewers: number;
}

export const anchorAvatarUrl = (id: number) => `/static/chat/anchors/${id}.svg`;

/** The four lists; the 'promo' feed holds only the anchors hosting promotion streams. Live ones first. */
export async function listAnchors(db: Db, feed: AnchorFeed): Promise<ChatAnchors> {
  const rows = await allRows<AnchorRow>(
    db,
    `SELECT id, nickname, list_name, live, viewers FROM chat_anchors
     WHERE (? = 'hot' OR promo = 1) ORDER BY live DESC, viewers DESC, sequence, id`,
    feed,
  );
  const of = (list: AnchorRow['list_name']): ChatAnchor[] =>
    rows
      .filter((row) => row.list_name === list)
      .map((row) => ({
        id: row.id,
        nickname: row.nickname,
        avatarUrl: anchorAvatarUrl(row.id),
        live: row.live === 1,
        viewers: row.viewers,
      }));
  return {
    modelList: of('model'),
    hotAnchorList: of('hot'),
    focusList: of('focus'),
    recommendAnchorList: of('recommend'),
  };
}

export async function findAnchorArt(
  db: Db,
  id: number,
): Promise<{ nickname: string; hue: number } | undefined> {
  return await getRow<{ nickname: string; hue: number }>(
    db,
    'SELECT nickname, hue FROM chat_anchors WHERE id = ?',
    id,
  );
}

export async function unreadSupportCount(db: Db, memberId: number): Promise<number> {
  const row = await getRow<{ n: number }>(
    db,
    "SELECT COUNT(*) AS n FROM chat_messages WHERE member_id = ? AND sender = 'support' AND read_at IS NULL",
    memberId,
  );
  return row?.n ?? 0;
}

export interface ChatMessage {
  id: number;
  sender: 'member' | 'support';
  body: string;
  createdAt: number;
}

export async function listMessages(db: Db, memberId: number): Promise<ChatMessage[]> {
  return (
    await allRows<{ id: number; sender: ChatMessage['sender']; body: string; created_at: number }>(
      db,
      'SELECT id, sender, body, created_at FROM chat_messages WHERE member_id = ? ORDER BY created_at, id',
      memberId,
    )
  ).map((row) => ({ id: row.id, sender: row.sender, body: row.body, createdAt: row.created_at }));
}

export async function markSupportRead(db: Db, memberId: number, at: number): Promise<void> {
  await run(
    db,
    "UPDATE chat_messages SET read_at = ? WHERE member_id = ? AND sender = 'support' AND read_at IS NULL",
    at,
    memberId,
  );
}

/** The member's message and the support reply, together or not at all. */
export async function postMessageWithReply(
  db: Db,
  memberId: number,
  body: string,
  reply: string,
  at: number,
): Promise<void> {
  await transaction(db, async () => {
    const insert = 'INSERT INTO chat_messages (member_id, sender, body, created_at) VALUES (?, ?, ?, ?)';
    await run(db, insert, memberId, 'member', body, at);
    await run(db, insert, memberId, 'support', reply, at);
  });
}

export interface ChatTicket {
  memberId: number;
  /** The session that asked for the ticket; the ticket dies with it. */
  sessionId: number;
  language: ContentLanguage;
  title: string;
  headerColor: string;
  backUrl: string;
  expiresAt: number;
}

export async function insertTicket(db: Db, tokenHash: string, ticket: ChatTicket, at: number): Promise<void> {
  await run(
    db,
    `INSERT INTO chat_tickets
       (token_hash, member_id, session_id, language, title, header_color, back_url, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    tokenHash,
    ticket.memberId,
    ticket.sessionId,
    ticket.language,
    ticket.title,
    ticket.headerColor,
    ticket.backUrl,
    at,
    ticket.expiresAt,
  );
}

/** The ticket of this hash while it has not expired, its session is live and its member active. */
export async function findLiveTicket(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<ChatTicket | undefined> {
  const row = await getRow<{
    member_id: number;
    session_id: number;
    language: ContentLanguage;
    title: string;
    header_color: string;
    back_url: string;
    expires_at: number;
  }>(
    db,
    `SELECT t.* FROM chat_tickets t JOIN members m ON m.id = t.member_id
     WHERE t.token_hash = ? AND t.expires_at > ? AND m.status = 'active'
       AND t.session_id IN (SELECT id FROM sessions WHERE ${LIVE_SESSION})`,
    tokenHash,
    now,
    now,
    now,
  );
  return (
    row && {
      memberId: row.member_id,
      sessionId: row.session_id,
      language: row.language,
      title: row.title,
      headerColor: row.header_color,
      backUrl: row.back_url,
      expiresAt: row.expires_at,
    }
  );
}

/**
 * Swaps the secret that opens a ticket's room: the ticket of `tokenHash` afterwards opens only by `newHash`
 * (the URL's ticket for the room cookie). False when no ticket has that hash any more.
 */
export async function exchangeTicket(db: Db, tokenHash: string, newHash: string): Promise<boolean> {
  return (
    (await run(db, 'UPDATE chat_tickets SET token_hash = ? WHERE token_hash = ?', newHash, tokenHash))
      .changes === 1
  );
}
