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
export function requireAgent(ctx: AppContext, request: FastifyRequest): MemberRow {
  const member = requireMember(ctx, request);
  if (!isAgentType(member.type)) {
    throw new ApiError('auth.non_agent', 'Only agents can use the agency centre');
  }
  return member;
}

/** An onRequest hook refusing everyone but agents before anything else about the request is looked at. */
export const agentsOnly = (ctx: AppContext) => async (request: FastifyRequest) => {
  requireAgent(ctx, request);
};

/** Query-string properties of AgentRangeQuery; the dates themselves are judged by resolveAgentRange. */
export const agentRangeProperties = {
  preset: { type: 'string', enum: ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] },
  from: { type: 'string', maxLength: 32 },
  to: { type: 'string', maxLength: 32 },
} as const;

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

/** RebateRates in a body: every category, each a JSON number (whole permille is the shared rule's business). */
export const rebateRatesSchema = {
  type: 'object',
  required: [...REBATE_CATEGORIES],
  properties: Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, { type: 'number' }])),
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A preValidation hook: `rebateRates`, when present, must be an object whose categories are JSON numbers, so
 * Fastify's coercing validator never turns "12" into 12 (400 bad_request otherwise).
 */
export async function exactRebateRates(request: { body: unknown }): Promise<void> {
  if (!isRecord(request.body)) throw new ApiError('bad_request', 'A JSON object body is required');
  const rates = request.body.rebateRates;
  if (rates === undefined) return;
  if (!isRecord(rates)) throw new ApiError('bad_request', 'rebateRates must be an object');
  for (const category of REBATE_CATEGORIES) {
    const value = rates[category];
    if (value !== undefined && typeof value !== 'number') {
      throw new ApiError('bad_request', `rebateRates.${category} must be a number`);
    }
  }
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
