// What the member may withdraw now: withdrawable amount, turnover remaining, limits, bound payout accounts and
// whether a payment password is set.
import { useQuery } from '@tanstack/react-query';
import { api, MONEY_PATHS, type WithdrawInfo } from 'shared';
import { moneyKeys } from '../lib/records';

export function fetchWithdrawInfo(): Promise<WithdrawInfo> {
  return api.get<WithdrawInfo>(MONEY_PATHS.withdrawInfo, { moduleId: 'FUNDTRANS3' });
}

export function useWithdrawInfo() {
  return useQuery({ queryKey: moneyKeys.withdrawInfo, queryFn: fetchWithdrawInfo, staleTime: 0 });
}
