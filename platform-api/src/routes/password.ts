// Password recovery and change: set a new password with an SMS code (encrypted), request a reset link by e-mail
// (form-encoded), and change the password of the signed-in member. New passwords follow the PASSWORD rule of the
// merchant's registration config, checked by the shared rule engine.
import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import { ACCOUNT_PATHS } from 'shared/contract';
import { checkConfirmPassword, checkField } from 'shared/validation';
import { ApiError, ok } from '../lib/envelope.ts';
import { encryptedRoute, readEncrypted } from '../lib/encrypted-body.ts';
import {
  parseChangePasswordPayload,
  parseResetPasswordByEmailPayload,
  parseSetPasswordByPhonePayload,
} from '../lib/account-payloads.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { hashToken } from '../lib/tokens.ts';
import { hasFieldErrors, validationFailed } from '../lib/validation-failure.ts';
import { transaction } from '../db/database.ts';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  MEMBER_TYPE,
  revokeMemberSessions,
  setPasswordHash,
} from '../db/members.ts';
import {
  findPasswordReset,
  insertPasswordReset,
  recordRecoveryRequest,
  recoveryRequestTimes,
  usePasswordReset,
} from '../db/accounts.ts';
import { checkSmsCode, markSmsCodeUsed } from '../db/sms-codes.ts';
import { recordAttempt } from '../db/login-guard.ts';
import { writeOutbox } from '../db/outbox.ts';
import { bearerToken, requireMember } from '../plugins/auth.ts';
import { assertRecoveryChannelSettled } from '../lib/account-security.ts';
import { assertNotLocked } from './session.ts';
import { registerConfigOf } from './register.ts';
import { merchantConfig } from './system.ts';
import type { RuleMessage } from 'shared/validation';
import type { Db } from '../db/database.ts';
import type { MemberRow } from '../db/members.ts';
import type { ApiApp, AppContext } from '../app-context.ts';
import type { EncryptedRequest } from '../lib/encrypted-body.ts';

const HOUR = 60 * 60 * 1000;
/** E-mail recovery requests allowed per username per hour (successful or not). */
export const RECOVERY_PER_HOUR = 3;
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** The PASSWORD rule of the register config, always enabled and required for a new password. */
async function newPasswordMessages(ctx: AppContext, password: string): Promise<RuleMessage[]> {
  const rule = (await registerConfigOf(ctx)).fields.password;
  return checkField({ ...rule, enabled: true, required: true }, password).messages;
}

/** The field errors of a new password and its confirmation (sent by the reset and change forms). */
async function newPasswordErrors(ctx: AppContext, newPassword: string, confirmNewPassword: string) {
  return {
    newPassword: await newPasswordMessages(ctx, newPassword),
    confirmNewPassword: checkConfirmPassword(newPassword, confirmNewPassword).messages,
  };
}

/**
 * A recovered account takes its new password hash and is signed out everywhere; proving the phone or the mailbox
 * clears the account's failed-login count and lock. Runs inside the caller's transaction.
 */
async function storeRecoveredPassword(
  db: Db,
  member: MemberRow,
  passwordHash: string,
  ip: string,
  now: number,
): Promise<void> {
  await setPasswordHash(db, member.id, passwordHash, now);
  await revokeMemberSessions(db, member.id, now);
  await recordAttempt(db, member.account, true, ip, now);
}

export function registerPasswordRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.post(
    ACCOUNT_PATHS.setPasswordByPhone,
    encryptedRoute('Set a new password with an SMS code (encrypted)'),
    async (request: EncryptedRequest) => {
      const payload = readEncrypted(request, parseSetPasswordByPhonePayload);
      const now = ctx.now();
      if (!(await merchantConfig(ctx)).flags.CHNGPASSVERIF3) {
        throw new ApiError('auth.forbidden', 'Password recovery by phone is switched off');
      }
      const messages = await newPasswordMessages(ctx, payload.newPassword);
      if (messages.length > 0) throw validationFailed({ newPassword: messages });
      // The code proves the number before anything about its member (such as "same password") is revealed.
      const check = await checkSmsCode(db, payload.mobileNum, 'forgot', payload.verificationCode, now);
      if (!check.ok) throw new ApiError(check.code, 'The SMS code is wrong, used or expired');
      const member = await findMemberByMobile(db, payload.mobileNum);
      if (!member || member.status !== 'active') {
        throw new ApiError('auth.user_not_found', 'No active member has this mobile number');
      }
      await assertRecoveryChannelSettled(ctx, member.id, 'mobile');
      if (await verifyPassword(payload.newPassword, member.password_hash)) {
        throw new ApiError('password.same', 'The new password equals the current one');
      }
      const passwordHash = await hashPassword(payload.newPassword);
      await transaction(db, async () => {
        // Another request may have used the code while the hashes were computed.
        if (!(await markSmsCodeUsed(db, check.codeId, now))) {
          throw new ApiError('sms.code_invalid', 'The SMS code is wrong, used or expired');
        }
        await storeRecoveredPassword(db, member, passwordHash, request.ip, now);
      });
      return ok(null);
    },
  );

  app.post(
    ACCOUNT_PATHS.emailRecovery,
    {
      schema: {
        summary: 'Send a password-reset link by e-mail (form)',
        body: Type.Object({
          username: Type.String({ maxLength: 64 }),
          email: Type.String({ maxLength: 200 }),
        }),
      },
      preValidation: async (request) => {
        const type = request.headers['content-type'] ?? '';
        if (!type.startsWith('application/x-www-form-urlencoded')) {
          throw new ApiError('bad_request', 'The recovery form is sent form-encoded');
        }
      },
    },
    async (request) => {
      const now = ctx.now();
      if (!(await merchantConfig(ctx)).flags.CHNGPASSMAIL3) {
        throw new ApiError('auth.forbidden', 'Password recovery by e-mail is switched off');
      }
      const username = (request.body.username ?? '').trim();
      const email = (request.body.email ?? '').trim();
      const emailRule = (await registerConfigOf(ctx)).fields.email;
      const errors: Record<string, RuleMessage[]> = {
        username: username === '' ? [{ key: 'validation.required' }] : [],
        email: checkField({ ...emailRule, enabled: true, required: true }, email).messages,
      };
      if (hasFieldErrors(errors)) throw validationFailed(errors);

      // The limit is checked with the request's record, in one transaction the database runs as if no other
      // request ran in between, so a burst of requests mails no more links than requests one after another.
      const limitReached = async (): Promise<ApiError | undefined> => {
        const recent = await recoveryRequestTimes(db, username, now - HOUR);
        if (recent.length < RECOVERY_PER_HOUR) return undefined;
        const oldest = recent[recent.length - RECOVERY_PER_HOUR] ?? now;
        return new ApiError('rate_limited', 'Too many recovery requests for this username', {
          retryAfterMs: oldest + HOUR - now,
        });
      };
      const early = await limitReached();
      if (early) throw early;
      const member = await findMemberByAccount(db, username);
      const matches =
        member !== undefined &&
        member.status === 'active' &&
        member.type !== MEMBER_TYPE.trial &&
        member.email !== '' &&
        member.email.toLowerCase() === email.toLowerCase();
      if (!matches) {
        // One answer for "no such user" and "wrong e-mail": the form does not tell which usernames exist. The
        // request is recorded, and refused after the record commits.
        const refusal = await transaction(db, async () => {
          const limited = await limitReached();
          if (limited) return limited;
          await recordRecoveryRequest(db, username, request.ip, false, now);
          return new ApiError('recovery.email_mismatch', 'The username and e-mail do not match');
        });
        throw refusal;
      }
      await assertRecoveryChannelSettled(ctx, member.id, 'email');
      const token = randomBytes(32).toString('hex');
      await transaction(db, async () => {
        const limited = await limitReached();
        if (limited) throw limited;
        await insertPasswordReset(db, hashToken(token), member.id, now, now + RESET_TOKEN_TTL_MS);
        await writeOutbox(
          db,
          'email',
          member.email,
          `Reset your password within ${RESET_TOKEN_TTL_MS / 60_000} minutes: ${ctx.publicOrigin}/m/forget?token=${token}`,
          now,
        );
        await recordRecoveryRequest(db, username, request.ip, true, now);
      });
      return ok(null);
    },
  );

  app.post(
    ACCOUNT_PATHS.resetPasswordByEmail,
    { schema: { summary: 'Set a new password with the e-mailed reset token' } },
    async (request) => {
      const payload = parseResetPasswordByEmailPayload(request.body);
      if (!payload)
        throw new ApiError('bad_request', 'token, newPassword and confirmNewPassword are required');
      const now = ctx.now();
      const tokenHash = hashToken(payload.token.trim());
      const assertUsable = async () => {
        const reset = await findPasswordReset(db, tokenHash);
        if (!reset) throw new ApiError('recovery.token_invalid', 'No such password reset link');
        if (reset.used_at !== null)
          throw new ApiError('recovery.token_used', 'The reset link was used already');
        if (reset.voided_at !== null) {
          throw new ApiError(
            'recovery.token_voided',
            'A newer link was sent, or the password or a recovery channel changed since',
          );
        }
        if (reset.expires_at <= now)
          throw new ApiError('recovery.token_expired', 'The reset link has expired');
        const member = await findMemberById(db, reset.member_id);
        if (!member || member.status !== 'active') {
          throw new ApiError('recovery.token_invalid', 'The member of this link cannot sign in');
        }
        return { reset, member };
      };
      await assertUsable();
      const errors = await newPasswordErrors(ctx, payload.newPassword, payload.confirmNewPassword);
      if (hasFieldErrors(errors)) throw validationFailed(errors);
      const passwordHash = await hashPassword(payload.newPassword);
      await transaction(db, async () => {
        // Checked again: the link may have been used while the hash was computed.
        const { reset, member } = await assertUsable();
        if (!(await usePasswordReset(db, reset.id, now))) {
          throw new ApiError('recovery.token_used', 'The reset link was used already');
        }
        await storeRecoveredPassword(db, member, passwordHash, request.ip, now);
      });
      return ok(null);
    },
  );

  app.post(
    ACCOUNT_PATHS.changePassword,
    { schema: { summary: 'Change the password of the signed-in member' } },
    async (request) => {
      const member = await requireMember(ctx, request);
      if (member.type === MEMBER_TYPE.trial) {
        throw new ApiError('auth.trial_forbidden', 'Please log in to a real account to use this function');
      }
      const payload = parseChangePasswordPayload(request.body);
      if (!payload)
        throw new ApiError('bad_request', 'oldPassword, newPassword and confirmNewPassword are required');
      const now = ctx.now();
      // A wrong old password counts as a failed login of the account, so a stolen session cannot guess it freely.
      await assertNotLocked(ctx, member.account, now);
      const oldPasswordOk = await verifyPassword(payload.oldPassword, member.password_hash);
      // Other requests ran while the hash was computed: a lock they completed refuses this try too. The lock check
      // and the failure's record are one transaction, which the database runs as if no other request ran in
      // between, and the refusal is thrown after it commits, so the failure is kept.
      await transaction(db, async () => {
        await assertNotLocked(ctx, member.account, now);
        if (!oldPasswordOk) await recordAttempt(db, member.account, false, request.ip, now);
      });
      if (!oldPasswordOk) throw new ApiError('password.wrong_old', 'The old password is wrong');
      const errors = await newPasswordErrors(ctx, payload.newPassword, payload.confirmNewPassword);
      if (hasFieldErrors(errors)) throw validationFailed(errors);
      if (payload.newPassword === payload.oldPassword) {
        throw new ApiError('password.same', 'The new password equals the old one');
      }
      const token = bearerToken(request) ?? '';
      const passwordHash = await hashPassword(payload.newPassword);
      await transaction(db, async () => {
        await setPasswordHash(db, member.id, passwordHash, now);
        await revokeMemberSessions(db, member.id, now, hashToken(token));
      });
      return ok(null);
    },
  );
}
