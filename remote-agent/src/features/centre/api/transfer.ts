// A transfer from the agent's wallet to a member of its team (payment password, idempotent by key); the
// downline lists are refetched after it (balances changed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentTransferRequest, type AgentTransferValue, api } from 'shared';
import { centreKeys } from './keys';

export function postAgentTransfer(request: AgentTransferRequest): Promise<AgentTransferValue> {
  return api.post<AgentTransferValue>(AGENT_PATHS.transfer, request, { moduleId: 'MEMTRANS3' });
}

export function useAgentTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAgentTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKeys.downlinesAll }),
  });
}
