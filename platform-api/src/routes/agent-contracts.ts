// Agent contracts: the agent's contracts of every kind with their tiers, earnings and totals, and the
// one-time decision on an offer (accept: active from the next settlement start; reject). Only the agent's own
// contracts: another member's id answers 404 not_found, a decided contract 409 agent.contract_decided.
import { AGENT_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { agentsOnly, requireAgent } from '../lib/agent-input.ts';
import { IdParams } from '../lib/schemas.ts';
import { decideContract, findOwnContract, listContracts, toAgentContract } from '../db/contracts.ts';
import type { ApiApp, AppContext } from '../app-context.ts';

export function registerAgentContractRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const onRequest = agentsOnly(ctx);

  app.get(
    AGENT_PATHS.contracts,
    { onRequest, schema: { summary: "The agent's contracts with their tiers, earnings and totals" } },
    async (request) => {
      const agent = await requireAgent(ctx, request);
      return ok(await listContracts(db, agent.id, ctx.now()));
    },
  );

  for (const decision of ['accept', 'reject'] as const) {
    app.post(
      `${AGENT_PATHS.contracts}/:id/${decision}`,
      {
        onRequest,
        schema: {
          summary: `${decision === 'accept' ? 'Accept' : 'Reject'} an offered contract`,
          params: IdParams,
        },
      },
      async (request) => {
        const agent = await requireAgent(ctx, request);
        const now = ctx.now();
        const contract = await findOwnContract(db, agent.id, request.params.id);
        if (!contract) throw new ApiError('not_found', 'No such contract');
        if (contract.status !== 'offered') {
          throw new ApiError('agent.contract_decided', `The contract is already ${contract.status}`);
        }
        return ok(await toAgentContract(db, await decideContract(db, contract, decision, now), now));
      },
    );
  }
}
