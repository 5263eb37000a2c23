// Bearer-token authentication: resolves `Authorization: Bearer <token>` to the member of a live session.
// Required auth throws the contract's 401 codes; optional auth quietly treats a bad token as anonymous.
import { ApiError } from '../lib/envelope.ts';
import { hashToken } from '../lib/tokens.ts';
import { findLiveSession, findMemberById } from '../db/members.ts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { MemberRow } from '../db/members.ts';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

function memberOfToken(ctx: AppContext, token: string): MemberRow | undefined {
  const memberId = findLiveSession(ctx.db, hashToken(token), ctx.now());
  const member = memberId === undefined ? undefined : findMemberById(ctx.db, memberId);
  return member && member.status === 'active' ? member : undefined;
}

export function requireMember(ctx: AppContext, request: FastifyRequest): MemberRow {
  const token = bearerToken(request);
  if (token === undefined) throw new ApiError('auth.not_logged_in', 'A bearer token is required');
  const member = memberOfToken(ctx, token);
  if (!member) throw new ApiError('auth.session_expired', 'The session is unknown, expired or revoked');
  return member;
}

export function optionalMember(ctx: AppContext, request: FastifyRequest): MemberRow | undefined {
  const token = bearerToken(request);
  return token === undefined ? undefined : memberOfToken(ctx, token);
}
