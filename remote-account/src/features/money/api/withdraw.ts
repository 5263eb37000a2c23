// Submit a withdrawal to a bound payout account; the answer is the pending withdrawal record. Idempotent by key.
import { useMutation } from '@tanstack/react-query';
import { api, MONEY_PATHS, type WithdrawRecord, type WithdrawRequest } from 'shared';

export function submitWithdraw(request: WithdrawRequest): Promise<WithdrawRecord> {
  return api.post<WithdrawRecord>(MONEY_PATHS.withdraw, request, { moduleId: 'FUNDTRANS3' });
}

export function useSubmitWithdraw() {
  return useMutation({ mutationFn: submitWithdraw });
}
