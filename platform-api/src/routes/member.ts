// Member routes behind a session: profile, wallet balance and the agent contract-dividend prompt data.
import { API_PATHS } from 'shared/contract';
import { ok } from '../lib/envelope.ts';
import { getBalance } from '../db/wallets.ts';
import { contractDividendFor } from '../db/contracts.ts';
import { requireMember } from '../plugins/auth.ts';
import { merchantConfig } from './system.ts';
import { settleDueDeposits } from './money-common.ts';
import type { FastifyInstance } from 'fastify';
import type { MemberInfo, MemberWallet } from 'shared/contract';
import type { AppContext } from '../app-context.ts';

export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    API_PATHS.memberInfo,
    { schema: { summary: "The signed-in member's profile" } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const value: MemberInfo = {
        id: member.id,
        type: member.type,
        nickname: member.nickname,
        account: member.account,
        regDate: new Date(member.reg_date).toISOString(),
        toUpline: member.to_upline === 1,
      };
      return ok(value);
    },
  );

  app.get(
    API_PATHS.memberWallet,
    { schema: { summary: "The member's wallet balances" } },
    async (request) => {
      const member = await requireMember(ctx, request);
      await settleDueDeposits(ctx, member.id);
      const { currency } = await merchantConfig(ctx);
      const value: MemberWallet = { currency, sumBalance: await getBalance(ctx.db, member.id, currency) };
      return ok(value);
    },
  );

  app.get(
    API_PATHS.contractDividend,
    { schema: { summary: "The agent's contract dividend summary" } },
    async (request) => {
      const member = await requireMember(ctx, request);
      return ok(await contractDividendFor(ctx.db, member.id));
    },
  );
}
