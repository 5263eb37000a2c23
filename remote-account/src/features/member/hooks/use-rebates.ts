// Manual rebate (summary and claim, which refreshes wallets) and the paged rebate report.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bus, type DatePreset, useSessionToken } from 'shared';
import { memberAreaKeys } from '../api/keys';
import { claimManualRebate, fetchRebateReport, fetchRebateSummary } from '../api/rebates';

export function useRebateSummary() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberAreaKeys.rebateSummary(token),
    queryFn: fetchRebateSummary,
    enabled: token !== null,
  });
}

export function useClaimManualRebate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => claimManualRebate(idempotencyKey),
    onSuccess: () => {
      bus.emit('wallet:refresh', { reason: 'money' });
      return client.invalidateQueries({ queryKey: memberAreaKeys.rebates });
    },
  });
}

export function useRebateReport(preset: DatePreset) {
  const token = useSessionToken();
  return useInfiniteQuery({
    queryKey: memberAreaKeys.rebateReport(token, preset),
    queryFn: ({ pageParam }) => fetchRebateReport(preset, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}
