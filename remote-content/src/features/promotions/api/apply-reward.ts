// Send a reward application (spec account §2, §7): the remark, the pictures as data URLs and the form's
// idempotency key (a retry of the same form stores one application). The server checks the same rules.
import { useMutation } from '@tanstack/react-query';
import { api, CONTENT_PATHS, type RewardApplication, type RewardApplicationRequest } from 'shared';

export function submitRewardApplication(request: RewardApplicationRequest): Promise<RewardApplication> {
  return api.post<RewardApplication>(CONTENT_PATHS.applyReward, request, { moduleId: 'COMM3' });
}

export function useApplyReward() {
  return useMutation({ mutationFn: submitRewardApplication });
}
