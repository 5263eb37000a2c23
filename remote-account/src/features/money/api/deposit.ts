// Submit a manual-transfer deposit; the answer is the pending deposit record. Idempotent by the request's key.
import { useMutation } from '@tanstack/react-query';
import { api, type DepositRecord, type DepositRequest, MONEY_PATHS } from 'shared';

export function submitDeposit(request: DepositRequest): Promise<DepositRecord> {
  return api.post<DepositRecord>(MONEY_PATHS.deposit, request, { moduleId: 'FUNDTRANS3' });
}

export function useSubmitDeposit() {
  return useMutation({ mutationFn: submitDeposit });
}
