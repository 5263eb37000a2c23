// Trial (free) play: a throw-away member of type 4 with a demo balance and a session, no password to sign in with.
// Limited per IP; trial sessions may not change a password or use SMS sign-in (they answer auth.trial_forbidden).
import { randomBytes } from 'node:crypto';
import { ACCOUNT_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { hashPassword } from '../lib/password.ts';
import { transaction } from '../db/database.ts';
import { insertMember, trialCreatedAtFromIp } from '../db/accounts.ts';
import { MEMBER_TYPE } from '../db/members.ts';
import { postLedger } from '../db/wallets.ts';
import { startSession } from './session-start.ts';
import { originOf } from '../lib/client-origin.ts';
import { languageOf } from '../lib/language.ts';
import { merchantConfig } from './system.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

const HOUR = 60 * 60 * 1000;
export const TRIALS_PER_IP_PER_HOUR = 5;
/** ৳2,000.00 of play money. */
export const TRIAL_BALANCE_MINOR = 200_000;

export function registerTrialRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post(ACCOUNT_PATHS.trial, { schema: { summary: 'Start a free-play session' } }, async (request) => {
    const now = ctx.now();
    const assertUnderLimit = async () => {
      const recent = await trialCreatedAtFromIp(db, request.ip, now - HOUR);
      if (recent.length >= TRIALS_PER_IP_PER_HOUR) {
        const oldest = recent[recent.length - TRIALS_PER_IP_PER_HOUR] ?? now;
        throw new ApiError('rate_limited', 'Too many trial accounts from this address', {
          retryAfterMs: oldest + HOUR - now,
        });
      }
    };
    await assertUnderLimit();
    const { currency } = await merchantConfig(ctx);
    const account = `trial_${randomBytes(5).toString('hex')}`;
    // A random password nobody knows: a trial account is reached only through its session.
    const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
    const value = await transaction(db, async () => {
      // Other trials may have started while the hash was computed: the limit holds for them too.
      await assertUnderLimit();
      // The account, its credit and its session carry the time they are written at.
      const at = ctx.now();
      const id = await insertMember(db, {
        account,
        passwordHash,
        type: MEMBER_TYPE.trial,
        nickname: '',
        email: '',
        mobile: null,
        countryDialingCode: '',
        birthday: '',
        payeeName: '',
        paymentPasswordHash: null,
        profile: {},
        registerMethod: '',
        registerUrl: '',
        domain: '',
        registerIp: request.ip,
        parentId: null,
        affiliateLinkId: null,
        at,
      });
      await postLedger(db, {
        memberId: id,
        currency,
        amountMinor: TRIAL_BALANCE_MINOR,
        kind: 'trial_credit',
        reference: `TRIAL-${account}`,
        at,
      });
      return await startSession(
        db,
        { id, account, type: MEMBER_TYPE.trial, last_login_at: null },
        at,
        originOf(request),
        languageOf(request),
      );
    });
    return ok(value);
  });
}
