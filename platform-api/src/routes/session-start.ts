// Starting a session, shared by login, registration and trial play: a new random token (only its hash stored),
// the member's last-login time, and the LoginValue the client keeps.
import { createToken, hashToken, SESSION_TTL_MS } from '../lib/tokens.ts';
import { createSession, markLoggedIn } from '../db/members.ts';
import type { Db } from '../db/database.ts';
import type { MemberRow } from '../db/members.ts';
import type { LoginValue } from 'shared/contract';

/** Call inside the request's transaction. */
export function startSession(
  db: Db,
  member: Pick<MemberRow, 'id' | 'account' | 'type' | 'last_login_at'>,
  now: number,
): LoginValue {
  const token = createToken();
  const expiresAt = now + SESSION_TTL_MS;
  createSession(db, hashToken(token), member.id, now, expiresAt);
  markLoggedIn(db, member.id, now);
  return {
    token,
    userName: member.account,
    type: member.type,
    firstTimeLogin: member.last_login_at === null,
    customerType: member.type,
    expiresAt,
  };
}
