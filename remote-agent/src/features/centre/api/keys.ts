// Query keys of the agency centre: every one starts with 'agent' and carries the session token, so another
// session never sees this one's team.
import type { AgentRangeQuery, DownlineQuery } from 'shared';

export const centreKeys = {
  kpi: (token: string | null, query: AgentRangeQuery | null) => ['agent', 'kpi', token, query] as const,
  /** Every downline list of every session (refetched after a transfer or a rebate change). */
  downlinesAll: ['agent', 'downlines'] as const,
  downlines: (token: string | null, query: DownlineQuery | null) =>
    ['agent', 'downlines', token, query] as const,
  affiliateLinks: (token: string | null) => ['agent', 'affiliateLinks', token] as const,
  rebate: (token: string | null) => ['agent', 'rebate', token] as const,
};
