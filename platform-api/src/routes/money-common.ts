// Shared by the money routes: the merchant currency, the development auto-approver's lazy run, which makes
// approval deterministic under the injectable clock (a read after the delay always sees the deposit approved), and
// the operator's decisions on pending orders.
import { ApiError, ok } from '../lib/envelope.ts';
import { IdParams } from '../lib/schemas.ts';
import { transaction } from '../db/database.ts';
import { approveDueDeposits } from '../db/money.ts';
import { merchantConfig } from './system.ts';
import type { MoneyStatus } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';

export const currencyOf = async (ctx: AppContext) => (await merchantConfig(ctx)).currency;

/** Approves the member's due deposits (development mode with the auto-approver on); call before reading. */
export async function settleDueDeposits(ctx: AppContext, memberId?: number): Promise<number> {
  if (ctx.mode !== 'development' || ctx.devAutoApproveMs === null || ctx.devAutoApproveMs === undefined)
    return 0;
  return await approveDueDeposits(ctx.db, await currencyOf(ctx), ctx.now, ctx.devAutoApproveMs, memberId);
}

type Decided = 'approved' | 'rejected';

/** One kind of order the operator decides: where its routes are, and how it is read, decided and answered. */
export interface OrderDecisions<Row extends { status: MoneyStatus }> {
  order: 'deposit' | 'withdrawal';
  /** The routes are `${path}/:id/approve` and `${path}/:id/reject`. */
  path: string;
  find: (id: number) => Promise<Row | undefined>;
  /** Moves a pending order to `target`; it runs in the decision's transaction and reads the time there. */
  decide: (id: number, target: Decided, currency: string) => Promise<Row | undefined>;
  answer: (row: Row) => unknown;
}

/**
 * The operator's approve and reject routes of deposits or withdrawals (development only). The order's status is
 * read in the transaction that decides it, so of two decisions sent at once (by hand, or beside the auto-approver)
 * one holds and the other sees the order decided: the same decision again answers the order as it is, the other
 * one is refused with bad_request. An unknown id answers not_found. The decision reads the time after the order, so
 * the ledger rows it writes fall in the order in which money moved.
 */
export function registerOrderDecisions<Row extends { status: MoneyStatus }>(
  app: ApiApp,
  ctx: AppContext,
  { order, path, find, decide, answer }: OrderDecisions<Row>,
): void {
  for (const decision of ['approve', 'reject'] as const) {
    const target: Decided = decision === 'approve' ? 'approved' : 'rejected';
    app.post(
      `${path}/:id/${decision}`,
      {
        schema: {
          summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a pending ${order} (development)`,
          params: IdParams,
        },
      },
      async (request) => {
        const id = request.params.id;
        const currency = await currencyOf(ctx);
        const after = await transaction(ctx.db, async () => {
          const before = await find(id);
          if (!before) throw new ApiError('not_found', `No such ${order}`);
          if (before.status === target) return before;
          if (before.status !== 'pending') {
            throw new ApiError('bad_request', `The ${order} is already ${before.status}`);
          }
          const decided = await decide(id, target, currency);
          if (!decided) throw new Error(`the ${order} vanished while it was decided`);
          return decided;
        });
        return ok(await answer(after));
      },
    );
  }
}
