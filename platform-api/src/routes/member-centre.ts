// Member centre: rewards (claim once, idempotent), referral (the member's own affiliate link), mail (paged, read,
// soft delete), feedback (word bounds, 10 a day) and rebates (valid bets since the last claim × rate per game
// type). Each member only ever sees and touches its own rows; another member's id answers 404 not_found.
import { MONEY_PATHS } from 'shared/contract';
import { DAY_MS, merchantDayStart } from 'shared/dates';
import { ApiError, ok } from '../lib/envelope.ts';
import { Type } from 'typebox';
import { requireRealMember } from '../lib/money-input.ts';
import { iso, paged, rangeOf, rowPageOf } from '../lib/record-query.ts';
import { IdParams, IdempotencyKeyBody, Pagination, RecordQuerySchema } from '../lib/schemas.ts';
import { validationFailed } from '../lib/validation-failure.ts';
import { transaction } from '../db/database.ts';
import {
  countFeedbackSince,
  countMail,
  countRebates,
  countUnreadMail,
  deleteMail,
  findRebateLedgerId,
  findReferralCode,
  insertFeedback,
  isOwnMail,
  listClaimableRewards,
  listInvited,
  listMail,
  listRebates,
  listRewards,
  markMailRead,
} from '../db/member-centre.ts';
import {
  availableRebate,
  claimReward,
  effectiveStatus,
  findLedgerEntry,
  payRebate,
  toRewardItem,
} from '../db/activity.ts';
import { insertAffiliateLink, uniqueAffiliateCode } from '../db/accounts.ts';
import { requireMember } from '../plugins/auth.ts';
import { currencyOf } from './money-common.ts';
import type { FeedbackConfig, MailMessage, RebateRecord, RebateSummary, ReferralInfo } from 'shared/contract';
import type { RuleMessage } from 'shared/validation';
import type { ApiApp, AppContext } from '../app-context.ts';

export const FEEDBACK_CONFIG: FeedbackConfig = {
  minWords: 5,
  maxWords: 200,
  categories: ['deposit', 'withdraw', 'games', 'account', 'other'],
};
export const FEEDBACK_PER_DAY = 10;

/** Words separated by any whitespace (Bengali text counts the same way). */
export const countWords = (text: string) => text.split(/\s+/u).filter((word) => word !== '').length;

export const FeedbackBody = Type.Object({
  category: Type.String({ maxLength: 40 }),
  content: Type.String({ maxLength: 10_000 }),
});

export function registerMemberCentreRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  // ---------- rewards ----------

  app.get(
    MONEY_PATHS.rewards,
    { schema: { summary: "The member's rewards and missions" } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const now = ctx.now();
      return ok((await listRewards(db, member.id)).map((row) => toRewardItem(row, now)));
    },
  );

  app.get(
    MONEY_PATHS.rewardCounts,
    { schema: { summary: 'The number of claimable rewards and missions' } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const now = ctx.now();
      const claimable = (await listClaimableRewards(db, member.id)).filter(
        (row) => effectiveStatus(row, now) === 'claimable',
      );
      // Each count is what its page lists: the reward centre the promotion rewards, the mission page the missions.
      return ok({
        unclaimed: claimable.filter((row) => row.kind !== 'mission').length,
        missions: claimable.filter((row) => row.kind === 'mission').length,
      });
    },
  );

  app.post(
    `${MONEY_PATHS.rewards}/:id/claim`,
    { schema: { summary: 'Claim a reward', params: IdParams, body: IdempotencyKeyBody } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      // A claimed reward answers as it is (a repeated or concurrent claim moves no money). One that was expired when
      // the claim read the time is expired now too: the time only moves on.
      const after = await claimReward(
        db,
        member.id,
        request.params.id,
        request.body.idempotencyKey,
        await currencyOf(ctx),
        ctx.now,
      );
      if (!after) throw new ApiError('not_found', 'No such reward');
      const now = ctx.now();
      if (effectiveStatus(after, now) === 'expired')
        throw new ApiError('bad_request', 'The reward has expired');
      return ok(toRewardItem(after, now));
    },
  );

  // ---------- referral ----------

  app.get(
    MONEY_PATHS.referral,
    { schema: { summary: "The member's referral link and figures" } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const code = await transaction(db, async () => {
        const own = await findReferralCode(db, member.id);
        if (own !== undefined) return own;
        const candidate = await uniqueAffiliateCode(db, member.account, 'REF');
        await insertAffiliateLink(db, {
          code: candidate,
          ownerId: member.id,
          domain: '',
          rebateRates: {},
          at: ctx.now(),
        });
        return candidate;
      });
      const invited = await listInvited(db, member.id);
      const value: ReferralInfo = {
        code,
        // On the site's configured origin: a Host, X-Forwarded-Host or Referer is the caller's choice.
        link: `${ctx.publicOrigin}/m/register?affiliateCode=${encodeURIComponent(code)}`,
        invitedCount: invited.length,
        invited: invited.map((row) => ({
          account: row.account,
          registeredAt: iso(row.reg_date),
          deposited: row.deposited === 1,
        })),
      };
      return ok(value);
    },
  );

  // ---------- mail ----------

  app.get(
    MONEY_PATHS.mail,
    { schema: { summary: "A page of the member's mail", querystring: Type.Object(Pagination) } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const query = request.query;
      const total = await countMail(db, member.id);
      const list: MailMessage[] = (await listMail(db, member.id, rowPageOf(query))).map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        read: row.read_at !== null,
        createdAt: iso(row.created_at),
      }));
      return ok(paged(list, total, query));
    },
  );

  app.get(
    MONEY_PATHS.mailUnread,
    { schema: { summary: 'The number of unread mail messages' } },
    async (request) => {
      const member = await requireMember(ctx, request);
      return ok({ unread: await countUnreadMail(db, member.id) });
    },
  );

  const ownMail = async (memberId: number, id: number) => {
    if (!(await isOwnMail(db, memberId, id))) throw new ApiError('not_found', 'No such message');
  };

  app.post(
    `${MONEY_PATHS.mail}/:id/read`,
    { schema: { summary: 'Mark a mail message read', params: IdParams } },
    async (request) => {
      // Free play writes nothing of a member: no read marks, no deletions, no feedback.
      const member = await requireRealMember(ctx, request);
      await ownMail(member.id, request.params.id);
      await markMailRead(db, request.params.id, ctx.now());
      return ok(null);
    },
  );

  app.delete(
    `${MONEY_PATHS.mail}/:id`,
    { schema: { summary: 'Delete a mail message', params: IdParams } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      await ownMail(member.id, request.params.id);
      await deleteMail(db, request.params.id, ctx.now());
      return ok(null);
    },
  );

  // ---------- feedback ----------

  app.get(
    MONEY_PATHS.feedback,
    { schema: { summary: 'The feedback categories and word limits' } },
    async (request) => {
      await requireMember(ctx, request);
      return ok(FEEDBACK_CONFIG);
    },
  );

  app.put(
    MONEY_PATHS.feedback,
    {
      schema: { summary: 'Send feedback', body: FeedbackBody },
    },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const { category } = request.body;
      const content = request.body.content.trim();
      const words = countWords(content);
      const errors: Record<'category' | 'content', RuleMessage[]> = {
        category: FEEDBACK_CONFIG.categories.includes(category) ? [] : [{ key: 'validation.category' }],
        content:
          words < FEEDBACK_CONFIG.minWords || words > FEEDBACK_CONFIG.maxWords
            ? [{ key: 'validation.words' }]
            : [],
      };
      if (errors.category.length > 0 || errors.content.length > 0) throw validationFailed(errors);
      const now = ctx.now();
      const dayStart = merchantDayStart(now);
      // Count and insert in one transaction, which the database runs as if no other request ran in between.
      await transaction(db, async () => {
        if ((await countFeedbackSince(db, member.id, dayStart)) >= FEEDBACK_PER_DAY) {
          throw new ApiError('rate_limited', `At most ${FEEDBACK_PER_DAY} feedback messages a day`, {
            retryAfterMs: dayStart + DAY_MS - now,
          });
        }
        await insertFeedback(db, { memberId: member.id, category, content, wordCount: words, at: now });
      });
      return ok(null);
    },
  );

  // ---------- rebates ----------

  app.get(
    MONEY_PATHS.manualRebate,
    { schema: { summary: 'The rebate the member may claim now, by game type' } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const { lines } = await availableRebate(db, member.id);
      const value: RebateSummary = {
        availableMinor: lines.reduce((sum, line) => sum + line.rebateMinor, 0),
        byGameType: lines,
      };
      return ok(value);
    },
  );

  app.post(
    MONEY_PATHS.manualRebate,
    { schema: { summary: 'Claim the available rebate', body: IdempotencyKeyBody } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const key = request.body.idempotencyKey;
      const currency = await currencyOf(ctx);
      // The key is looked up in the transaction that pays: the same claim sent twice at once, to this instance or
      // another, pays once and both answers are that payment.
      const outcome = await transaction(db, async () => {
        const earlier = await findRebateLedgerId(db, member.id, key);
        if (earlier !== undefined) return { earlier: await findLedgerEntry(db, earlier) };
        return { entry: await payRebate(db, member.id, 'manual', key, currency, ctx.now()) };
      });
      if ('earlier' in outcome) return ok(outcome.earlier);
      const { entry } = outcome;
      if (!entry) throw new ApiError('money.below_minimum', 'No rebate is available to claim');
      return ok(entry);
    },
  );

  app.get(
    MONEY_PATHS.rebateReport,
    { schema: { summary: "The member's rebate records over a date range", querystring: RecordQuerySchema } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const query = request.query;
      const range = rangeOf(query, ctx.now());
      const total = await countRebates(db, member.id, range);
      const list: RebateRecord[] = (await listRebates(db, member.id, range, rowPageOf(query))).map((row) => ({
        id: row.id,
        amountMinor: row.amount_minor,
        kind: row.kind,
        createdAt: iso(row.created_at),
      }));
      return ok(paged(list, total, query));
    },
  );
}
