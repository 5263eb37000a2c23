// Reward centre and mission rewards (FUNDTRANS3): the list and an idempotent claim.
import { api, MONEY_PATHS, type RewardItem } from 'shared';

export function fetchRewards(): Promise<RewardItem[]> {
  return api.get<RewardItem[]>(MONEY_PATHS.rewards, { moduleId: 'FUNDTRANS3' });
}

export interface ClaimRewardInput {
  id: number;
  idempotencyKey: string;
}

export function claimReward({ id, idempotencyKey }: ClaimRewardInput): Promise<RewardItem> {
  return api.post<RewardItem>(
    `${MONEY_PATHS.rewards}/${id}/claim`,
    { idempotencyKey },
    { moduleId: 'FUNDTRANS3' },
  );
}
