// The fresh SMS code before withdrawing to an account that has not received a withdrawal yet (flag SECPAYOUTSMS,
// purpose 'withdraw'; adding a payout account takes its 'payout' code through the step-up of
// lib/account-security.ts). The code
// goes to the member's own bound number (POST /wps/verification/sms with that purpose). The check does not use
// the code up: the route marks it used in the transaction that writes, only while it is still unused, so a refused
// request keeps it and a successful one can never be repeated with it.
import { ApiError } from './envelope.ts';
import { checkSmsCode } from '../db/sms-codes.ts';
import { merchantConfig } from '../routes/system.ts';
import type { AppContext } from '../app-context.ts';
import type { MemberRow } from '../db/members.ts';

/**
 * Returns the id of the checked code to mark used with the write, or null when SECPAYOUTSMS is off. Throws
 * sms.no_mobile (no bound number), sms.code_required (none sent), sms.code_invalid / sms.code_expired.
 */
export async function checkPayoutSms(
  ctx: AppContext,
  member: Pick<MemberRow, 'mobile'>,
  purpose: 'withdraw',
  smsCode: string | undefined,
): Promise<number | null> {
  if (!(await merchantConfig(ctx)).flags.SECPAYOUTSMS) return null;
  if (!member.mobile)
    throw new ApiError('sms.no_mobile', 'Bind a mobile number before changing payout details');
  if (smsCode === undefined || smsCode.trim() === '') {
    throw new ApiError('sms.code_required', 'A fresh SMS code is required for this payout change');
  }
  const check = await checkSmsCode(ctx.db, member.mobile, purpose, smsCode, ctx.now());
  if (!check.ok) throw new ApiError(check.code, 'The SMS code is wrong, used or expired');
  return check.codeId;
}
