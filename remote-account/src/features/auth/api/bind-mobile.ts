// Binding a mobile number to the signed-in account (flag SECPAYOUTSMS): the number and the code of SMS
// purpose `bind_mobile` that was sent to it. Payout SMS codes go to this number afterwards.
import { useMutation } from '@tanstack/react-query';
import { api, type BindMobileRequest, PROTECTION_PATHS } from 'shared';

export function bindMobile(request: BindMobileRequest): Promise<null> {
  return api.post<null>(PROTECTION_PATHS.bindMobile, request, { moduleId: 'COMM3' });
}

export function useBindMobile() {
  return useMutation({ mutationFn: bindMobile });
}
