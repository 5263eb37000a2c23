// The member's rank progress (VIP label and progress bar of the member header, the benefits page).
import { useQuery } from '@tanstack/react-query';
import { fetchRankProgress } from '../api/rank-progress';
import { memberAreaKeys } from '../api/keys';
import { useSessionToken } from 'shared';

export function useRankProgress() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberAreaKeys.rank(token),
    queryFn: fetchRankProgress,
    enabled: token !== null,
    staleTime: 60_000,
    // The header still shows without a label when this fails; the page does not toast for it.
    meta: { silent: true },
  });
}
