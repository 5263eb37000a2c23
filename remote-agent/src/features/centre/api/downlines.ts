// One page of downlines: the direct downlines of the agent or of a member of its team (with the path down to
// it), or a search of the whole team by account; each with its figures over the query's range.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, api, type DownlinePage, type DownlineQuery, useSessionToken } from 'shared';
import { centreKeys } from './keys';

export const DOWNLINE_PAGE_SIZE = 20;

export function fetchDownlines(query: DownlineQuery): Promise<DownlinePage> {
  return api.get<DownlinePage>(AGENT_PATHS.downlines, { moduleId: 'COMM3', query: { ...query } });
}

/** Nothing is requested while `query` is null (a custom range with a problem). */
export function useDownlines(query: DownlineQuery | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: centreKeys.downlines(token, query),
    queryFn: () => fetchDownlines(query!),
    enabled: token !== null && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
