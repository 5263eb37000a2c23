// Active sessions (flag SECSESSIONS): the member's live sessions with where they came from, remote
// sign-out of one (the caller's own = sign out) and "sign out all other sessions". A revoked token answers
// auth.session_expired afterwards; an unknown id or another member's answers session.not_found.
import { SESSION_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { liveSessions, revokeAllSessions, revokeOwnSession } from '../db/sessions.ts';
import { deviceIn, placeIn } from '../lib/client-origin.ts';
import { languageOf } from '../lib/language.ts';
import { requireFlag, requireRealSession } from './protection.ts';
import type { FastifyInstance } from 'fastify';
import type { ActiveSession, RevokeOthersValue } from 'shared/contract';
import type { AppContext } from '../app-context.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function registerSessionListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get(SESSION_PATHS.sessions, { schema: { summary: "The member's live sessions" } }, async (request) => {
    await requireFlag(ctx, 'SECSESSIONS');
    const { member, session } = await requireRealSession(ctx, request);
    const language = languageOf(request);
    const value: ActiveSession[] = (await liveSessions(db, member.id, ctx.now())).map((row) => ({
      id: row.id,
      current: row.id === session.id,
      device: deviceIn(row.device, language),
      ip: row.ip ?? '',
      place: placeIn(row.place, language),
      createdAt: iso(row.created_at),
      lastSeenAt: iso(row.last_seen_at ?? row.created_at),
    }));
    return ok(value);
  });

  app.post(
    SESSION_PATHS.revoke,
    { schema: { summary: "End one of the member's other sessions" } },
    async (request) => {
      await requireFlag(ctx, 'SECSESSIONS');
      const { member } = await requireRealSession(ctx, request);
      const body = request.body as { sessionId?: unknown } | undefined;
      const sessionId = body?.sessionId;
      if (typeof sessionId !== 'number' || !Number.isSafeInteger(sessionId) || sessionId < 1) {
        throw new ApiError('payload.invalid', 'sessionId must be a positive integer');
      }
      if (!(await revokeOwnSession(db, member.id, sessionId, ctx.now(), 'remote'))) {
        throw new ApiError('session.not_found', 'No live session of this member has that id');
      }
      return ok(null);
    },
  );

  app.post(
    SESSION_PATHS.revokeOthers,
    { schema: { summary: 'End every session but this one' } },
    async (request) => {
      await requireFlag(ctx, 'SECSESSIONS');
      const { member, session } = await requireRealSession(ctx, request);
      const value: RevokeOthersValue = {
        revoked: await revokeAllSessions(db, member.id, ctx.now(), 'others', session.id),
      };
      return ok(value);
    },
  );
}
