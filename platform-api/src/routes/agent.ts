// Agency centre, the team: the team KPI, the downline tree (drill-down with breadcrumbs, search over
// the whole team, paging, each member's figures in the range), the agent's own rebate rates and a direct
// downline's, and affiliate links with their rates. Every route is for agent types only, and an agent only ever
// sees or changes its own team: an id outside it answers 404 agent.not_in_team.
import { AGENT_PATHS, MAX_AFFILIATE_LINKS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { Type } from 'typebox';
import { agentRange, agentsOnly, assertRatesWithin, requireAgent } from '../lib/agent-input.ts';
import { AgentRangeProperties, Id, IdParams, RebateRates } from '../lib/schemas.ts';
import { iso, paged, rowPageOf } from '../lib/record-query.ts';
import { transaction } from '../db/database.ts';
import {
  countChildren,
  countLiveLinks,
  countsBelow,
  countTeamMatches,
  findLink,
  listChildIds,
  listLiveLinks,
  listMembersWithBalance,
  retireLink,
  searchTeam,
  figuresOf,
  parseRates,
  pathTo,
  ratesOf,
  ratesOfMany,
  setRatesAndClampTeam,
  teamLevel,
  teamTotals,
} from '../db/agency.ts';
import { insertAffiliateLink, uniqueAffiliateCode } from '../db/accounts.ts';
import { currencyOf, settleDueDeposits } from './money-common.ts';
import type { AffiliateLink, AgentRebateValue, Downline, DownlinePage, TeamKpi } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';
import type { LinkRow, MsRange } from '../db/agency.ts';

export const DOWNLINE_PAGE_SIZE_MAX = 50;

const notInTeam = () => new ApiError('agent.not_in_team', 'No such member in your team');

const MemberIdParams = Type.Object({ memberId: Id });

/** SetDownlineRebateRequest and CreateAffiliateLinkRequest. */
export const RatesBody = Type.Object({ rebateRates: RebateRates });

export const AgentRangeQuerySchema = Type.Object(AgentRangeProperties);

export const DownlineQuerySchema = Type.Object({
  ...AgentRangeProperties,
  parentId: Type.Optional(Id),
  account: Type.Optional(Type.String({ maxLength: 32 })),
  pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: DOWNLINE_PAGE_SIZE_MAX, default: 10 }),
});

/** The Downline view of members (in the given order) with their figures within `range`. */
async function toDownlines(
  ctx: AppContext,
  members: { id: number; level: number }[],
  range: MsRange,
): Promise<Downline[]> {
  const ids = members.map((member) => member.id);
  const rows = new Map(
    (await listMembersWithBalance(ctx.db, ids, await currencyOf(ctx))).map((row) => [row.id, row]),
  );
  const counts = await countsBelow(ctx.db, ids);
  const figures = await figuresOf(ctx.db, ids, range);
  const rates = await ratesOfMany(ctx.db, ids);
  return members.flatMap(({ id, level }) => {
    const row = rows.get(id);
    const figure = figures.get(id);
    const rebateRates = rates.get(id);
    if (!row || !figure || !rebateRates) return [];
    return [
      {
        id,
        account: row.account,
        nickname: row.nickname,
        type: row.type,
        level,
        parentId: row.parent_id,
        regDate: iso(row.reg_date),
        status: row.status,
        directCount: counts.get(id)?.direct ?? 0,
        teamCount: counts.get(id)?.team ?? 0,
        balanceMinor: row.balance,
        ...figure,
        rebateRates,
      },
    ];
  });
}

/**
 * A link without a domain registers on the site's public origin; a bound one only on its own domain (with the
 * public origin's scheme). Never from the request's host: that is the caller's choice.
 */
function toAffiliateLink(ctx: AppContext, row: LinkRow): AffiliateLink {
  const origin =
    row.domain === '' ? ctx.publicOrigin : `${new URL(ctx.publicOrigin).protocol}//${row.domain}`;
  return {
    id: row.id,
    code: row.code,
    url: `${origin}/m/register?affiliateCode=${encodeURIComponent(row.code)}`,
    domain: row.domain,
    rebateRates: parseRates(row.rebate_rates),
    registrations: row.registrations,
    createdAt: iso(row.created_at),
  };
}

export function registerAgentRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const onRequest = agentsOnly(ctx);

  app.get(
    AGENT_PATHS.kpi,
    {
      onRequest,
      schema: { summary: "The team's KPI over a date range", querystring: AgentRangeQuerySchema },
    },
    async (request) => {
      const agent = await requireAgent(ctx, request);
      const range = agentRange(request.query, ctx.now());
      await settleDueDeposits(ctx);
      const value: TeamKpi = { from: range.from, to: range.to, ...(await teamTotals(db, agent.id, range)) };
      return ok(value);
    },
  );

  app.get(
    AGENT_PATHS.downlines,
    {
      onRequest,
      schema: {
        summary: 'A page of downlines with their figures (drill-down or search)',
        querystring: DownlineQuerySchema,
      },
    },
    async (request) => {
      const agent = await requireAgent(ctx, request);
      const query = request.query;
      const range = agentRange(query, ctx.now());
      await settleDueDeposits(ctx);
      const page = { page: query.pageNo, pageSize: query.pageSize };
      const rows = rowPageOf(page);
      const search = query.account?.trim() ?? '';

      if (search !== '') {
        const found = await searchTeam(db, agent.id, search, rows);
        const value: DownlinePage = {
          ...paged(await toDownlines(ctx, found, range), await countTeamMatches(db, agent.id, search), page),
          path: [],
        };
        return ok(value);
      }

      const parentId = query.parentId ?? agent.id;
      const parentLevel = parentId === agent.id ? 0 : await teamLevel(db, agent.id, parentId);
      if (parentLevel === undefined) throw notInTeam();
      const children = (await listChildIds(db, parentId, rows)).map((id) => ({ id, level: parentLevel + 1 }));
      const value: DownlinePage = {
        ...paged(await toDownlines(ctx, children, range), await countChildren(db, parentId), page),
        path: await pathTo(db, agent.id, parentId),
      };
      return ok(value);
    },
  );

  app.get(
    AGENT_PATHS.rebate,
    { onRequest, schema: { summary: "The agent's own rebate rates" } },
    async (request) => {
      const agent = await requireAgent(ctx, request);
      const value: AgentRebateValue = { ownRates: await ratesOf(db, agent.id) };
      return ok(value);
    },
  );

  app.put(
    `${AGENT_PATHS.downlineRebate}/:memberId`,
    {
      onRequest,
      schema: { summary: "Set a direct downline's rebate rates", params: MemberIdParams, body: RatesBody },
    },
    async (request) => {
      const agent = await requireAgent(ctx, request);
      const memberId = request.params.memberId;
      // The agent's own rates are read in the transaction that writes the downline's, which the database runs as if
      // no other request ran in between: an upline lowering the agent's rates meanwhile is not undone. Lowering a
      // rate lowers the rates below it (and their links) in the same transaction.
      const level = await transaction(db, async () => {
        const found = await teamLevel(db, agent.id, memberId);
        if (found === undefined) throw notInTeam();
        if (found !== 1) {
          throw new ApiError(
            'auth.forbidden',
            "Only a direct downline's rates can be set; its upline sets the others",
          );
        }
        const rates = assertRatesWithin(await ratesOf(db, agent.id), request.body.rebateRates);
        await setRatesAndClampTeam(db, memberId, rates);
        return found;
      });
      const [downline] = await toDownlines(
        ctx,
        [{ id: memberId, level }],
        agentRange({ preset: 'today' }, ctx.now()),
      );
      return ok(downline);
    },
  );

  app.get(
    AGENT_PATHS.affiliateLinks,
    { onRequest, schema: { summary: "The agent's live affiliate links" } },
    async (request) => {
      const agent = await requireAgent(ctx, request);
      return ok((await listLiveLinks(db, agent.id)).map((row) => toAffiliateLink(ctx, row)));
    },
  );

  app.post(
    AGENT_PATHS.affiliateLinks,
    { onRequest, schema: { summary: 'Create an affiliate link with its rebate rates', body: RatesBody } },
    async (request) => {
      const agent = await requireAgent(ctx, request);
      const id = await transaction(db, async () => {
        // Within the agent's rates as they are when the link is stored.
        const rates = assertRatesWithin(await ratesOf(db, agent.id), request.body.rebateRates);
        if ((await countLiveLinks(db, agent.id)) >= MAX_AFFILIATE_LINKS) {
          throw new ApiError(
            'agent.link_limit_reached',
            `At most ${MAX_AFFILIATE_LINKS} live affiliate links per agent: retire one first`,
          );
        }
        const code = await uniqueAffiliateCode(db, agent.account);
        return await insertAffiliateLink(db, {
          code,
          ownerId: agent.id,
          domain: '',
          rebateRates: rates,
          at: ctx.now(),
        });
      });
      const row = await findLink(db, id);
      if (!row) throw new Error('affiliate link not stored');
      return ok(toAffiliateLink(ctx, row));
    },
  );

  // Retire one of the agent's own live links: it stops registering members and no longer counts towards the
  // cap; the members it registered stay where they are. Another agent's link, a retired one and an unknown id
  // all answer the same 404, so ids of other agents' links reveal nothing.
  app.delete(
    `${AGENT_PATHS.affiliateLinks}/:id`,
    { onRequest, schema: { summary: "Retire one of the agent's affiliate links", params: IdParams } },
    async (request) => {
      const agent = await requireAgent(ctx, request);
      if (!(await retireLink(db, request.params.id, agent.id)))
        throw new ApiError('agent.link_not_found', 'No such live link of yours');
      return ok(null);
    },
  );
}
