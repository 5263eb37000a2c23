// The agent's contracts (daily salary, dividend, hourly salary: offered, active, rejected, ended) and the answer
// to an offered one. After an answer the list and the home alerts' contract data are fetched again (after a
// refusal the page decides: an offer answered meanwhile is refetched).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentContract, api, useSessionToken } from 'shared';

export type ContractDecision = 'accept' | 'reject';

export const contractKeys = {
  all: ['agent', 'contracts'] as const,
  list: (token: string | null) => ['agent', 'contracts', token] as const,
  /** The contract data of the home alerts (api/contract-dividend.ts). */
  dividend: ['agent', 'contractDividend'] as const,
};

export function fetchAgentContracts(): Promise<AgentContract[]> {
  return api.get<AgentContract[]>(AGENT_PATHS.contracts, { moduleId: 'COMM3' });
}

export function decideContract(id: number, decision: ContractDecision): Promise<AgentContract> {
  return api.post<AgentContract>(`${AGENT_PATHS.contracts}/${id}/${decision}`, {}, { moduleId: 'COMM3' });
}

export function useAgentContracts() {
  const token = useSessionToken();
  return useQuery({
    queryKey: contractKeys.list(token),
    queryFn: fetchAgentContracts,
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export function useDecideContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ContractDecision }) =>
      decideContract(id, decision),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: contractKeys.dividend }),
      ]),
  });
}
