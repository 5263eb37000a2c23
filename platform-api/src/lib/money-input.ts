// Input plumbing of the money routes: exact JSON types before Fastify's coercing validator runs (a string
// "100" must not become an amount), the idempotency-key schema, the request fingerprint that tells a repeat
// from a different request under the same key, and the trial-session guard.
import { createHash } from 'node:crypto';
import { ApiError } from './envelope.ts';
import { MEMBER_TYPE } from '../db/members.ts';
import { requireMember } from '../plugins/auth.ts';
import type { FastifyRequest } from 'fastify';
import type { ApiErrorCode } from 'shared/contract';
import type { AppContext } from '../app-context.ts';
import type { MemberRow } from '../db/members.ts';

export type JsonType = 'string' | 'number' | 'number|null';

/**
 * A preValidation hook: each named field, when present, must have exactly its JSON type, else 400 with the
 * field's code in `codes` (default bad_request). Missing fields are left to the schema's `required`.
 */
export function exactTypes(
  types: Record<string, JsonType>,
  codes: Partial<Record<string, ApiErrorCode>> = {},
) {
  return async (request: { body: unknown }) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError('bad_request', 'A JSON object body is required');
    }
    for (const [field, type] of Object.entries(types)) {
      const value = (body as Record<string, unknown>)[field];
      if (value === undefined) continue;
      const good =
        type === 'string'
          ? typeof value === 'string'
          : typeof value === 'number' || (type === 'number|null' && value === null);
      if (!good) throw new ApiError(codes[field] ?? 'bad_request', `Field ${field} must be a ${type}`);
    }
  };
}

/** A UUID made by the page for each money-moving submit. */
export const idempotencyKeySchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

/** Integer minor units, positive; the route's config maps a failure here to money.amount_invalid. */
export const amountSchema = { type: 'integer', minimum: 1, maximum: 1_000_000_000_000 } as const;

/** SHA-256 of the request's identifying fields, stored with its idempotency key. */
export function fingerprint(fields: Record<string, unknown>): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/** The signed-in member, refusing free-play sessions (403 auth.trial_forbidden). */
export function requireRealMember(ctx: AppContext, request: FastifyRequest): MemberRow {
  const member = requireMember(ctx, request);
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
