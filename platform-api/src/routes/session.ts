// Session routes: encrypted login (username + password, or mobile number + SMS code) with failed-attempt tracking,
// captcha and temporary lock, logout, and captcha issuing. A payload that cannot be decrypted or validated is
// rejected before any row is written.
import { Type } from 'typebox';
import { API_PATHS, CAPTCHA_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { encryptedRoute, readEncrypted } from '../lib/encrypted-body.ts';
import { parseLoginPayload } from '../lib/login-payload.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../lib/password.ts';
import { renderCaptchaPng } from '../lib/captcha-image.ts';
import { transaction } from '../db/database.ts';
import { findMemberByAccount, findMemberByMobile, isAgentType } from '../db/members.ts';
import { activeExclusion } from '../db/protection.ts';
import { revokeOwnSession } from '../db/sessions.ts';
import { originOf } from '../lib/client-origin.ts';
import { languageOf } from '../lib/language.ts';
import {
  captchaRetryAfterMs,
  consumeCaptcha,
  FAILURES_BEFORE_CAPTCHA,
  IP_FAILURES_BEFORE_CAPTCHA,
  issueCaptcha,
  lockRemainingMs,
  purgeStaleRows,
  recentFailures,
  recentIpFailures,
  recordAttempt,
} from '../db/login-guard.ts';
import { checkSmsCode, markSmsCodeUsed } from '../db/sms-codes.ts';
import { writeOutbox } from '../db/outbox.ts';
import { requireSession } from '../plugins/auth.ts';
import { startSession } from './session-start.ts';
import { merchantConfig } from './system.ts';
import type { CaptchaValue, LoginFailureValue, LoginPayload, LoginValue } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';
import type { EncryptedRequest } from '../lib/encrypted-body.ts';
import type { MemberRow } from '../db/members.ts';
import type { Db } from '../db/database.ts';

/** The member a login name stands for: its account name, or (ten digits) the mobile number of one. */
export async function findMemberByLogin(db: Db, name: string): Promise<MemberRow | undefined> {
  return (
    (await findMemberByAccount(db, name)) ??
    (/^\d{10}$/.test(name) ? await findMemberByMobile(db, name) : undefined)
  );
}

/** A login's verdict from its transaction: a refusal is thrown after the commit, so the attempt it records is kept. */
type LoginOutcome = { error: ApiError } | { value: LoginValue };

/** Throws 423 auth.account_locked while the username is locked. */
export async function assertNotLocked(ctx: AppContext, username: string, now: number): Promise<void> {
  const retryAfterMs = await lockRemainingMs(ctx.db, username, now);
  if (retryAfterMs > 0) {
    throw new ApiError('auth.account_locked', 'Too many failed logins; try again later', { retryAfterMs });
  }
}

/**
 * A member in a time-out or self-exclusion is refused with 403 protection.excluded `{ kind, until }` once the
 * credentials are right (a wrong password learns nothing about it); nothing is written, no session starts.
 */
async function assertNotExcluded(ctx: AppContext, member: MemberRow, now: number): Promise<void> {
  const exclusion = await activeExclusion(ctx.db, member.id, now);
  if (exclusion) {
    throw new ApiError('protection.excluded', 'The account is in a time-out or self-exclusion', exclusion);
  }
}

/**
 * The agency centre's entry (`entry: 'agent'`) signs in agent types only: anyone else, once authenticated, is
 * refused with 403 auth.non_agent and gets no session (no attempt is recorded either: the credentials were right).
 */
function assertEntryAllowed(payload: LoginPayload, member: MemberRow): void {
  if (payload.entry === 'agent' && !isAgentType(member.type)) {
    throw new ApiError('auth.non_agent', 'Non-agents cannot log in to the agency centre');
  }
}

export function registerSessionRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  /** Mobile number + SMS code (purpose login). SMS codes burn after 5 wrong guesses, so no captcha here. */
  const loginBySms = async (request: EncryptedRequest, payload: LoginPayload, now: number) => {
    if (!(await merchantConfig(ctx)).flags.MOBILEVERCODELOGIN3) {
      throw new ApiError('auth.forbidden', 'Login by SMS code is switched off');
    }
    const mobile = payload.username;
    const member = await findMemberByMobile(db, mobile);
    // Attempts are counted under the account name, so failures by password and by SMS share one lock.
    const attemptKey = member?.account ?? mobile;
    // The lock, the code and the attempt are one transaction, which the database runs as if no other login ran in
    // between: a burst of guesses meets the lock and the code's burn like guesses one after another. A refusal is
    // returned and thrown after the commit, so the failed attempt is kept.
    const outcome = await transaction(db, async (): Promise<LoginOutcome> => {
      await assertNotLocked(ctx, attemptKey, now);
      const check = await checkSmsCode(db, mobile, 'login', payload.password, now);
      if (!check.ok) {
        if (check.code === 'sms.code_invalid') await recordAttempt(db, attemptKey, false, request.ip, now);
        return { error: new ApiError(check.code, 'The SMS code is wrong, used or expired') };
      }
      if (!member || member.status !== 'active') {
        await recordAttempt(db, attemptKey, false, request.ip, now);
        return { error: new ApiError('auth.user_not_found', 'No active member has this mobile number') };
      }
      assertEntryAllowed(payload, member);
      await assertNotExcluded(ctx, member, now);
      if (!(await markSmsCodeUsed(db, check.codeId, now))) {
        return { error: new ApiError('sms.code_invalid', 'The SMS code is wrong, used or expired') };
      }
      await recordAttempt(db, attemptKey, true, request.ip, now);
      return { value: await startSession(db, member, now, originOf(request), languageOf(request)) };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };

  const loginByPassword = async (request: EncryptedRequest, payload: LoginPayload, now: number) => {
    const { username } = payload;
    // The login name may also be the member's mobile number (players registered by mobile use it, and a
    // password reset by phone signs in with it).
    const member = await findMemberByLogin(db, username);
    // Failures, the captcha and the lock belong to the account whichever of its names was typed; an unknown
    // name is counted under itself, through the same steps, so the answers do not tell which names exist.
    const attemptKey = member?.account ?? username;
    await assertNotLocked(ctx, attemptKey, now);
    const failures = await recentFailures(db, attemptKey, now);
    const ipFailures = await recentIpFailures(db, request.ip, now);
    const needsCaptcha = (accountFailures: number, fromIp: number) =>
      accountFailures >= FAILURES_BEFORE_CAPTCHA || fromIp >= IP_FAILURES_BEFORE_CAPTCHA;

    const captchaRequired = () => {
      const value: LoginFailureValue = { captchaRequired: true };
      return new ApiError('auth.captcha_required', 'A captcha is required for this username', value);
    };
    const solvedCaptcha = needsCaptcha(failures, ipFailures);
    if (solvedCaptcha) {
      if (payload.captcha.trim() === '') throw captchaRequired();
      if (!(await consumeCaptcha(db, attemptKey, payload.captcha, now))) {
        await recordAttempt(db, attemptKey, false, request.ip, now);
        const value: LoginFailureValue = { captchaRequired: true };
        throw new ApiError('auth.captcha_invalid', 'The captcha answer is wrong or expired', value);
      }
    }

    // Hash against a dummy when the user is unknown so both refusals cost the same time.
    const passwordOk = await verifyPassword(payload.password, member?.password_hash ?? DUMMY_PASSWORD_HASH);
    // Other sign-ins ran while the hash was computed. The lock, the captcha and the attempt are checked and
    // recorded in one transaction, which the database runs as if no other login ran in between: tries that were
    // already under way when the account locked, or began to need a captcha, are refused like later ones and learn
    // nothing about their password. A refusal is returned and thrown after the commit, so the failure is kept.
    const outcome = await transaction(db, async (): Promise<LoginOutcome> => {
      await assertNotLocked(ctx, attemptKey, now);
      const failuresNow = await recentFailures(db, attemptKey, now);
      const ipFailuresNow = await recentIpFailures(db, request.ip, now);
      if (!solvedCaptcha && needsCaptcha(failuresNow, ipFailuresNow)) throw captchaRequired();
      if (!member || !passwordOk || member.status !== 'active') {
        await recordAttempt(db, attemptKey, false, request.ip, now);
        const value: LoginFailureValue = {
          captchaRequired: needsCaptcha(failuresNow + 1, ipFailuresNow + 1),
        };
        return { error: new ApiError('auth.user_not_found', 'Wrong username or password', value) };
      }
      assertEntryAllowed(payload, member);
      await assertNotExcluded(ctx, member, now);
      await recordAttempt(db, attemptKey, true, request.ip, now);
      return { value: await startSession(db, member, now, originOf(request), languageOf(request)) };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };

  app.post(
    API_PATHS.login,
    encryptedRoute('Log in with a password or an SMS code (encrypted)'),
    async (request: EncryptedRequest) => {
      const payload = readEncrypted(request, parseLoginPayload);
      const now = ctx.now();
      // Old attempts and captchas are swept here, outside the login's transaction, which then reads and writes less.
      await purgeStaleRows(db, now);
      return ok(
        payload.type === 'sms'
          ? await loginBySms(request, payload, now)
          : await loginByPassword(request, payload, now),
      );
    },
  );

  app.delete(API_PATHS.logout, { schema: { summary: 'Log out of this session' } }, async (request) => {
    const { member, session } = await requireSession(ctx, request);
    await revokeOwnSession(db, member.id, session.id, ctx.now(), 'logout');
    return ok(null);
  });

  app.get(
    CAPTCHA_PATHS.captcha,
    {
      schema: {
        summary: 'A captcha image',
        querystring: Type.Object({ username: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) }),
      },
    },
    async (request) => {
      const now = ctx.now();
      const typed = request.query.username?.trim() || null;
      // A login captcha belongs to the account, whichever of its names (account or mobile) was typed.
      const key = typed === null ? null : ((await findMemberByLogin(db, typed))?.account ?? typed);
      await purgeStaleRows(db, now);
      // The limits and the issue in one transaction, which the database runs as if no other request ran in between,
      // so a burst of requests gets no more captchas than requests one after another.
      const captcha = await transaction(db, async () => {
        const retryAfterMs = await captchaRetryAfterMs(db, key, request.ip, now);
        if (retryAfterMs > 0) {
          throw new ApiError('rate_limited', 'Too many captchas asked for; try again later', {
            retryAfterMs,
          });
        }
        const issued = await issueCaptcha(db, key, request.ip, now);
        // The answer goes to the dev outbox so end-to-end tests can solve the captcha.
        await writeOutbox(db, 'captcha', typed ?? '', issued.answer, now);
        return issued;
      });
      const value: CaptchaValue = { captchaId: captcha.id, image: renderCaptchaPng(captcha.answer) };
      return ok(value);
    },
  );
}
