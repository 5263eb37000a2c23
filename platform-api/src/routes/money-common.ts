// Shared by the money routes: the merchant currency and the development auto-approver's lazy run, which makes
// approval deterministic under the injectable clock (a read after the delay always sees the deposit approved).
import { approveDueDeposits } from '../db/money.ts';
import { merchantConfig } from './system.ts';
import type { AppContext } from '../app-context.ts';

export const currencyOf = async (ctx: AppContext) => (await merchantConfig(ctx)).currency;

/** Approves the member's due deposits (development mode with the auto-approver on); call before reading. */
export async function settleDueDeposits(ctx: AppContext, memberId?: number): Promise<number> {
  if (ctx.mode !== 'development' || ctx.devAutoApproveMs === null || ctx.devAutoApproveMs === undefined)
    return 0;
  return await approveDueDeposits(ctx.db, await currencyOf(ctx), ctx.now, ctx.devAutoApproveMs, memberId);
}
