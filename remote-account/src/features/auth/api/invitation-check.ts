// The invitation (affiliate) code check (GET /wps/register/affiliate/check?code=&domain=): run when the register
// popup opens with a code in the URL, to decide whether the invitation field must still be shown.
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, type InvitationCheckValue } from 'shared';

export function checkInvitation(code: string, domain: string): Promise<InvitationCheckValue> {
  return api.get<InvitationCheckValue>(ACCOUNT_PATHS.invitationCheck, {
    moduleId: 'REG3',
    query: { code, domain },
  });
}

/** Disabled without a code; a failed check counts as 'not accepted' (the field is shown), never as an error toast. */
export function useInvitationCheck(code: string, domain: string) {
  return useQuery({
    queryKey: ['account', 'invitation', code, domain],
    queryFn: () => checkInvitation(code, domain),
    enabled: code !== '',
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
}
