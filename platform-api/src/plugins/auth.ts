// Bearer-token authentication: resolves `Authorization: Bearer <token>` to the member of a live session.
// Required auth throws the contract's 401 codes; optional auth quietly treats a bad token as anonymous.
// A session past the end its session time limit gave it answers limit.session_exceeded (and stays dead); a
// revoked one (sign-out, remote sign-out, exclusion, password change) answers auth.session_expired.
// Every /wps/ route needs a session unless PUBLIC_ROUTES names it: the session hook checks the token header in
// onRequest, before the body is read, so an anonymous caller cannot make the API read (up to 22 MB of) a body.
// What belongs to a session is never stored by a browser or a shared cache (Cache-Control: no-store).
import { ApiError } from '../lib/envelope.ts';
import { hashToken } from '../lib/tokens.ts';
import { findMemberById } from '../db/members.ts';
import { endBySessionLimit, findSessionByHash, touchSession } from '../db/sessions.ts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { SessionExceededValue } from 'shared/contract';
import type { AppContext } from '../app-context.ts';
import type { MemberRow } from '../db/members.ts';
import type { SessionRow } from '../db/sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': the session hook refuses a missing or dead token in onRequest; 'none': a public route. */
    session?: 'required' | 'none';
  }
  interface FastifyRequest {
    /** The caller's member and session, resolved by the session hook of a route that requires one. */
    authenticated: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /** Every route with its method and session rule, in registration order (for tests and tooling). */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  session: 'required' | 'none';
  bodyLimit: number | undefined;
  /** The request parts the route's schema declares. */
  schemaParts: ('body' | 'querystring' | 'params' | 'headers')[];
}

/**
 * The /wps/ routes open without a session ('METHOD path'; HEAD goes with GET). Some of them read a session when
 * one is sent (the announcement list marks what the member read; an SMS code for a payout change is the
 * member's own and is refused there without one).
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'GET /wps/system/status',
  'GET /wps/system/config',
  'GET /wps/wallets/merchant',
  'GET /wps/captcha',
  'POST /wps/session/login',
  'POST /wps/session/trial',
  'GET /wps/register/config',
  'GET /wps/register/affiliate/check',
  'PUT /wps/register',
  'POST /wps/verification/sms',
  'POST /wps/member/password/phone',
  'POST /wps/member/password/email',
  // The mailed recovery link: the token in the body is the proof, the player has no session.
  'POST /wps/member/password/email/reset',
  'GET /wps/content/site',
  'GET /wps/cs/list',
  'GET /wps/resource/download',
  'GET /wps/help/list',
  'GET /wps/chat/anchors',
  'GET /wps/announcement/list',
  'GET /wps/game/vendorGameTypes',
  'GET /wps/game/list',
  'GET /wps/game/hot',
  'GET /wps/game/winners',
  'GET /wps/promotion/categories',
  'GET /wps/promotion/list',
  'GET /wps/promotion/detail',
]);

/**
 * Whether an answer may hold what belongs to a session, so no cache may keep it: any answer to a request that
 * carries a token (its errors too), of a route that needs one, of a /wps/ call that changes something (sign-in,
 * free play and registration answer with a token), and the development outbox (codes, reset links). Public
 * content asked for without a token keeps its own caching.
 */
export function isSessionAnswer(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path.startsWith('/dev/')) return true;
  if (!path.startsWith('/wps/')) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return request.routeOptions.config?.session === 'required';
}

const sessionRuleOf = (method: string, url: string): 'required' | 'none' => {
  if (!url.startsWith('/wps/')) return 'none';
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return PUBLIC_ROUTES.has(key) ? 'none' : 'required';
};

/**
 * Registers the session hook (call before the routes): each /wps/ route outside PUBLIC_ROUTES gets, as its first
 * onRequest hook, the token check that answers 401 before Fastify reads the body; and no-store on every answer
 * isSessionAnswer names.
 */
export function registerSessionHook(app: FastifyInstance, ctx: AppContext): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.decorateRequest('authenticated', null);
  const sessionHook: onRequestAsyncHookHandler = async (request) => {
    request.authenticated = await requireSession(ctx, request);
  };
  // Every answer, the error envelope and 404s included, passes here last.
  app.addHook('onSend', async (request, reply) => {
    if (isSessionAnswer(request)) reply.header('cache-control', 'no-store');
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = methods.every((method) => sessionRuleOf(method, route.url) === 'none') ? 'none' : 'required';
    route.config = { ...route.config, session: rule };
    if (rule === 'required') {
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
      route.onRequest = [sessionHook, ...own] as RouteOptions['onRequest'];
    }
    for (const method of methods)
      table.push({
        method,
        url: route.url,
        session: rule,
        bodyLimit: route.bodyLimit,
        schemaParts: (['body', 'querystring', 'params', 'headers'] as const).filter(
          (part) => route.schema?.[part] !== undefined,
        ),
      });
  });
}

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

async function resolve(ctx: AppContext, token: string): Promise<Resolution> {
  const now = ctx.now();
  const expired = () => ({
    ok: false as const,
    error: new ApiError('auth.session_expired', 'The session is unknown, expired or revoked'),
  });
  const session = await findSessionByHash(ctx.db, hashToken(token));
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
  const member = await findMemberById(ctx.db, session.member_id);
  if (!member || member.status !== 'active') return expired();
  return { ok: true, member, session };
}

/** The member and session of the caller's token; throws the 401 of a missing, dead or time-limited token. */
export async function requireSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AuthenticatedSession> {
  // Resolved (and touched) once by the session hook of the route.
  if (request.authenticated) return request.authenticated;
  const token = bearerToken(request);
  if (token === undefined) throw new ApiError('auth.not_logged_in', 'A bearer token is required');
  const resolution = await resolve(ctx, token);
  if (!resolution.ok) {
    if (resolution.endedSession) await endBySessionLimit(ctx.db, resolution.endedSession.id);
    throw resolution.error;
  }
  await touchSession(ctx.db, resolution.session, ctx.now());
  return { member: resolution.member, session: resolution.session };
}

export async function requireMember(ctx: AppContext, request: FastifyRequest): Promise<MemberRow> {
  return (await requireSession(ctx, request)).member;
}

export async function optionalMember(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<MemberRow | undefined> {
  const token = bearerToken(request);
  if (token === undefined) return undefined;
  const resolution = await resolve(ctx, token);
  return resolution.ok ? resolution.member : undefined;
}
