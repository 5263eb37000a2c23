// Forgot password by phone (spec account §3, §7): the new password with the mobile number and its SMS code,
// encrypted, POST /wps/member/password/phone.
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, type SetPasswordByPhonePayload } from 'shared';

export function setPasswordByPhone(payload: SetPasswordByPhonePayload): Promise<null> {
  return api.sendEncrypted<null>('post', ACCOUNT_PATHS.setPasswordByPhone, payload, { moduleId: 'COMM3' });
}

export function useSetPasswordByPhone() {
  return useMutation({ mutationFn: setPasswordByPhone });
}
