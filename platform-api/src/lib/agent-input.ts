// Input plumbing of the agency-centre routes: the agent-only guard (checked on request, before the query or body
// is even parsed, so a non-agent learns nothing about the inputs), the date range of AgentRangeQuery resolved by
// the shared rules, and rebate rates checked by the shared ceiling rule.
import { REBATE_CATEGORIES } from 'shared/contract';
import { type DayRange, resolveAgentRange } from 'shared/dates';
import { rebateProblems } from 'shared/validation';
import { ApiError } from './envelope.ts';
import { isAgentType } from '../db/members.ts';
import { requireMember } from '../plugins/auth.ts';
import type { FastifyRequest } from 'fastify';
import type { AgentRangeQuery, RebateRates, ValidationFailureValue } from 'shared/contract';
import type { AppContext } from '../app-context.ts';
import type { MemberRow } from '../db/members.ts';

/** The signed-in member when it is an agent type; else 403 auth.non_agent (401 without a live session). */
export async function requireAgent(ctx: AppContext, request: FastifyRequest): Promise<MemberRow> {
  const member = await requireMember(ctx, request);
  if (!isAgentType(member.type)) {
    throw new ApiError('auth.non_agent', 'Only agents can use the agency centre');
  }
  return member;
}

/** An onRequest hook refusing everyone but agents before anything else about the request is looked at. */
export const agentsOnly = (ctx: AppContext) => async (request: FastifyRequest) => {
  await requireAgent(ctx, request);
};

/**
 * The range of the query on the app's clock (shared `resolveAgentRange`). A custom range's problem answers 400
 * validation.failed `{ fields: { range: ['validation.range.<missing|format|order|tooLong|future>'] } }`.
 */
export function agentRange(query: AgentRangeQuery, now: number): DayRange {
  const range = resolveAgentRange(query, now);
  if ('problem' in range) {
    const value: ValidationFailureValue = { fields: { range: [`validation.range.${range.problem}`] } };
    throw new ApiError('validation.failed', 'The date range is not valid', value);
  }
  return range;
}

/**
 * The shared ceiling rule (`rebateProblems`): a requested rate that is not a whole number, below 0, above
 * REBATE_MAX_PERMILLE or above `own` answers 400 agent.rebate_above_own with `{ categories }`.
 */
export function assertRatesWithin(own: RebateRates, requested: RebateRates): RebateRates {
  const categories = rebateProblems(own, requested);
  if (categories.length > 0) {
    throw new ApiError('agent.rebate_above_own', 'A rebate rate is above your own or not allowed', {
      categories,
    });
  }
  return Object.fromEntries(
    REBATE_CATEGORIES.map((category) => [category, requested[category]]),
  ) as RebateRates;
}
