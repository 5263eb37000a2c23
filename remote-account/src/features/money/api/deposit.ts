// Submit a manual-transfer deposit; the answer is the pending deposit record. Idempotent by the request's key.
// A placed order is then followed while it is pending, so the page shows its approval when it comes.
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type DepositRecord, type DepositRequest, MONEY_PATHS, useSessionToken } from 'shared';
import { moneyKeys } from '../lib/records';

/** How often a pending order is asked for while its page is shown (approval takes seconds to minutes). */
export const PENDING_ORDER_POLL_MS = 3000;

export function submitDeposit(request: DepositRequest): Promise<DepositRecord> {
  return api.post<DepositRecord>(MONEY_PATHS.deposit, request, { moduleId: 'FUNDTRANS3' });
}

export function useSubmitDeposit() {
  return useMutation({ mutationFn: submitDeposit });
}

export function fetchDepositOrder(id: number): Promise<DepositRecord> {
  return api.get<DepositRecord>(`${MONEY_PATHS.deposit}/${id}`, { moduleId: 'FUNDTRANS3' });
}

/**
 * The order as it stands now, starting from the record the deposit answered: asked for again every few seconds
 * while it is pending and the page is visible (react-query pauses the interval in a hidden tab and asks again
 * on return), and no more once it is approved, rejected or cancelled.
 */
export function useDepositOrder(placed: DepositRecord | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: moneyKeys.depositOrder(token, placed?.id ?? null),
    queryFn: () => fetchDepositOrder((placed as DepositRecord).id),
    enabled: placed !== null && token !== null,
    ...(placed ? { initialData: placed } : {}),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_ORDER_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}
