// Money between members of a tree: an agent's transfer to a member of its team at any depth, and a
// member's transfer to its upline (white-label flag AGETRANSFERUP3, a to-upline member, not type 2). Both follow
// the withdrawal's rules: the idempotency key first, then the payment password (with its attempt lock), then the
// balance check, the receiver's deposit limits and the two ledger rows in one transaction.
import { AGENT_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { agentsOnly, requireAgent } from '../lib/agent-input.ts';
import { Type } from 'typebox';
import { assertSameRequest, fingerprint, requireRealMember } from '../lib/money-input.ts';
import { Amount, Id, IdempotencyKey } from '../lib/schemas.ts';
import { iso } from '../lib/record-query.ts';
import { transaction } from '../db/database.ts';
import { assertTransferReceivable } from '../db/protection.ts';
import { createTransfer, findTransferByKey, senderBalanceAfter, teamLevel } from '../db/agency.ts';
import { findMemberById } from '../db/members.ts';
import { getBalance } from '../db/wallets.ts';
import { currencyOf, settleDueDeposits } from './money-common.ts';
import { checkPaymentPassword } from './security.ts';
import { merchantConfig } from './system.ts';
import type { AgentTransferValue, UplineTransferInfo } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';
import type { MemberRow } from '../db/members.ts';
import type { TransferKind, TransferRow } from '../db/agency.ts';

/** The member type that may never transfer to its upline (spec account §2, §3). */
export const NO_UPLINE_TRANSFER_TYPE = 2;

export const AgentTransferBody = Type.Object({
  downlineId: Id,
  amountMinor: Amount,
  paymentPassword: Type.String({ maxLength: 64 }),
  remark: Type.Optional(Type.String({ maxLength: 100 })),
  idempotencyKey: IdempotencyKey,
});

export const UplineTransferBody = Type.Object({
  amountMinor: Amount,
  paymentPassword: Type.String({ maxLength: 64 }),
  idempotencyKey: IdempotencyKey,
});

const amountInvalid = { fieldValidationCodes: { amountMinor: 'money.amount_invalid' as const } };

interface MoneyOrder {
  kind: TransferKind;
  amountMinor: number;
  remark: string;
  paymentPassword: string;
  idempotencyKey: string;
  /** The fields that identify the request under its key (not the password). */
  identity: Record<string, unknown>;
}

const toValue = async (ctx: AppContext, row: TransferRow): Promise<AgentTransferValue> => ({
  transferId: row.id,
  amountMinor: row.amount_minor,
  balanceMinor: await senderBalanceAfter(ctx.db, row),
  createdAt: iso(row.created_at),
});

/**
 * Moves `order.amountMinor` from the sender to the member `receiverOf()` names (it throws when the receiver is
 * not allowed). A key seen before answers the first transfer when the request is the same, else 409.
 */
async function sendMoney(
  ctx: AppContext,
  senderId: number,
  order: MoneyOrder,
  receiverOf: () => Promise<number>,
): Promise<AgentTransferValue> {
  const { db } = ctx;
  const hash = fingerprint({ kind: order.kind, ...order.identity });
  const earlier = async () => {
    const row = await findTransferByKey(db, senderId, order.idempotencyKey);
    if (row) assertSameRequest(row.request_hash, hash);
    return row;
  };
  const before = await earlier();
  if (before) return await toValue(ctx, before);
  const receiverId = await receiverOf();
  await checkPaymentPassword(ctx, senderId, order.paymentPassword);
  await settleDueDeposits(ctx, senderId);
  const currency = await currencyOf(ctx);
  // Check and move in one transaction, which the database runs as if no other request ran in between (see
  // transaction in db/database.ts). The same key may have been sent again and served while the password was
  // checked, on this instance or another: then the first transfer stands.
  const row = await transaction(db, async () => {
    const meanwhile = await earlier();
    if (meanwhile) return meanwhile;
    if ((await getBalance(db, senderId, currency)) < order.amountMinor) {
      throw new ApiError('money.insufficient_balance', 'The balance is too low');
    }
    // Money arriving by transfer counts against the receiver's deposit limits like a deposit.
    await assertTransferReceivable(db, receiverId, order.amountMinor, ctx.now());
    return await createTransfer(db, {
      kind: order.kind,
      fromId: senderId,
      toId: receiverId,
      amountMinor: order.amountMinor,
      remark: order.remark,
      currency,
      idempotencyKey: order.idempotencyKey,
      requestHash: hash,
      at: ctx.now(),
    });
  });
  return await toValue(ctx, row);
}

const uplineForbidden = (message: string) => new ApiError('agent.upline_transfer_forbidden', message);

/** The upline-transfer page is for the flag on and a type other than 2; else 403. */
async function assertUplineTransferOpen(ctx: AppContext, member: MemberRow): Promise<void> {
  if (!(await merchantConfig(ctx)).flags.AGETRANSFERUP3)
    throw uplineForbidden('Upline transfer is switched off');
  if (member.type === NO_UPLINE_TRANSFER_TYPE)
    throw uplineForbidden('This member type cannot transfer upline');
}

/** The member's upline when it is a to-upline member and the upline is active; else null. */
async function uplineOf(ctx: AppContext, member: MemberRow): Promise<MemberRow | null> {
  if (member.to_upline !== 1 || member.parent_id === null) return null;
  const upline = await findMemberById(ctx.db, member.parent_id);
  return upline && upline.status === 'active' ? upline : null;
}

export function registerAgentTransferRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.post(
    AGENT_PATHS.transfer,
    {
      onRequest: agentsOnly(ctx),
      schema: { summary: "Transfer money to a member of the agent's team", body: AgentTransferBody },
      config: amountInvalid,
    },
    async (request) => {
      const agent = await requireAgent(ctx, request);
      const body = request.body;
      const remark = body.remark?.trim() ?? '';
      const order: MoneyOrder = {
        kind: 'downline',
        amountMinor: body.amountMinor,
        remark,
        paymentPassword: body.paymentPassword,
        idempotencyKey: body.idempotencyKey,
        identity: { downlineId: body.downlineId, amountMinor: body.amountMinor, remark },
      };
      const value = await sendMoney(ctx, agent.id, order, async () => {
        if ((await teamLevel(db, agent.id, body.downlineId)) === undefined) {
          throw new ApiError('agent.not_in_team', 'No such member in your team');
        }
        if ((await findMemberById(db, body.downlineId))?.status !== 'active') {
          throw new ApiError('auth.forbidden', 'The member is disabled');
        }
        return body.downlineId;
      });
      return ok(value);
    },
  );

  app.get(
    AGENT_PATHS.uplineTransfer,
    { schema: { summary: 'The upline a member may transfer to, and the balance' } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      await assertUplineTransferOpen(ctx, member);
      await settleDueDeposits(ctx, member.id);
      const upline = await uplineOf(ctx, member);
      const value: UplineTransferInfo = {
        upline: upline && { id: upline.id, account: upline.account },
        balanceMinor: await getBalance(db, member.id, await currencyOf(ctx)),
      };
      return ok(value);
    },
  );

  app.post(
    AGENT_PATHS.uplineTransfer,
    {
      schema: { summary: "Transfer money to the member's upline", body: UplineTransferBody },
      config: amountInvalid,
    },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const body = request.body;
      const order: MoneyOrder = {
        kind: 'upline',
        amountMinor: body.amountMinor,
        remark: '',
        paymentPassword: body.paymentPassword,
        idempotencyKey: body.idempotencyKey,
        identity: { amountMinor: body.amountMinor },
      };
      const value = await sendMoney(ctx, member.id, order, async () => {
        await assertUplineTransferOpen(ctx, member);
        const upline = await uplineOf(ctx, member);
        if (!upline) throw uplineForbidden('This member has no upline to transfer to');
        return upline.id;
      });
      return ok(value);
    },
  );
}
