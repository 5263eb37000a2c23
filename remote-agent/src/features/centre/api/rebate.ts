// The agent's own rebate rates (the ceiling of every downline's and every link's rates) and the change of a
// direct downline's rates.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AGENT_PATHS,
  type AgentRebateValue,
  api,
  type Downline,
  type RebateRates,
  type SetDownlineRebateRequest,
  useSessionToken,
} from 'shared';
import { centreKeys } from './keys';

export function fetchAgentRebate(): Promise<AgentRebateValue> {
  return api.get<AgentRebateValue>(AGENT_PATHS.rebate, { moduleId: 'COMM3' });
}

export function setDownlineRebate(memberId: number, request: SetDownlineRebateRequest): Promise<Downline> {
  return api.put<Downline>(`${AGENT_PATHS.downlineRebate}/${memberId}`, request, { moduleId: 'COMM3' });
}

export function useAgentRebate() {
  const token = useSessionToken();
  return useQuery({
    queryKey: centreKeys.rebate(token),
    queryFn: fetchAgentRebate,
    enabled: token !== null,
    staleTime: 60_000,
    select: (value): RebateRates => value.ownRates,
  });
}

export function useSetDownlineRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, rebateRates }: { memberId: number; rebateRates: RebateRates }) =>
      setDownlineRebate(memberId, { rebateRates }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKeys.downlinesAll }),
  });
}
