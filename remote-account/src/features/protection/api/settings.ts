// The protection settings a member changes from the hub and the deposit page: a limit (set, lower, raise or
// remove), the "No limit for now" answer to the deposit-limit prompt, and the reality-check interval. Each
// success reloads the overview, which says what now applies and what waits.
import {
  api,
  type LimitState,
  PROTECTION_PATHS,
  type RealityCheckMinutes,
  type SetLimitRequest,
} from 'shared';
import { useProtectionMutation } from './keys';

export function setLimit(request: SetLimitRequest): Promise<LimitState> {
  return api.post<LimitState>(PROTECTION_PATHS.limits, request, { moduleId: 'COMM3' });
}

export function optOutOfDepositLimit(): Promise<null> {
  return api.post<null>(PROTECTION_PATHS.depositLimitOptOut, {}, { moduleId: 'COMM3' });
}

export function setRealityCheck(minutes: RealityCheckMinutes): Promise<null> {
  return api.post<null>(PROTECTION_PATHS.realityCheck, { minutes }, { moduleId: 'COMM3' });
}

export const useSetLimit = () => useProtectionMutation(setLimit);
export const useDepositLimitOptOut = () => useProtectionMutation(optOutOfDepositLimit);
export const useSetRealityCheck = () => useProtectionMutation(setRealityCheck);
