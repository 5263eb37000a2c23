// Reward centre and mission: the reward list and the claim, which refreshes wallets and the shared counts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bus, useSessionToken } from 'shared';
import { memberAreaKeys } from '../api/keys';
import { claimReward, type ClaimRewardInput, fetchRewards } from '../api/rewards';

export function useRewards() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberAreaKeys.rewardList(token),
    queryFn: fetchRewards,
    enabled: token !== null,
  });
}

export function useClaimReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimRewardInput) => claimReward(input),
    onSuccess: () => {
      bus.emit('wallet:refresh', { reason: 'money' });
      // The list and the unclaimed / mission counts (shared's key sits under the same prefix).
      return client.invalidateQueries({ queryKey: memberAreaKeys.rewards });
    },
  });
}
