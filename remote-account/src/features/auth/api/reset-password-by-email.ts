// Setting a new password with the e-mailed reset link's token (POST /wps/member/password/email/reset): single
// use and expiring; the server ends every session of the member.
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, type ResetPasswordByEmailPayload } from 'shared';

export function resetPasswordByEmail(payload: ResetPasswordByEmailPayload): Promise<null> {
  return api.post<null>(ACCOUNT_PATHS.resetPasswordByEmail, payload, { moduleId: 'COMM3' });
}

export function useResetPasswordByEmail() {
  return useMutation({ mutationFn: resetPasswordByEmail });
}
