// A time-out or self-exclusion (POST /wps/protection/exclusion), confirmed twice: `confirm: true` from the
// confirmation dialog and the login password from the second one. Every session of the member ends with it.
import { useMutation } from '@tanstack/react-query';
import { api, type ExclusionRequest, type ExclusionValue, PROTECTION_PATHS } from 'shared';

export function requestExclusion(request: ExclusionRequest): Promise<ExclusionValue> {
  return api.post<ExclusionValue>(PROTECTION_PATHS.exclusion, request, { moduleId: 'COMM3' });
}

export function useExclusion() {
  return useMutation({ mutationFn: requestExclusion });
}
