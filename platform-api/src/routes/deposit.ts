// Deposits (manual transfer to the merchant's bKash / Nagad / Rocket wallet or bank account): channels,
// promotions, the deposit request (pending until approved), deposit records, and the development approval
// routes. Approval moves the money (db/money.ts approveDeposit); the request itself writes only the record.
// The order is refused for an excluded member and above a deposit limit, checked in the transaction
// that inserts it (pending orders count towards the limit). The deposit-limit prompt never blocks here.
// A transaction id funds one order per channel: an order naming an id another order holds (any member's, unless
// rejected) is refused with money.reference_used; the unique index deposits_reference_claim backs the check.
import { Type } from 'typebox';
import { MONEY_PATHS } from 'shared/contract';
import { merchantDayStart } from 'shared/dates';
import { ApiError, ok } from '../lib/envelope.ts';
import { assertSameRequest, fingerprint, requireRealMember } from '../lib/money-input.ts';
import { paged, rangeOf, rowPageOf } from '../lib/record-query.ts';
import { Amount, Id, IdParams, IdempotencyKey, MoneyStatus, recordQuery } from '../lib/schemas.ts';
import { validationFailed } from '../lib/validation-failure.ts';
import { languageOf } from '../lib/language.ts';
import { transaction } from '../db/database.ts';
import { assertDepositAllowed } from '../db/protection.ts';
import {
  approveDeposit,
  bonusOf,
  eligiblePromos,
  findChannel,
  findDeposit,
  findDepositByKey,
  findReferenceHolder,
  insertDeposit,
  listDevDeposits,
  listChannels,
  rejectDeposit,
  toDepositRecord,
  countDeposits,
  listDeposits,
} from '../db/money.ts';
import { requireMember } from '../plugins/auth.ts';
import { registerOrderDecisions, settleDueDeposits } from './money-common.ts';
import type { DevDepositList } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';
import type { DepositRow } from '../db/money.ts';

/** The wallet's or bank's transaction id: 8 to 20 letters and digits. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9]{8,20}$/;

export const DepositBody = Type.Object({
  channelId: Id,
  amountMinor: Amount,
  promoId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  reference: Type.String({ maxLength: 64 }),
  idempotencyKey: IdempotencyKey,
});

const StatusFilter = { status: Type.Optional(MoneyStatus) };

export function registerDepositRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    MONEY_PATHS.depositChannels,
    { schema: { summary: 'The deposit channels with their limits and presets' } },
    async (request) => {
      await requireMember(ctx, request);
      return ok(await listChannels(db, languageOf(request)));
    },
  );

  app.get(
    MONEY_PATHS.depositPromos,
    { schema: { summary: 'The deposit promotions the member may take' } },
    async (request) => {
      const member = await requireMember(ctx, request);
      return ok(await eligiblePromos(db, member.id, merchantDayStart(ctx.now()), languageOf(request)));
    },
  );

  app.post(
    MONEY_PATHS.deposit,
    {
      schema: { summary: 'Place a deposit order', body: DepositBody },
      config: { fieldValidationCodes: { amountMinor: 'money.amount_invalid' } },
    },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const body = request.body;
      const now = ctx.now();
      // The order is answered with its channel named in the member's language.
      const language = languageOf(request);
      const reference = body.reference.trim();
      const hash = fingerprint({
        channelId: body.channelId,
        amountMinor: body.amountMinor,
        promoId: body.promoId,
        reference,
      });
      const earlier = await findDepositByKey(db, member.id, body.idempotencyKey, language);
      if (earlier) {
        assertSameRequest(earlier.request_hash, hash);
        return ok(toDepositRecord(earlier));
      }
      const channel = await findChannel(db, body.channelId);
      if (!channel) throw new ApiError('not_found', 'No such deposit channel');
      if (body.amountMinor < channel.minMinor) {
        throw new ApiError('money.below_minimum', 'The amount is below the channel minimum', {
          minMinor: channel.minMinor,
        });
      }
      if (body.amountMinor > channel.maxMinor) {
        throw new ApiError('money.above_maximum', 'The amount is above the channel maximum', {
          maxMinor: channel.maxMinor,
        });
      }
      let bonusMinor = 0;
      let turnoverMultiplier = 0;
      if (body.promoId !== null) {
        const promo = (await eligiblePromos(db, member.id, merchantDayStart(now), language)).find(
          (p) => p.id === body.promoId,
        );
        if (!promo) throw new ApiError('not_found', 'No such promotion, or it is not open to this member');
        if (body.amountMinor < promo.minDepositMinor) {
          throw new ApiError('money.below_minimum', 'The amount is below the promotion minimum', {
            minMinor: promo.minDepositMinor,
          });
        }
        bonusMinor = bonusOf(promo, body.amountMinor);
        turnoverMultiplier = promo.turnoverMultiplier;
      }
      if (channel.referenceRequired && reference === '') {
        throw new ApiError('money.reference_required', 'The transaction id of the transfer is required');
      }
      if (reference !== '' && !REFERENCE_PATTERN.test(reference)) {
        throw validationFailed({ reference: [{ key: 'validation.pattern.ALPHANUMERIC' }] });
      }
      // The key is looked up again inside the transaction: the same order sent twice at once, to this instance or
      // another, is written once and both answers are that order. The promotion is checked again there too, in the
      // transaction the database runs as if no other request ran in between, so a first-deposit or once-a-day bonus
      // goes to one order however many are sent at once.
      const id = await transaction(db, async () => {
        const meanwhile = await findDepositByKey(db, member.id, body.idempotencyKey, language);
        if (meanwhile) {
          assertSameRequest(meanwhile.request_hash, hash);
          return meanwhile.id;
        }
        if ((await findReferenceHolder(db, channel.id, reference)) !== undefined) {
          throw new ApiError(
            'money.reference_used',
            'This transaction id already funds a deposit order on this channel',
          );
        }
        await assertDepositAllowed(db, member.id, body.amountMinor, now);
        if (
          body.promoId !== null &&
          !(await eligiblePromos(db, member.id, merchantDayStart(now), language)).some(
            (p) => p.id === body.promoId,
          )
        ) {
          throw new ApiError('not_found', 'No such promotion, or it is not open to this member');
        }
        return await insertDeposit(db, {
          memberId: member.id,
          channelId: channel.id,
          promoId: body.promoId,
          amountMinor: body.amountMinor,
          bonusMinor,
          turnoverMultiplier,
          reference,
          idempotencyKey: body.idempotencyKey,
          requestHash: hash,
          at: now,
        });
      });
      return ok(toDepositRecord((await findDeposit(db, id, language)) as DepositRow));
    },
  );

  // One order of the member, as it stands now: the deposit page follows a pending order until it is decided.
  app.get(
    `${MONEY_PATHS.deposit}/:id`,
    { schema: { summary: "One of the member's deposit orders as it stands", params: IdParams } },
    async (request) => {
      const member = await requireMember(ctx, request);
      await settleDueDeposits(ctx, member.id);
      const row = await findDeposit(db, request.params.id, languageOf(request));
      // Another member's order answers as an unknown one.
      if (!row || row.member_id !== member.id) throw new ApiError('not_found', 'No such deposit');
      return ok(toDepositRecord(row));
    },
  );

  app.get(
    MONEY_PATHS.depositRecords,
    { schema: { summary: "A page of the member's deposit records", querystring: recordQuery(StatusFilter) } },
    async (request) => {
      const member = await requireMember(ctx, request);
      await settleDueDeposits(ctx, member.id);
      const query = request.query;
      const range = rangeOf(query, ctx.now());
      const status = query.status ?? null;
      const rows = await listDeposits(db, member.id, range, status, rowPageOf(query), languageOf(request));
      return ok(paged(rows.map(toDepositRecord), await countDeposits(db, member.id, range, status), query));
    },
  );

  if (ctx.mode !== 'development') return;

  // Development only: the operator's list of orders with the transaction id to check against the provider's
  // statement, and the other orders naming the same id.
  app.get(
    MONEY_PATHS.devDeposits,
    {
      schema: {
        summary: 'Every deposit order with its transaction id (development)',
        querystring: Type.Object(StatusFilter),
      },
    },
    async (request) => {
      await settleDueDeposits(ctx);
      const value: DevDepositList = { deposits: await listDevDeposits(db, request.query.status ?? null) };
      return ok(value);
    },
  );

  // Development only (production answers 404): decide a deposit by hand.
  registerOrderDecisions(app, ctx, {
    order: 'deposit',
    path: MONEY_PATHS.devDeposits,
    // The operator's tools are in English.
    find: async (id) => await findDeposit(db, id, 'en'),
    decide: async (id, target, currency) =>
      target === 'approved'
        ? await approveDeposit(db, id, currency, ctx.now)
        : await rejectDeposit(db, id, ctx.now()),
    answer: toDepositRecord,
  });
}
