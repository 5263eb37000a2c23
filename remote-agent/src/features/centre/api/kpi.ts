// Team KPI of a date range (members, new and active members, deposits, withdrawals, bets, profit).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentRangeQuery, api, type TeamKpi, useSessionToken } from 'shared';
import { centreKeys } from './keys';

export function fetchTeamKpi(query: AgentRangeQuery): Promise<TeamKpi> {
  return api.get<TeamKpi>(AGENT_PATHS.kpi, { moduleId: 'COMM3', query: { ...query } });
}

/** Nothing is requested while `query` is null (a custom range with a problem). */
export function useTeamKpi(query: AgentRangeQuery | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: centreKeys.kpi(token, query),
    queryFn: () => fetchTeamKpi(query!),
    enabled: token !== null && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
