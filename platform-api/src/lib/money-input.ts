// Input plumbing of the money routes: the request fingerprint that tells a repeat from a different request under
// the same key, and the trial-session guard.
import { createHash } from 'node:crypto';
import { ApiError } from './envelope.ts';
import { MEMBER_TYPE } from '../db/members.ts';
import { requireMember } from '../plugins/auth.ts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { MemberRow } from '../db/members.ts';

/** SHA-256 of the request's identifying fields, stored with its idempotency key. */
export function fingerprint(fields: Record<string, unknown>): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/** The signed-in member, refusing free-play sessions (403 auth.trial_forbidden). */
export async function requireRealMember(ctx: AppContext, request: FastifyRequest): Promise<MemberRow> {
  const member = await requireMember(ctx, request);
  if (member.type === MEMBER_TYPE.trial) {
    throw new ApiError('auth.trial_forbidden', 'Please log in to a real account to use this function');
  }
  return member;
}

/** A stored request under the same key: its answer when the fingerprint matches, else 409. */
export function assertSameRequest(storedHash: string | null, hash: string): void {
  if (storedHash !== hash) {
    throw new ApiError('money.duplicate_request', 'This idempotency key was used for a different request');
  }
}
