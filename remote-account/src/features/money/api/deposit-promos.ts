// The promotions a deposit may join (bonus in basis points, cap, minimum deposit, turnover multiple).
import { useQuery } from '@tanstack/react-query';
import { api, type DepositPromo, MONEY_PATHS } from 'shared';
import { moneyKeys } from '../lib/records';

export function fetchDepositPromos(): Promise<DepositPromo[]> {
  return api.get<DepositPromo[]>(MONEY_PATHS.depositPromos, { moduleId: 'FUNDTRANS3' });
}

export function useDepositPromos() {
  return useQuery({ queryKey: moneyKeys.depositPromos, queryFn: fetchDepositPromos, staleTime: 5 * 60_000 });
}
