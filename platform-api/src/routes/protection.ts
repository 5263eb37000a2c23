// Player protection: the overview, limits with their cooling-off, the deposit-limit prompt's opt-out,
// the reality-check interval and the session figures, time-out and self-exclusion, binding a mobile number (for
// the payout SMS codes), and the development-only reality-check override. Each part answers feature.disabled
// when its white-label flag is off. Enforcement lives in db/protection.ts (deposit, stake), plugins/auth.ts
// (session time limit) and routes/session.ts (exclusion at sign-in).
import { PROTECTION_PATHS } from 'shared/contract';
import { exclusionRequestProblem, isRealityCheckMinutes, parseSetLimitRequest } from 'shared/validation';
import { applySecurityChange, checkStepUp, confirmLoginPassword } from '../lib/account-security.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { originOf } from '../lib/client-origin.ts';
import { transaction } from '../db/database.ts';
import { accountOrMobileTaken, findMemberByAccount, MEMBER_TYPE } from '../db/members.ts';
import {
  activeExclusion,
  answerDepositLimitPrompt,
  createExclusion,
  limitStates,
  protectionSettings,
  realityCheckSeconds,
  sessionPlay,
  setLimit,
  setRealityCheckMinutes,
  setRealityCheckTestSeconds,
  bindMobileNumber,
} from '../db/protection.ts';
import { revokeAllSessions } from '../db/sessions.ts';
import { checkSmsCode, markSmsCodeUsed } from '../db/sms-codes.ts';
import { requireSession } from '../plugins/auth.ts';
import { registerConfigOf } from './register.ts';
import { merchantConfig } from './system.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  BindMobileRequest,
  DevRealityCheckIntervalBody,
  ExclusionValue,
  ProtectionOverview,
  RealityCheckRequest,
  SessionFigures,
  WhiteLabelFlag,
} from 'shared/contract';
import type { AppContext } from '../app-context.ts';
import type { ExclusionChoice } from '../db/protection.ts';
import type { AuthenticatedSession } from '../plugins/auth.ts';

/** Throws feature.disabled unless one of the flags is on. */
export async function requireFlag(ctx: AppContext, ...flags: WhiteLabelFlag[]): Promise<void> {
  const on = (await merchantConfig(ctx)).flags;
  if (!flags.some((flag) => on[flag])) {
    throw new ApiError('feature.disabled', `This feature is switched off (${flags.join(' / ')})`);
  }
}

/** The caller's member and session, refusing free-play sessions (auth.trial_forbidden). */
export async function requireRealSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AuthenticatedSession> {
  const auth = await requireSession(ctx, request);
  if (auth.member.type === MEMBER_TYPE.trial) {
    throw new ApiError('auth.trial_forbidden', 'Please log in to a real account to use this function');
  }
  return auth;
}

const objectBody = (body: unknown): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('payload.invalid', 'A JSON object body is required');
  }
  return body as Record<string, unknown>;
};

const iso = (ms: number) => new Date(ms).toISOString();

export function registerProtectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    PROTECTION_PATHS.overview,
    { schema: { summary: "The member's protection settings: limits, reality check, exclusion" } },
    async (request) => {
      await requireFlag(ctx, 'RGLIMITS', 'RGREALITY');
      const { member, session } = await requireRealSession(ctx, request);
      const now = ctx.now();
      const flags = (await merchantConfig(ctx)).flags;
      const settings = await protectionSettings(db, member.id);
      const value: ProtectionOverview = {
        limits: flags.RGLIMITS
          ? await transaction(db, async () => await limitStates(db, member.id, now, session.created_at))
          : [],
        realityCheckMinutes: settings.reality_check_minutes,
        depositLimitAnswered: settings.deposit_limit_answered === 1,
        exclusion: await activeExclusion(db, member.id, now),
      };
      return ok(value);
    },
  );

  app.post(
    PROTECTION_PATHS.limits,
    { schema: { summary: 'Set a deposit, loss, stake or session limit' } },
    async (request) => {
      await requireFlag(ctx, 'RGLIMITS');
      const { member, session } = await requireRealSession(ctx, request);
      const parsed = parseSetLimitRequest(request.body);
      if (!parsed) {
        throw new ApiError(
          'limit.invalid',
          'Unknown kind, a period the kind does not take, or an amount out of range',
        );
      }
      const now = ctx.now();
      const state = await transaction(
        db,
        async () => await setLimit(db, member.id, parsed, parsed.amount, now, session.created_at),
      );
      return ok(state);
    },
  );

  app.post(
    PROTECTION_PATHS.depositLimitOptOut,
    { schema: { summary: 'Turn off the deposit-limit prompt' } },
    async (request) => {
      await requireFlag(ctx, 'RGLIMITS');
      const { member } = await requireRealSession(ctx, request);
      await answerDepositLimitPrompt(db, member.id);
      return ok(null);
    },
  );

  app.post(
    PROTECTION_PATHS.realityCheck,
    { schema: { summary: 'Set the reality-check interval' } },
    async (request) => {
      await requireFlag(ctx, 'RGREALITY');
      const { member } = await requireRealSession(ctx, request);
      const { minutes } = objectBody(request.body) as Partial<RealityCheckRequest>;
      if (!isRealityCheckMinutes(minutes)) {
        throw new ApiError('payload.invalid', 'The interval must be 0, 15, 30 or 60 minutes');
      }
      await setRealityCheckMinutes(db, member.id, minutes);
      return ok(null);
    },
  );

  // Free-play sessions get their figures too: the game frame shows them to every player.
  app.get(
    PROTECTION_PATHS.session,
    { schema: { summary: "The current session's figures and time limit" } },
    async (request) => {
      await requireFlag(ctx, 'RGREALITY', 'RGLIMITS');
      const { member, session } = await requireSession(ctx, request);
      const now = ctx.now();
      const flags = (await merchantConfig(ctx)).flags;
      const play = await sessionPlay(db, member.id, session.created_at);
      const value: SessionFigures = {
        startedAt: iso(session.created_at),
        elapsedSeconds: Math.max(0, Math.floor((now - session.created_at) / 1000)),
        wageredMinor: play.wageredMinor,
        netMinor: play.netMinor,
        realityCheckSeconds: flags.RGREALITY
          ? realityCheckSeconds(await protectionSettings(db, member.id))
          : 0,
        endsAt: session.ends_at === null ? null : iso(session.ends_at),
      };
      return ok(value);
    },
  );

  app.post(
    PROTECTION_PATHS.exclusion,
    { schema: { summary: 'Take a time-out or exclude oneself' } },
    async (request) => {
      await requireFlag(ctx, 'RGEXCLUDE');
      const { member } = await requireRealSession(ctx, request);
      const body = objectBody(request.body);
      const problem = exclusionRequestProblem(body);
      if (problem === 'shape' || problem === 'unconfirmed') {
        throw new ApiError(
          'payload.invalid',
          problem === 'shape' ? 'Unknown kind, days or period' : 'The request must carry confirm: true',
        );
      }
      const now = ctx.now();
      // The second confirmation is the login password: wrong ones count towards the login lock.
      await confirmLoginPassword(ctx, request, member, problem === 'password' ? '' : body.password);
      const choice: ExclusionChoice =
        body.kind === 'timeout'
          ? { kind: 'timeout', days: body.days as number }
          : {
              kind: 'self_exclusion',
              period: body.period as Extract<ExclusionChoice, { period: unknown }>['period'],
            };
      const value: ExclusionValue = await transaction(db, async () => {
        const exclusion = await createExclusion(db, member.id, choice, now, originOf(request).ip);
        await revokeAllSessions(db, member.id, now, 'exclusion');
        return exclusion;
      });
      return ok(value);
    },
  );

  app.post(
    PROTECTION_PATHS.bindMobile,
    { schema: { summary: 'Bind a mobile number with an SMS code' } },
    async (request) => {
      await requireFlag(ctx, 'SECPAYOUTSMS');
      const { member } = await requireRealSession(ctx, request);
      const body = objectBody(request.body) as Partial<BindMobileRequest>;
      const { mobileNum, smsCode } = body;
      if (typeof mobileNum !== 'string' || !/^[0-9]{10}$/.test(mobileNum)) {
        throw new ApiError('payload.invalid', 'mobileNum must be 10 digits');
      }
      if (typeof smsCode !== 'string' || smsCode.trim() === '') {
        throw new ApiError('sms.code_required', 'The SMS code sent to the number is required');
      }
      if (member.mobile) {
        throw new ApiError(
          'auth.forbidden',
          'A mobile number is already bound; customer service can change it',
        );
      }
      const now = ctx.now();
      // The login password again: a stolen session alone cannot bind the thief's number and reset by phone.
      await checkStepUp(ctx, request, member, { loginPassword: body.loginPassword });
      const check = await checkSmsCode(db, mobileNum, 'bind_mobile', smsCode, now);
      if (!check.ok) throw new ApiError(check.code, 'The SMS code is wrong, used or expired');
      await transaction(db, async () => {
        if (await accountOrMobileTaken(db, mobileNum, mobileNum)) {
          throw new ApiError('register.username_exists', 'The mobile number is already registered');
        }
        if (!(await markSmsCodeUsed(db, check.codeId, now))) {
          throw new ApiError('sms.code_invalid', 'The SMS code is wrong, used or expired');
        }
        // Bound only if the member still has no number: another bind may have committed since the session was read.
        if (
          !(await bindMobileNumber(
            db,
            member.id,
            mobileNum,
            (await registerConfigOf(ctx)).countryDialingCode,
          ))
        ) {
          throw new ApiError(
            'auth.forbidden',
            'A mobile number is already bound; customer service can change it',
          );
        }
        await applySecurityChange(ctx, member, 'mobile', null);
      });
      return ok(null);
    },
  );

  if (ctx.mode !== 'development') return;

  // Development only (production answers 404): a reality-check interval in seconds for tests.
  app.post(
    PROTECTION_PATHS.devRealityCheckInterval,
    { schema: { summary: "Set a member's reality-check interval in seconds (development)" } },
    async (request) => {
      const { username, seconds } = objectBody(request.body) as Partial<DevRealityCheckIntervalBody>;
      if (
        typeof username !== 'string' ||
        !Number.isInteger(seconds) ||
        (seconds as number) < 0 ||
        (seconds as number) > 3600
      ) {
        throw new ApiError('payload.invalid', 'username and seconds 0 … 3600 are required');
      }
      const member = await findMemberByAccount(db, username);
      if (!member) throw new ApiError('not_found', 'No such member');
      await setRealityCheckTestSeconds(db, member.id, seconds === 0 ? null : (seconds as number));
      return ok(null);
    },
  );
}
