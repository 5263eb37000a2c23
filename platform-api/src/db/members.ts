// Member and session queries: account lookup for login, profile reads, and the hashed-token session store.
// Sessions hold only the SHA-256 of the token; expiry and revocation are checked here.
import { getRow, run } from './database.ts';
import { voidPasswordResets } from './accounts.ts';
import type { Db } from './database.ts';

export interface MemberRow {
  id: number;
  account: string;
  password_hash: string;
  nickname: string;
  type: number;
  reg_date: number;
  to_upline: number;
  parent_id: number | null;
  status: 'active' | 'disabled';
  last_login_at: number | null;
  email: string;
  mobile: string | null;
  country_dialing_code: string;
}

/** Member types (spec account §3, §6): 0 player, 1 agent, 4 free-play trial. */
export const MEMBER_TYPE = { player: 0, agent: 1, trial: 4 } as const;

/** Types that are not agents (spec account §6, §9). */
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];

/**
 * Agents are every type except 0, 4 and 40: the same rule as `isAgentType` of shared/src/session/member-rules.ts,
 * which sits behind the shared package's browser entry (React, i18n…) and cannot be imported by the server.
 */
export const isAgentType = (type: number): boolean => !NON_AGENT_TYPES.includes(type);

export async function findMemberByAccount(db: Db, account: string): Promise<MemberRow | undefined> {
  return await getRow<MemberRow>(db, 'SELECT * FROM members WHERE lower(account) = lower(?)', account);
}

export async function findMemberByMobile(db: Db, mobile: string): Promise<MemberRow | undefined> {
  return await getRow<MemberRow>(db, 'SELECT * FROM members WHERE mobile = ?', mobile);
}

/** True when an account name (case-insensitive) or a mobile number is taken, by login name or by mobile. */
export async function accountOrMobileTaken(db: Db, account: string, mobile: string): Promise<boolean> {
  const row = await getRow<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM members
     WHERE lower(account) = lower(?) OR (? <> '' AND (mobile = ? OR lower(account) = lower(?)))`,
    account,
    mobile,
    mobile,
    mobile,
  );
  return (row?.n ?? 0) > 0;
}

/** A new login password: every reset link still open is void from now on. Run inside the caller's transaction. */
export async function setPasswordHash(
  db: Db,
  memberId: number,
  passwordHash: string,
  now: number,
): Promise<void> {
  await run(db, 'UPDATE members SET password_hash = ? WHERE id = ?', passwordHash, memberId);
  await voidPasswordResets(db, memberId, now);
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return await getRow<MemberRow>(db, 'SELECT * FROM members WHERE id = ?', id);
}

export async function markLoggedIn(db: Db, memberId: number, now: number): Promise<void> {
  await run(db, 'UPDATE members SET last_login_at = ? WHERE id = ?', now, memberId);
}

interface SessionRow {
  member_id: number;
  expires_at: number;
  revoked_at: number | null;
}

export async function createSession(
  db: Db,
  tokenHash: string,
  memberId: number,
  now: number,
  expiresAt: number,
): Promise<void> {
  await run(
    db,
    'INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    tokenHash,
    memberId,
    now,
    expiresAt,
  );
}

/** The member id of a live session, or undefined when the token is unknown, expired or revoked. */
export async function findLiveSession(db: Db, tokenHash: string, now: number): Promise<number | undefined> {
  const session = await getRow<SessionRow>(
    db,
    'SELECT member_id, expires_at, revoked_at FROM sessions WHERE token_hash = ?',
    tokenHash,
  );
  if (!session || session.revoked_at !== null || session.expires_at <= now) return undefined;
  return session.member_id;
}

export async function revokeSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await run(
    db,
    'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
    now,
    tokenHash,
  );
}

/** Revokes every live session of a member, except the one whose hash is `keepTokenHash`. */
export async function revokeMemberSessions(
  db: Db,
  memberId: number,
  now: number,
  keepTokenHash?: string,
): Promise<number> {
  return (
    await run(
      db,
      `UPDATE sessions SET revoked_at = ?
     WHERE member_id = ? AND revoked_at IS NULL AND token_hash <> ?`,
      now,
      memberId,
      keepTokenHash ?? '',
    )
  ).changes;
}
