// Free play (spec account §2, §4): the trial request lives in shared (the shell's menu offers it too); this is
// its mutation hook for the account remote's forms.
import { useMutation } from '@tanstack/react-query';
import { requestTrialPlay } from 'shared';

export function useTrial() {
  return useMutation({ mutationFn: requestTrialPlay });
}
