// Changes of how an account is recovered or paid (e-mail, mobile number, payment password, payee name, payout
// accounts) are where a stolen session would become a stolen account, so each one is stepped up and told:
// - the step-up: the account's login password again (a wrong one counts as a failed sign-in, so the sign-in lock
//   covers it), and, where a mobile number is bound, a fresh code sent to that number (SMS purpose 'security');
// - the record: the e-mail address and mobile number the account had before are told of the change (through the
//   outbox), the change is kept with when and whom it told (the security centre shows it), and a change of a
//   recovery channel voids every open reset link. A recovery channel changed within RECOVERY_CHANNEL_COOL_DOWN_MS
//   is not used for a password reset (see assertRecoveryChannelSettled).
import { formatDateTime } from 'shared/dates';
import { ApiError } from './envelope.ts';
import { verifyPassword } from './password.ts';
import { voidPasswordResets } from '../db/accounts.ts';
import { transaction } from '../db/database.ts';
import { recordAttempt } from '../db/login-guard.ts';
import { writeOutbox } from '../db/outbox.ts';
import { channelChangedAt, insertSecurityChange } from '../db/security-changes.ts';
import { checkSmsCode, markSmsCodeUsed } from '../db/sms-codes.ts';
import { assertNotLocked } from '../routes/session.ts';
import type { FastifyRequest } from 'fastify';
import type { SecurityChangeKind, SecurityStepUp } from 'shared/contract';
import type { AppContext } from '../app-context.ts';
import type { MemberRow } from '../db/members.ts';

/** A recovery channel (e-mail, mobile number) bound or changed this recently resets no password. */
export const RECOVERY_CHANNEL_COOL_DOWN_MS = 24 * 60 * 60 * 1000;

/** 'demo01@example.com' → 'de****@example.com'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return '****';
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** '1712345678' with dialling code '880' → '+880 17******78'. */
export function maskMobile(mobile: string, countryDialingCode: string): string {
  const prefix = countryDialingCode ? `+${countryDialingCode} ` : '';
  return `${prefix}${mobile.slice(0, 2)}${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-2)}`;
}

/**
 * The login password typed again to confirm a grave step (a security change, a self-exclusion): 423
 * auth.account_locked while the account's sign-in is locked, 400 auth.password_invalid when wrong. A wrong one
 * counts as a failed sign-in, so a stolen session cannot guess it freely; a missing one is no guess (a page from
 * before the step-up sends none).
 */
export async function confirmLoginPassword(
  ctx: AppContext,
  request: FastifyRequest,
  member: MemberRow,
  typed: unknown,
): Promise<void> {
  const now = ctx.now();
  await assertNotLocked(ctx, member.account, now);
  const password = typeof typed === 'string' ? typed : '';
  const passwordOk = password !== '' && (await verifyPassword(password, member.password_hash));
  // Other requests ran while the hash was computed: a lock they completed refuses this one too. The lock check
  // and the failure's record are one transaction, which the database runs as if no other request ran in between,
  // and the refusal is thrown after it commits, so the failure is kept.
  await transaction(ctx.db, async () => {
    await assertNotLocked(ctx, member.account, now);
    if (!passwordOk && password !== '') await recordAttempt(ctx.db, member.account, false, request.ip, now);
  });
  if (!passwordOk) throw new ApiError('auth.password_invalid', 'The login password is not correct');
}

export interface StepUpOptions {
  /** The purpose of the code to the member's number; 'payout' where SECPAYOUTSMS asks its own code. */
  smsPurpose?: 'security' | 'payout';
  /** A code is needed even without a bound number (SECPAYOUTSMS): then sms.no_mobile. */
  smsRequired?: boolean;
}

/**
 * Checks the step-up of a change: the login password (confirmLoginPassword), then the code to the bound number (400
 * sms.code_required / sms.code_invalid / sms.code_expired). Returns the code's id, to be used up by the change
 * (applySecurityChange), or null when none was needed.
 */
export async function checkStepUp(
  ctx: AppContext,
  request: FastifyRequest,
  member: MemberRow,
  stepUp: Partial<SecurityStepUp>,
  options: StepUpOptions = {},
): Promise<number | null> {
  await confirmLoginPassword(ctx, request, member, stepUp.loginPassword);
  if (!member.mobile) {
    if (options.smsRequired) {
      throw new ApiError('sms.no_mobile', 'Bind a mobile number before changing payout details');
    }
    return null;
  }
  const code = typeof stepUp.smsCode === 'string' ? stepUp.smsCode.trim() : '';
  if (code === '') {
    throw new ApiError('sms.code_required', 'A code sent to the bound mobile number is required');
  }
  const check = await checkSmsCode(ctx.db, member.mobile, options.smsPurpose ?? 'security', code, ctx.now());
  if (!check.ok) throw new ApiError(check.code, 'The SMS code is wrong, used or expired');
  return check.codeId;
}

const WHAT_CHANGED: Record<SecurityChangeKind, string> = {
  email: 'e-mail address',
  mobile: 'mobile number',
  paymentPassword: 'payment password',
  payeeName: 'payee name',
  payoutAccount: 'payout accounts',
};

/**
 * Records a change inside the transaction that writes it: uses up the step-up's code (refused if another request
 * used it meanwhile), tells the e-mail address and mobile number the account had before (`member` as read before
 * the change), keeps the change, and voids open reset links when a recovery channel changed.
 */
export async function applySecurityChange(
  ctx: AppContext,
  member: MemberRow,
  kind: SecurityChangeKind,
  smsCodeId: number | null,
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  if (smsCodeId !== null) {
    if (!(await markSmsCodeUsed(db, smsCodeId, now))) {
      throw new ApiError('sms.code_invalid', 'The SMS code is wrong, used or expired');
    }
  }
  const text =
    `The ${WHAT_CHANGED[kind]} of your account ${member.account} was changed on ${formatDateTime(now)} ` +
    '(Dhaka time). If this was not you, contact customer service at once.';
  if (member.email) await writeOutbox(db, 'email', member.email, text, now);
  if (member.mobile)
    await writeOutbox(db, 'sms', `+${member.country_dialing_code}${member.mobile}`, text, now);
  await insertSecurityChange(db, {
    memberId: member.id,
    kind,
    at: now,
    notified_email: member.email ? maskEmail(member.email) : null,
    notified_mobile: member.mobile ? maskMobile(member.mobile, member.country_dialing_code) : null,
  });
  if (kind === 'email' || kind === 'mobile') await voidPasswordResets(db, member.id, now);
}

/**
 * Refuses a password reset through a recovery channel bound or changed less than a day ago: 403
 * recovery.channel_recent { channel, retryAfterMs }. A thief who changed the channel with a stolen session
 * cannot use it to take the account before the owner, told on the old channel, can act.
 */
export async function assertRecoveryChannelSettled(
  ctx: AppContext,
  memberId: number,
  channel: 'email' | 'mobile',
): Promise<void> {
  const changedAt = await channelChangedAt(ctx.db, memberId, channel);
  if (changedAt === null) return;
  const retryAfterMs = changedAt + RECOVERY_CHANNEL_COOL_DOWN_MS - ctx.now();
  if (retryAfterMs > 0) {
    throw new ApiError('recovery.channel_recent', `The ${channel} changed less than a day ago`, {
      channel,
      retryAfterMs,
    });
  }
}
