// Session routes: encrypted login with failed-attempt tracking and captcha, logout, and captcha issuing.
// A payload that cannot be decrypted or validated is rejected before any row is written.
import { API_PATHS, API_PATHS_EXTRA } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { decryptJson } from '../lib/payload-crypto.ts';
import { parseLoginPayload } from '../lib/login-payload.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../lib/password.ts';
import { createToken, hashToken, SESSION_TTL_MS } from '../lib/tokens.ts';
import { renderCaptchaPng } from '../lib/captcha-image.ts';
import { transaction } from '../db/database.ts';
import { createSession, findMemberByAccount, markLoggedIn, revokeSession } from '../db/members.ts';
import {
  consumeCaptcha,
  FAILURES_BEFORE_CAPTCHA,
  issueCaptcha,
  recentFailures,
  recordAttempt,
} from '../db/login-guard.ts';
import { writeOutbox } from '../db/outbox.ts';
import { bearerToken, requireMember } from '../plugins/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { CaptchaValue, EncryptedBody, LoginFailureValue, LoginValue } from 'shared/contract';
import type { AppContext } from '../app-context.ts';

const encryptedBodySchema = {
  headers: {
    type: 'object',
    required: ['x-encrypt-key'],
    properties: { 'x-encrypt-key': { type: 'string', minLength: 16, maxLength: 16 } },
  },
  body: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'string', minLength: 1, maxLength: 16384 } },
  },
} as const;

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post<{ Body: EncryptedBody; Headers: { 'x-encrypt-key': string } }>(
    API_PATHS.login,
    { schema: encryptedBodySchema, config: { validationCode: 'payload.invalid' } },
    async (request) => {
      const payload = parseLoginPayload(decryptJson(request.body.data, request.headers['x-encrypt-key']));
      if (!payload) throw new ApiError('payload.invalid', 'The encrypted payload could not be read');
      const now = ctx.now();
      const { username } = payload;
      const failures = recentFailures(db, username, now);
      const refuse = (
        code: 'auth.captcha_invalid' | 'auth.user_not_found',
        message: string,
        count: number,
      ) => {
        recordAttempt(db, username, false, request.ip, now);
        const value: LoginFailureValue = { captchaRequired: count >= FAILURES_BEFORE_CAPTCHA };
        return new ApiError(code, message, value);
      };

      if (failures >= FAILURES_BEFORE_CAPTCHA) {
        if (payload.captcha.trim() === '') {
          const value: LoginFailureValue = { captchaRequired: true };
          throw new ApiError('auth.captcha_required', 'A captcha is required for this username', value);
        }
        if (!consumeCaptcha(db, username, payload.captcha, now)) {
          throw refuse('auth.captcha_invalid', 'The captcha answer is wrong or expired', failures + 1);
        }
      }

      const member = findMemberByAccount(db, username);
      // Hash against a dummy when the user is unknown so both refusals cost the same time.
      const passwordOk = verifyPassword(payload.password, member?.password_hash ?? DUMMY_PASSWORD_HASH);
      if (!member || !passwordOk || member.status !== 'active') {
        throw refuse('auth.user_not_found', 'Wrong username or password', failures + 1);
      }

      const token = createToken();
      const expiresAt = now + SESSION_TTL_MS;
      transaction(db, () => {
        recordAttempt(db, username, true, request.ip, now);
        createSession(db, hashToken(token), member.id, now, expiresAt);
        markLoggedIn(db, member.id, now);
      });
      const value: LoginValue = {
        token,
        userName: member.account,
        type: member.type,
        firstTimeLogin: member.last_login_at === null,
        customerType: member.type,
        expiresAt,
      };
      return ok(value);
    },
  );

  app.delete(API_PATHS.logout, async (request) => {
    requireMember(ctx, request);
    const token = bearerToken(request);
    if (token !== undefined) revokeSession(db, hashToken(token), ctx.now());
    return ok(null);
  });

  app.get<{ Querystring: { username?: string } }>(
    API_PATHS_EXTRA.captcha,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { username: { type: 'string', minLength: 1, maxLength: 32 } },
        },
      },
    },
    async (request) => {
      const now = ctx.now();
      const username = request.query.username?.trim() || null;
      const captcha = transaction(db, () => {
        const issued = issueCaptcha(db, username, now);
        // The answer goes to the dev outbox so end-to-end tests can solve the captcha.
        writeOutbox(db, 'captcha', username ?? '', issued.answer, now);
        return issued;
      });
      const value: CaptchaValue = { captchaId: captcha.id, image: renderCaptchaPng(captcha.answer) };
      return ok(value);
    },
  );
}
