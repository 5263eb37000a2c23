// Hooks of the security centre: the overview and questions, and one mutation per binding; every change
// reloads the overview (a new payout account also matters to the withdraw page, which reads its own query).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberAreaKeys } from '../api/keys';
import {
  addPayoutAccount,
  answerSecurityQuestions,
  bindEmail,
  deletePayoutAccount,
  fetchSecurityOverview,
  fetchSecurityQuestions,
  setPayeeName,
  setPaymentPassword,
} from '../api/security';
import { useInterfaceLanguage, useSessionToken } from 'shared';

export function useSecurityOverview() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberAreaKeys.securityOverview(token),
    queryFn: fetchSecurityOverview,
    enabled: token !== null,
  });
}

export function useSecurityQuestions(enabled: boolean) {
  const token = useSessionToken();
  const language = useInterfaceLanguage();
  return useQuery({
    queryKey: memberAreaKeys.securityQuestions(token, language),
    queryFn: fetchSecurityQuestions,
    enabled: enabled && token !== null,
  });
}

/** A security mutation that reloads the security data (and the withdraw info) once it succeeds. */
function useSecurityMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => mutationFn(input),
    onSuccess: () => client.invalidateQueries({ queryKey: memberAreaKeys.security }),
  });
}

export const usePaymentPasswordMutation = () => useSecurityMutation(setPaymentPassword);
export const useBindEmailMutation = () => useSecurityMutation(bindEmail);
export const usePayeeNameMutation = () => useSecurityMutation(setPayeeName);
export const useAddPayoutAccountMutation = () => useSecurityMutation(addPayoutAccount);
export const useDeletePayoutAccountMutation = () => useSecurityMutation(deletePayoutAccount);
export const useSecurityAnswersMutation = () => useSecurityMutation(answerSecurityQuestions);
