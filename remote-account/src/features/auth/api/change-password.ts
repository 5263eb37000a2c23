// Change password (spec account §3, §7: passWordChangeV2): old, new and confirmation, with the session's token.
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, type ChangePasswordPayload } from 'shared';

export function changePassword(payload: ChangePasswordPayload): Promise<null> {
  return api.post<null>(ACCOUNT_PATHS.changePassword, payload, { moduleId: 'COMM3' });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
