// Withdrawals: what may be withdrawn now, the request (payment password, own payout account, limits, turnover,
// balance; the debit and the pending record in one transaction), withdraw records, and development decisions
// (a rejection refunds the amount). A withdrawal to an account that has not received one yet needs a
// fresh SMS code (purpose 'withdraw') when SECPAYOUTSMS is on; the code is used up by the withdrawal.
import { Type } from 'typebox';
import { MONEY_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { assertSameRequest, fingerprint, requireRealMember } from '../lib/money-input.ts';
import { paged, rangeOf, rowPageOf } from '../lib/record-query.ts';
import { Amount, Id, IdempotencyKey, MoneyStatus, recordQuery } from '../lib/schemas.ts';
import { transaction } from '../db/database.ts';
import {
  createWithdrawal,
  decideWithdrawal,
  findOwnAccount,
  findWithdrawal,
  findWithdrawalByKey,
  accountUsed,
  listAccounts,
  paymentPasswordHash,
  toWithdrawRecord,
  turnoverRemaining,
  countWithdrawals,
  listWithdrawals,
} from '../db/money.ts';
import { getBalance } from '../db/wallets.ts';
import { requireMember } from '../plugins/auth.ts';
import { currencyOf, registerOrderDecisions, settleDueDeposits } from './money-common.ts';
import { checkPaymentPassword } from './security.ts';
import { checkPayoutSms } from '../lib/payout-sms.ts';
import { markSmsCodeUsed } from '../db/sms-codes.ts';
import { merchantConfig } from './system.ts';
import type { WithdrawInfo, WithdrawRecord } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';

/** ৳500.00 to ৳50,000.00 per withdrawal. */
export const WITHDRAW_MIN_MINOR = 50_000;
export const WITHDRAW_MAX_MINOR = 5_000_000;
export const DEV_WITHDRAWALS_PATH = '/dev/withdrawals';

export const WithdrawBody = Type.Object({
  accountId: Id,
  amountMinor: Amount,
  paymentPassword: Type.String({ maxLength: 64 }),
  idempotencyKey: IdempotencyKey,
  smsCode: Type.Optional(Type.String({ maxLength: 16 })),
});

const WithdrawRecordsQuery = recordQuery({
  status: Type.Optional(MoneyStatus),
});

export function registerWithdrawRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    MONEY_PATHS.withdrawInfo,
    { schema: { summary: 'What the member may withdraw now, and to which accounts' } },
    async (request) => {
      const member = await requireMember(ctx, request);
      await settleDueDeposits(ctx, member.id);
      const balance = await getBalance(db, member.id, await currencyOf(ctx));
      const turnover = await turnoverRemaining(db, member.id);
      const value: WithdrawInfo = {
        balanceMinor: balance,
        withdrawableMinor: turnover === 0 ? balance : 0,
        turnoverRemainingMinor: turnover,
        minMinor: WITHDRAW_MIN_MINOR,
        maxMinor: WITHDRAW_MAX_MINOR,
        accounts: await listAccounts(db, member.id),
        paymentPasswordSet: (await paymentPasswordHash(db, member.id)) !== null,
      };
      return ok(value);
    },
  );

  app.post(
    MONEY_PATHS.withdraw,
    {
      schema: { summary: 'Request a withdrawal', body: WithdrawBody },
      config: { fieldValidationCodes: { amountMinor: 'money.amount_invalid' } },
    },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const body = request.body;
      const currency = await currencyOf(ctx);
      const hash = fingerprint({ accountId: body.accountId, amountMinor: body.amountMinor });
      const earlier = async () => {
        const row = await findWithdrawalByKey(db, member.id, body.idempotencyKey);
        if (row) assertSameRequest(row.request_hash, hash);
        return row;
      };
      const before = await earlier();
      if (before) return ok(await toWithdrawRecord(db, before));
      await checkPaymentPassword(ctx, member.id, body.paymentPassword);
      if (!(await findOwnAccount(db, member.id, body.accountId))) {
        throw new ApiError('money.account_invalid', 'No such payout account of this member');
      }
      if (body.amountMinor < WITHDRAW_MIN_MINOR) {
        throw new ApiError('money.below_minimum', 'The amount is below the minimum withdrawal', {
          minMinor: WITHDRAW_MIN_MINOR,
        });
      }
      if (body.amountMinor > WITHDRAW_MAX_MINOR) {
        throw new ApiError('money.above_maximum', 'The amount is above the maximum withdrawal', {
          maxMinor: WITHDRAW_MAX_MINOR,
        });
      }
      const smsCodeId = (await accountUsed(db, body.accountId))
        ? null
        : await checkPayoutSms(ctx, member, 'withdraw', body.smsCode);
      await settleDueDeposits(ctx, member.id);
      // Check and debit in one transaction, which the database runs as if no other request ran in between (see
      // transaction in db/database.ts). The same key may have been sent again and served meanwhile, on this instance
      // or another: then the first one stands. The ledger row's time is read here, inside the transaction, so rows
      // follow the order in which the money moved.
      const row = await transaction(db, async () => {
        const meanwhile = await earlier();
        if (meanwhile) return meanwhile;
        const now = ctx.now();
        // The account as it is now: it may have been deleted meanwhile, or have lost its only withdrawal (a
        // rejection), so that it needs an SMS code again.
        if (!(await findOwnAccount(db, member.id, body.accountId))) {
          throw new ApiError('money.account_invalid', 'No such payout account of this member');
        }
        if (
          smsCodeId === null &&
          !(await accountUsed(db, body.accountId)) &&
          (await merchantConfig(ctx)).flags.SECPAYOUTSMS
        ) {
          throw new ApiError('sms.code_required', 'A fresh SMS code is required for this payout change');
        }
        const turnover = await turnoverRemaining(db, member.id);
        if (turnover > 0) {
          throw new ApiError('money.turnover_required', 'Turnover must be completed before a withdrawal', {
            turnoverRemainingMinor: turnover,
          });
        }
        if ((await getBalance(db, member.id, currency)) < body.amountMinor) {
          throw new ApiError('money.insufficient_balance', 'The balance is too low');
        }
        // One code allows one withdrawal: another request may have used it since it was checked.
        if (smsCodeId !== null && !(await markSmsCodeUsed(db, smsCodeId, now))) {
          throw new ApiError('sms.code_invalid', 'The SMS code is wrong, used or expired');
        }
        return await createWithdrawal(db, {
          memberId: member.id,
          accountId: body.accountId,
          amountMinor: body.amountMinor,
          currency,
          idempotencyKey: body.idempotencyKey,
          requestHash: hash,
          at: now,
        });
      });
      return ok(await toWithdrawRecord(db, row));
    },
  );

  app.get(
    MONEY_PATHS.withdrawRecords,
    { schema: { summary: "A page of the member's withdrawal records", querystring: WithdrawRecordsQuery } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const query = request.query;
      const range = rangeOf(query, ctx.now());
      const status = query.status ?? null;
      const records: WithdrawRecord[] = [];
      for (const row of await listWithdrawals(db, member.id, range, status, rowPageOf(query))) {
        records.push(await toWithdrawRecord(db, row));
      }
      return ok(paged(records, await countWithdrawals(db, member.id, range, status), query));
    },
  );

  if (ctx.mode !== 'development') return;

  // Development only: decide a withdrawal by hand (a rejection refunds it with a 'withdraw_refund' row).
  registerOrderDecisions(app, ctx, {
    order: 'withdrawal',
    path: DEV_WITHDRAWALS_PATH,
    find: async (id) => await findWithdrawal(db, id),
    decide: async (id, target, currency) => await decideWithdrawal(db, id, target, currency, ctx.now),
    answer: async (row) => await toWithdrawRecord(db, row),
  });
}
