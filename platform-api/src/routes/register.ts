// Registration: the merchant's field rules, the invitation (affiliate code) check, and the encrypted registration
// itself. Fields are validated by the shared rule engine (the very code the form runs); the captcha, the SMS code
// and the affiliate code are checked here against what the server issued or stores. Nothing is written unless the
// whole registration succeeds (the captcha is used up either way, so it cannot be guessed at repeatedly).
// An invitation code bound to a domain is valid only on a request that came on that domain: the domain is the
// request's host when it is one of the site's hosts, never the `domain` the client sends (still accepted, not read).
import { Type } from 'typebox';
import { ACCOUNT_PATHS, MERCHANT_CODE } from 'shared/contract';
import { validateRegistration } from 'shared/validation';
import { ApiError, ok } from '../lib/envelope.ts';
import { encryptedRoute, readEncrypted } from '../lib/encrypted-body.ts';
import { parseRegisterPayload } from '../lib/account-payloads.ts';
import { hashPassword } from '../lib/password.ts';
import { hasFieldErrors, validationFailed } from '../lib/validation-failure.ts';
import { transaction } from '../db/database.ts';
import { readRegisterConfig } from '../db/register-config.ts';
import { consumeCaptchaOfAny } from '../db/login-guard.ts';
import { accountOrMobileTaken, MEMBER_TYPE } from '../db/members.ts';
import { createEmptyWallet, findAffiliateLink, insertMember } from '../db/accounts.ts';
import { checkSmsCode, markSmsCodeUsed, smsCodeStillLive } from '../db/sms-codes.ts';
import { grantLinkRates } from '../db/agency.ts';
import { startSession } from './session-start.ts';
import { originOf } from '../lib/client-origin.ts';
import { languageOf } from '../lib/language.ts';
import { merchantConfig } from './system.ts';
import type {
  InvitationCheckValue,
  RegisterConfig,
  RegisterFieldName,
  RegisterPayload,
} from 'shared/contract';
import type { FastifyRequest } from 'fastify';
import type { ApiApp, AppContext } from '../app-context.ts';
import type { EncryptedRequest } from '../lib/encrypted-body.ts';

/** Checked by the server against what it issued or stores, not by the rule engine. */
const SKIPPED: readonly RegisterFieldName[] = ['captcha', 'verificationCode', 'affiliateCode'];
/** The captcha key a register popup may use before anything is typed: GET /wps/captcha?username=register. */
export const REGISTER_CAPTCHA_KEY = 'register';
/** Less used contact fields stored together as JSON when the merchant enables them. */
const PROFILE_FIELDS = [
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
] as const satisfies readonly RegisterFieldName[];

export async function registerConfigOf(ctx: AppContext): Promise<RegisterConfig> {
  const config = await readRegisterConfig(ctx.db, MERCHANT_CODE);
  if (!config) throw new Error(`No registration rules for ${MERCHANT_CODE}`);
  return config;
}

/**
 * The site's domain a request came on: its host (Host, or X-Forwarded-Host from a trusted proxy: the site's) without
 * the port, when it is one of the site's hosts (PUBLIC_ORIGIN's and SITE_HOSTS); '' for any other host, which is no
 * domain of the merchant's, so only codes bound to no domain are valid there.
 */
export function siteDomainOf(ctx: AppContext, request: FastifyRequest): string {
  return ctx.siteHosts.has(request.host.trim().toLowerCase()) ? request.hostname.toLowerCase() : '';
}

export function registerRegisterRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    ACCOUNT_PATHS.registerConfig,
    { schema: { summary: "The registration form's fields and rules" } },
    async () => ok(await registerConfigOf(ctx)),
  );

  app.get(
    ACCOUNT_PATHS.invitationCheck,
    {
      schema: {
        summary: 'Whether an invitation code is valid',
        querystring: Type.Object({
          code: Type.String({ maxLength: 50 }),
          domain: Type.Optional(
            Type.String({
              maxLength: 200,
              description: 'Accepted and not read: the domain is the host the request came on',
            }),
          ),
        }),
      },
    },
    async (request) => {
      const code = request.query.code.trim();
      const value: InvitationCheckValue = {
        valid: code !== '' && (await findAffiliateLink(db, code, siteDomainOf(ctx, request))) !== undefined,
      };
      return ok(value);
    },
  );

  app.put(
    ACCOUNT_PATHS.register,
    encryptedRoute('Register a member (encrypted)'),
    async (request: EncryptedRequest) => {
      const payload = readEncrypted(request, parseRegisterPayload);
      const now = ctx.now();
      const config = await registerConfigOf(ctx);
      const merchant = await merchantConfig(ctx);
      const byMobile = payload.registerBy === 'mobile';
      if (!(byMobile ? merchant.flags.MOBILENUMREG3 : merchant.flags.USERNAMEREG3)) {
        throw new ApiError('auth.forbidden', 'This way of registering is switched off');
      }
      const dialingCode = payload.countryDialingCode.trim();
      if (dialingCode !== '' && dialingCode !== config.countryDialingCode) {
        throw new ApiError('payload.invalid', 'Unsupported country dialling code');
      }

      const errors = validateRegistration(config, payload, { now: new Date(now), skip: SKIPPED });
      if (hasFieldErrors(errors)) throw validationFailed(errors);

      // The rule engine checks the mobile number on the mobile tab and, when enabled, on the username tab.
      const mobile = byMobile || config.fields.mobileNum.enabled ? payload.mobileNum.trim() : '';
      // On the mobile tab the mobile number is the login name.
      const account = byMobile ? mobile : payload.username.trim();

      if (config.fields.captcha.enabled) {
        // The captcha issued for the name being registered, or for the key 'register' (requested on opening).
        if (!(await consumeCaptchaOfAny(db, [account, REGISTER_CAPTCHA_KEY], payload.captcha, now))) {
          throw new ApiError('auth.captcha_invalid', 'The captcha answer is wrong or expired');
        }
      }

      if (await accountOrMobileTaken(db, account, mobile)) {
        throw new ApiError('register.username_exists', 'The username or mobile number is already registered');
      }

      const affiliateCode = payload.affiliateCode.trim();
      const domain = siteDomainOf(ctx, request);
      const link = affiliateCode === '' ? undefined : await findAffiliateLink(db, affiliateCode, domain);
      if (affiliateCode !== '' && !link) {
        throw new ApiError('register.invalid_invitation', 'Invalid invitation code');
      }

      let smsCodeId: number | undefined;
      if (byMobile && merchant.flags.REGMOBVERF3 && config.fields.verificationCode.enabled) {
        const check = await checkSmsCode(db, mobile, 'register', payload.verificationCode, now);
        if (!check.ok) throw new ApiError(check.code, 'The SMS code is wrong, used or expired');
        smsCodeId = check.codeId;
      }

      const enabledValue = (field: RegisterFieldName) =>
        config.fields[field].enabled ? (payload[field as keyof RegisterPayload] as string).trim() : '';
      const paymentPassword = config.fields.paymentPassword.enabled ? payload.paymentPassword : '';
      const profile = Object.fromEntries(
        PROFILE_FIELDS.map((field): [string, string] => [field, enabledValue(field)]).filter(
          ([, value]) => value !== '',
        ),
      );

      const passwordHash = await hashPassword(payload.password);
      const paymentPasswordHash = paymentPassword === '' ? null : await hashPassword(paymentPassword);
      const value = await transaction(db, async () => {
        // Checked again: other requests ran while the hashes were computed (the same name may have been taken,
        // the same SMS code used).
        if (await accountOrMobileTaken(db, account, mobile)) {
          throw new ApiError(
            'register.username_exists',
            'The username or mobile number is already registered',
          );
        }
        if (smsCodeId !== undefined && !(await smsCodeStillLive(db, smsCodeId))) {
          throw new ApiError('sms.code_invalid', 'The SMS code is wrong, used or expired');
        }
        const id = await insertMember(db, {
          account,
          passwordHash,
          type: MEMBER_TYPE.player,
          nickname: enabledValue('nickname'),
          email: enabledValue('email'),
          mobile: mobile === '' ? null : mobile,
          countryDialingCode: mobile === '' ? '' : config.countryDialingCode,
          birthday: enabledValue('birthday'),
          payeeName: enabledValue('payeeName'),
          paymentPasswordHash,
          profile,
          registerMethod: payload.registerMethod,
          registerUrl: payload.registerUrl.trim(),
          domain,
          registerIp: request.ip,
          parentId: link?.owner_id ?? null,
          affiliateLinkId: link?.id ?? null,
          at: now,
        });
        await createEmptyWallet(db, id, merchant.currency);
        // Registered by an agent's link: the link's rebate rates (never above the agent's own).
        if (link) await grantLinkRates(db, id, link.id);
        if (smsCodeId !== undefined && !(await markSmsCodeUsed(db, smsCodeId, now))) {
          throw new ApiError('sms.code_invalid', 'The SMS code is wrong, used or expired');
        }
        return await startSession(
          db,
          { id, account, type: MEMBER_TYPE.player, last_login_at: null },
          now,
          originOf(request),
          languageOf(request),
        );
      });
      return ok(value);
    },
  );
}
