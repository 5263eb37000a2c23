// Session rows: every sign-in is a row holding only the SHA-256 of its token, where it came from
// (device, ip, place), when it was last seen, the end a session time limit gives it, and why it was revoked.
// A session is live while it is not revoked, not expired and not past its session-limit end.
import { allRows, getRow, run } from './database.ts';
import type { Db } from './database.ts';
import type { LastSignIn } from 'shared/contract';
import type { ClientOrigin } from '../lib/client-origin.ts';

/** Why a session ended early (stored in sessions.revoke_reason; null for the older revocations). */
export type RevokeReason = 'logout' | 'remote' | 'others' | 'exclusion' | 'session_limit' | 'password_change';

export interface SessionRow {
  id: number;
  token_hash: string;
  member_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  device: string;
  ip: string | null;
  place: string | null;
  last_seen_at: number | null;
  ends_at: number | null;
  revoke_reason: RevokeReason | null;
}

/** last_seen_at is written at most this often per session (every request would be a write). */
export const LAST_SEEN_RESOLUTION_MS = 30_000;

export interface NewSession {
  tokenHash: string;
  memberId: number;
  at: number;
  expiresAt: number;
  /** End under a session time limit, else null. */
  endsAt: number | null;
  origin: ClientOrigin | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<number> {
  return (await getRow<{ id: number }>(
    db,
    `INSERT INTO sessions (token_hash, member_id, created_at, expires_at, device, ip, place, last_seen_at, ends_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    session.tokenHash,
    session.memberId,
    session.at,
    session.expiresAt,
    session.origin?.device ?? '',
    session.origin?.ip ?? null,
    session.origin?.place ?? null,
    session.at,
    session.endsAt,
  ))!.id;
}

export async function findSessionByHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return await getRow<SessionRow>(db, 'SELECT * FROM sessions WHERE token_hash = ?', tokenHash);
}

export async function findSessionById(db: Db, id: number): Promise<SessionRow | undefined> {
  return await getRow<SessionRow>(db, 'SELECT * FROM sessions WHERE id = ?', id);
}

/** The member's newest sign-in with a known origin (rows from before migration 010 have none). */
export async function latestSignIn(db: Db, memberId: number): Promise<LastSignIn | null> {
  const row = await getRow<{ created_at: number; ip: string; place: string | null }>(
    db,
    `SELECT created_at, ip, place FROM sessions WHERE member_id = ? AND ip IS NOT NULL
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    memberId,
  );
  return row ? { at: new Date(row.created_at).toISOString(), ip: row.ip, place: row.place } : null;
}

export async function touchSession(db: Db, session: SessionRow, now: number): Promise<void> {
  if (session.last_seen_at !== null && now - session.last_seen_at < LAST_SEEN_RESOLUTION_MS) return;
  await run(db, 'UPDATE sessions SET last_seen_at = ? WHERE id = ?', now, session.id);
}

/**
 * The condition a sessions row meets while live (binds now twice). Exported for queries of what lives only as
 * long as its session, such as chat tickets (`… session_id IN (SELECT id FROM sessions WHERE ${LIVE_SESSION})`).
 */
export const LIVE_SESSION = 'revoked_at IS NULL AND expires_at > ? AND (ends_at IS NULL OR ends_at > ?)';

/** The member's live sessions, newest first. */
export async function liveSessions(db: Db, memberId: number, now: number): Promise<SessionRow[]> {
  return await allRows<SessionRow>(
    db,
    `SELECT * FROM sessions WHERE member_id = ? AND ${LIVE_SESSION} ORDER BY created_at DESC, id DESC`,
    memberId,
    now,
    now,
  );
}

/** Revokes one live session of the member; false when it is not the member's or not live. */
export async function revokeOwnSession(
  db: Db,
  memberId: number,
  sessionId: number,
  now: number,
  reason: RevokeReason,
): Promise<boolean> {
  return (
    (
      await run(
        db,
        `UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE id = ? AND member_id = ? AND ${LIVE_SESSION}`,
        now,
        reason,
        sessionId,
        memberId,
        now,
        now,
      )
    ).changes > 0
  );
}

/** Revokes every live session of the member except `keepId`; returns how many. */
export async function revokeAllSessions(
  db: Db,
  memberId: number,
  now: number,
  reason: RevokeReason,
  keepId = 0,
): Promise<number> {
  return (
    await run(
      db,
      `UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE member_id = ? AND id <> ? AND ${LIVE_SESSION}`,
      now,
      reason,
      memberId,
      keepId,
      now,
      now,
    )
  ).changes;
}

/** Marks a session whose session-limit end has passed as revoked for that reason (once). */
export async function endBySessionLimit(db: Db, sessionId: number): Promise<void> {
  await run(
    db,
    `UPDATE sessions SET revoked_at = ends_at, revoke_reason = 'session_limit'
     WHERE id = ? AND revoked_at IS NULL`,
    sessionId,
  );
}

/**
 * A session limit set or lowered now shortens the member's live sessions: each ends at its start + minutes,
 * but none sooner than `graceMs` from now, and none later than the end it already had.
 */
export async function shortenLiveSessions(
  db: Db,
  memberId: number,
  minutes: number,
  now: number,
  graceMs: number,
): Promise<void> {
  const limitMs = minutes * 60_000;
  const earliest = now + graceMs;
  // The new end: the later of start + limit and the grace end, unless the session already ends sooner.
  const newEnd = 'CASE WHEN created_at + ? > ? THEN created_at + ? ELSE ? END';
  await run(
    db,
    `UPDATE sessions
     SET ends_at = CASE WHEN ends_at IS NOT NULL AND ends_at < ${newEnd} THEN ends_at ELSE ${newEnd} END
     WHERE member_id = ? AND revoked_at IS NULL AND expires_at > ? AND (ends_at IS NULL OR ends_at > ?)`,
    ...[limitMs, earliest, limitMs, earliest],
    ...[limitMs, earliest, limitMs, earliest],
    memberId,
    now,
    now,
  );
}
