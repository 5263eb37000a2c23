// Shared by the money routes: the merchant currency, the development auto-approver's lazy run, which makes
// approval deterministic under the injectable clock (a read after the delay always sees the deposit approved), and
// the operator's decision on a pending order.
import { ApiError } from '../lib/envelope.ts';
import { transaction } from '../db/database.ts';
import { approveDueDeposits } from '../db/money.ts';
import { merchantConfig } from './system.ts';
import type { MoneyStatus } from 'shared/contract';
import type { AppContext } from '../app-context.ts';

export const currencyOf = async (ctx: AppContext) => (await merchantConfig(ctx)).currency;

/** Approves the member's due deposits (development mode with the auto-approver on); call before reading. */
export async function settleDueDeposits(ctx: AppContext, memberId?: number): Promise<number> {
  if (ctx.mode !== 'development' || ctx.devAutoApproveMs === null || ctx.devAutoApproveMs === undefined)
    return 0;
  return await approveDueDeposits(ctx.db, await currencyOf(ctx), ctx.now, ctx.devAutoApproveMs, memberId);
}

/**
 * The operator's decision on a deposit or withdrawal: `decide` moves it from pending to `target`. The order's status
 * is read in the transaction that decides, so of two decisions sent at once (by hand, or beside the auto-approver)
 * one holds and the other sees the order decided: the same decision again answers the order as it is, the other
 * one is refused with bad_request. An unknown id answers not_found. `decide` runs in that transaction and reads the
 * time there, after the order, so the ledger rows it writes fall in the order in which money moved.
 */
export async function decidePendingOrder<Row extends { status: MoneyStatus }>(
  ctx: AppContext,
  order: 'deposit' | 'withdrawal',
  target: 'approved' | 'rejected',
  find: () => Promise<Row | undefined>,
  decide: () => Promise<Row | undefined>,
): Promise<Row> {
  return await transaction(ctx.db, async () => {
    const before = await find();
    if (!before) throw new ApiError('not_found', `No such ${order}`);
    if (before.status === target) return before;
    if (before.status !== 'pending')
      throw new ApiError('bad_request', `The ${order} is already ${before.status}`);
    const after = await decide();
    if (!after) throw new Error(`the ${order} vanished while it was decided`);
    return after;
  });
}
