// Bearer-token authentication: resolves `Authorization: Bearer <token>` to the member of a live session.
// Required auth throws the contract's 401 codes; optional auth quietly treats a bad token as anonymous.
// A session past the end its session time limit gave it answers limit.session_exceeded (and stays dead); a
// revoked one (sign-out, remote sign-out, exclusion, password change) answers auth.session_expired.
import { ApiError } from '../lib/envelope.ts';
import { hashToken } from '../lib/tokens.ts';
import { findMemberById } from '../db/members.ts';
import { endBySessionLimit, findSessionByHash, touchSession } from '../db/sessions.ts';
import type { FastifyRequest } from 'fastify';
import type { SessionExceededValue } from 'shared/contract';
import type { AppContext } from '../app-context.ts';
import type { MemberRow } from '../db/members.ts';
import type { SessionRow } from '../db/sessions.ts';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export interface AuthenticatedSession {
  member: MemberRow;
  session: SessionRow;
}

type Resolution =
  | { ok: true; member: MemberRow; session: SessionRow }
  | { ok: false; error: ApiError; endedSession?: SessionRow };

function resolve(ctx: AppContext, token: string): Resolution {
  const now = ctx.now();
  const expired = () => ({
    ok: false as const,
    error: new ApiError('auth.session_expired', 'The session is unknown, expired or revoked'),
  });
  const session = findSessionByHash(ctx.db, hashToken(token));
  if (!session) return expired();
  const endedByLimit =
    session.ends_at !== null &&
    session.ends_at <= now &&
    (session.revoked_at === null || session.revoke_reason === 'session_limit');
  if (endedByLimit) {
    const value: SessionExceededValue = {
      endedAt: new Date(session.ends_at as number).toISOString(),
      minutes: Math.round(((session.ends_at as number) - session.created_at) / 60_000),
    };
    return {
      ok: false,
      error: new ApiError('limit.session_exceeded', 'The session time limit has been reached', value),
      endedSession: session,
    };
  }
  if (session.revoked_at !== null || session.expires_at <= now) return expired();
  const member = findMemberById(ctx.db, session.member_id);
  if (!member || member.status !== 'active') return expired();
  return { ok: true, member, session };
}

/** The member and session of the caller's token; throws the 401 of a missing, dead or time-limited token. */
export function requireSession(ctx: AppContext, request: FastifyRequest): AuthenticatedSession {
  const token = bearerToken(request);
  if (token === undefined) throw new ApiError('auth.not_logged_in', 'A bearer token is required');
  const resolution = resolve(ctx, token);
  if (!resolution.ok) {
    if (resolution.endedSession) endBySessionLimit(ctx.db, resolution.endedSession.id);
    throw resolution.error;
  }
  touchSession(ctx.db, resolution.session, ctx.now());
  return { member: resolution.member, session: resolution.session };
}

export function requireMember(ctx: AppContext, request: FastifyRequest): MemberRow {
  return requireSession(ctx, request).member;
}

export function optionalMember(ctx: AppContext, request: FastifyRequest): MemberRow | undefined {
  const token = bearerToken(request);
  if (token === undefined) return undefined;
  const resolution = resolve(ctx, token);
  return resolution.ok ? resolution.member : undefined;
}
