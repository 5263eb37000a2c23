// The member's upline and balance, and a transfer to that upline (payment password, idempotent by key). Only
// for AGETRANSFERUP3, a toUpline member and a type other than 2 (the shell gates the route; the server answers
// agent.upline_transfer_forbidden otherwise).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AGENT_PATHS,
  type AgentTransferValue,
  api,
  type UplineTransferInfo,
  type UplineTransferRequest,
  useSessionToken,
} from 'shared';

export const uplineKeys = {
  info: (token: string | null) => ['agent', 'uplineTransfer', token] as const,
};

export function fetchUplineTransferInfo(): Promise<UplineTransferInfo> {
  return api.get<UplineTransferInfo>(AGENT_PATHS.uplineTransfer, { moduleId: 'MEMTRANS3' });
}

export function postUplineTransfer(request: UplineTransferRequest): Promise<AgentTransferValue> {
  return api.post<AgentTransferValue>(AGENT_PATHS.uplineTransfer, request, { moduleId: 'MEMTRANS3' });
}

export function useUplineTransferInfo() {
  const token = useSessionToken();
  return useQuery({
    queryKey: uplineKeys.info(token),
    queryFn: fetchUplineTransferInfo,
    enabled: token !== null,
    staleTime: 0,
  });
}

export function useUplineTransfer() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUplineTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uplineKeys.info(token) }),
  });
}
