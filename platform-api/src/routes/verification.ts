// SMS verification codes (register, login by SMS, forgotten password; payout security: payout account,
// withdrawal to a new account, binding a mobile number; the step-up of a security change). Sending to a number the caller names needs human verification: the
// answer of the newest captcha issued for the key `sms:<mobileNum>`. The payout purposes need a token and go to
// the member's own bound number (no captcha: the caller is signed in and cannot choose the number). A login code is
// not sent while the account's sign-in is locked, nor a forgot code to a number bound less than a day ago.
// Rate-limited per number and per IP; the text goes to the dev outbox. Codes are stored hashed and checked by the
// flows that consume them.
import { Type } from 'typebox';
import { ACCOUNT_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { transaction } from '../db/database.ts';
import { consumeCaptcha } from '../db/login-guard.ts';
import { accountOrMobileTaken, findMemberByMobile, MEMBER_TYPE } from '../db/members.ts';
import { issueSmsCode, SMS_CODE_TTL_MS, smsRetryAfterMs } from '../db/sms-codes.ts';
import { writeOutbox } from '../db/outbox.ts';
import { optionalMember } from '../plugins/auth.ts';
import { requireRealMember } from '../lib/money-input.ts';
import { assertRecoveryChannelSettled } from '../lib/account-security.ts';
import { assertNotLocked } from './session.ts';
import { registerConfigOf } from './register.ts';
import { merchantConfig } from './system.ts';
import type { SmsCodeValue, SmsPurpose, WhiteLabelFlag } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';

/** The captcha key of an SMS request: the page calls GET /wps/captcha?username=sms:<mobileNum> first. */
export const smsCaptchaKey = (mobileNum: string) => `sms:${mobileNum}`;

/** The white-label switch that enables each purpose (null: always on). */
const PURPOSE_FLAG: Record<SmsPurpose, WhiteLabelFlag | null> = {
  register: 'REGMOBVERF3',
  login: 'MOBILEVERCODELOGIN3',
  forgot: 'CHNGPASSVERIF3',
  payout: 'SECPAYOUTSMS',
  withdraw: 'SECPAYOUTSMS',
  bind_mobile: 'SECPAYOUTSMS',
  // A member with a bound number proves a security change with it, whatever the payout switches.
  security: null,
};

/** Purposes whose code goes to the signed-in member's own number (mobileNum, dialling code and captcha ignored). */
const OWN_NUMBER_PURPOSES: readonly SmsPurpose[] = ['payout', 'withdraw', 'security'];
/**
 * Purposes of a signed-in member's security: a switched-off flag answers feature.disabled (a switched-off
 * register, login or forgot purpose answers auth.forbidden).
 */
const PROTECTION_PURPOSES: readonly SmsPurpose[] = ['payout', 'withdraw', 'bind_mobile', 'security'];

export const SmsCodeBody = Type.Object({
  mobileNum: Type.String({ pattern: '^([0-9]{10})?$' }),
  countryDialingCode: Type.String({ pattern: '^([0-9]{1,4})?$' }),
  purpose: Type.Enum(['register', 'login', 'forgot', 'payout', 'withdraw', 'bind_mobile', 'security']),
  captcha: Type.String({ maxLength: 6 }),
});

export function registerVerificationRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.post(
    ACCOUNT_PATHS.smsCode,
    { schema: { summary: 'Send an SMS verification code', body: SmsCodeBody } },
    async (request) => {
      const { countryDialingCode, purpose, captcha } = request.body;
      let mobileNum = request.body.mobileNum;
      const now = ctx.now();
      const protectionPurpose = PROTECTION_PURPOSES.includes(purpose);
      const member = protectionPurpose ? await requireRealMember(ctx, request) : undefined;
      // A free-play session has no real account to sign in to or recover.
      if (purpose !== 'register' && (await optionalMember(ctx, request))?.type === MEMBER_TYPE.trial) {
        throw new ApiError('auth.trial_forbidden', 'Please log in to a real account to use this function');
      }
      const flag = PURPOSE_FLAG[purpose];
      if (flag !== null && !(await merchantConfig(ctx)).flags[flag]) {
        throw protectionPurpose
          ? new ApiError('feature.disabled', 'SMS codes for payout changes are switched off')
          : new ApiError('auth.forbidden', 'SMS verification for this purpose is switched off');
      }
      if (purpose === 'bind_mobile' && member?.mobile) {
        throw new ApiError(
          'auth.forbidden',
          'A mobile number is already bound; customer service can change it',
        );
      }
      const config = await registerConfigOf(ctx);
      const ownNumber = OWN_NUMBER_PURPOSES.includes(purpose);
      if (ownNumber) {
        if (!member?.mobile) throw new ApiError('sms.no_mobile', 'Bind a mobile number first');
        mobileNum = member.mobile;
      } else {
        if (mobileNum === '') throw new ApiError('bad_request', 'A mobile number is required');
        if (countryDialingCode !== config.countryDialingCode) {
          throw new ApiError('bad_request', 'Unsupported country dialling code');
        }
      }
      const assertNotRateLimited = async () => {
        const retryAfterMs = await smsRetryAfterMs(db, mobileNum, request.ip, now, purpose);
        if (retryAfterMs > 0) {
          throw new ApiError('sms.rate_limited', 'Too many SMS codes requested; wait a little', {
            retryAfterMs,
          });
        }
      };
      // Checked before the captcha is used up, and again with the issue.
      await assertNotRateLimited();
      if (!ownNumber && !(await consumeCaptcha(db, smsCaptchaKey(mobileNum), captcha, now))) {
        throw new ApiError('auth.captcha_invalid', 'The captcha answer is wrong or expired');
      }
      if (purpose === 'register' || purpose === 'bind_mobile') {
        if (await accountOrMobileTaken(db, mobileNum, mobileNum)) {
          throw new ApiError('register.username_exists', 'The mobile number is already registered');
        }
      } else if (!ownNumber) {
        const owner = await findMemberByMobile(db, mobileNum);
        if (owner?.status !== 'active') {
          throw new ApiError('auth.user_not_found', 'No active member has this mobile number');
        }
        // The lock is the account's: no sign-in code while it lasts, as no sign-in by password.
        if (purpose === 'login') await assertNotLocked(ctx, owner.account, now);
        if (purpose === 'forgot') await assertRecoveryChannelSettled(ctx, owner.id, 'mobile');
      }
      // The limits and the issue in one transaction, which the database runs as if no other request ran in
      // between, so a burst of requests sends no more codes than requests one after another.
      const issued = await transaction(db, async () => {
        await assertNotRateLimited();
        const code = await issueSmsCode(db, mobileNum, purpose, request.ip, now);
        const minutes = SMS_CODE_TTL_MS / 60_000;
        await writeOutbox(
          db,
          'sms',
          `+${config.countryDialingCode}${mobileNum}`,
          `Your verification code is ${code.code}. It expires in ${minutes} minutes. Do not share it.`,
          now,
        );
        return code;
      });
      const value: SmsCodeValue = { expirationTime: issued.expiresAt };
      return ok(value);
    },
  );
}
