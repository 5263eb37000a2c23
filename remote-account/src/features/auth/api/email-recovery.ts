// Forgot password by e-mail (spec account §3, §7): username and e-mail, form-encoded, POST
// /wps/member/password/email; the server mails a reset link and its answer carries nothing to read.
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api } from 'shared';

export interface EmailRecoveryInput {
  username: string;
  email: string;
}

export async function recoverByEmail(input: EmailRecoveryInput): Promise<void> {
  await api.postForm<null>(
    ACCOUNT_PATHS.emailRecovery,
    { username: input.username.trim(), email: input.email.trim() },
    { moduleId: 'COMM3' },
  );
}

export function useEmailRecovery() {
  return useMutation({ mutationFn: recoverByEmail });
}
