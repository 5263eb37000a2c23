// Starting a session, shared by login, registration and trial play: a new random token (only its hash stored),
// the session row with where it came from and the end a session time limit gives it, the member's last-login
// time, and the LoginValue the client keeps (with the previous sign-in, read before this one is written, its place in
// the caller's language).
import { createToken, hashToken, SESSION_TTL_MS } from '../lib/tokens.ts';
import { markLoggedIn } from '../db/members.ts';
import { sessionLimitMinutes } from '../db/protection.ts';
import { insertSession, latestSignIn } from '../db/sessions.ts';
import type { Db } from '../db/database.ts';
import type { MemberRow } from '../db/members.ts';
import type { LoginValue } from 'shared/contract';
import { type ClientOrigin, placeIn } from '../lib/client-origin.ts';
import type { ContentLanguage } from '../lib/language.ts';

/** Call inside the request's transaction. `origin` is null only where no request exists (tools, seeds). */
export async function startSession(
  db: Db,
  member: Pick<MemberRow, 'id' | 'account' | 'type' | 'last_login_at'>,
  now: number,
  origin: ClientOrigin | null,
  language: ContentLanguage,
): Promise<LoginValue> {
  const token = createToken();
  const expiresAt = now + SESSION_TTL_MS;
  const lastSignIn = await latestSignIn(db, member.id);
  const limitMinutes = await sessionLimitMinutes(db, member.id, now);
  await insertSession(db, {
    tokenHash: hashToken(token),
    memberId: member.id,
    at: now,
    expiresAt,
    endsAt: limitMinutes === null ? null : now + limitMinutes * 60_000,
    origin,
  });
  await markLoggedIn(db, member.id, now);
  return {
    token,
    userName: member.account,
    type: member.type,
    firstTimeLogin: member.last_login_at === null,
    customerType: member.type,
    expiresAt,
    lastSignIn: lastSignIn && { ...lastSignIn, place: placeIn(lastSignIn.place, language) },
  };
}
