// Agent contracts: the agent's contracts of every kind with their tiers, earnings and totals, and the
// one-time decision on an offer (accept: active from the next settlement start; reject). Only the agent's own
// contracts: another member's id answers 404 not_found, a decided contract 409 agent.contract_decided.
import { AGENT_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { agentsOnly, requireAgent } from '../lib/agent-input.ts';
import { decideContract, findOwnContract, listContracts, toAgentContract } from '../db/contracts.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export function registerAgentContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const onRequest = agentsOnly(ctx);

  app.get(AGENT_PATHS.contracts, { onRequest }, async (request) => {
    const agent = requireAgent(ctx, request);
    return ok(listContracts(db, agent.id, ctx.now()));
  });

  for (const decision of ['accept', 'reject'] as const) {
    app.post<{ Params: { id: number } }>(
      `${AGENT_PATHS.contracts}/:id/${decision}`,
      { onRequest, schema: { params: idParams } },
      async (request) => {
        const agent = requireAgent(ctx, request);
        const now = ctx.now();
        const contract = findOwnContract(db, agent.id, request.params.id);
        if (!contract) throw new ApiError('not_found', 'No such contract');
        if (contract.status !== 'offered') {
          throw new ApiError('agent.contract_decided', `The contract is already ${contract.status}`);
        }
        return ok(toAgentContract(db, decideContract(db, contract, decision, now), now));
      },
    );
  }
}
