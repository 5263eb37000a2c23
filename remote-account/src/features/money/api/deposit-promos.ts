// The promotions a deposit may join (bonus in basis points, cap, minimum deposit, turnover multiple).
import { useQuery } from '@tanstack/react-query';
import { api, type DepositPromo, MONEY_PATHS, useInterfaceLanguage } from 'shared';
import { moneyKeys } from '../lib/records';

export function fetchDepositPromos(): Promise<DepositPromo[]> {
  return api.get<DepositPromo[]>(MONEY_PATHS.depositPromos, { moduleId: 'FUNDTRANS3' });
}

export function useDepositPromos() {
  const language = useInterfaceLanguage();
  return useQuery({
    queryKey: moneyKeys.depositPromos(language),
    queryFn: fetchDepositPromos,
    staleTime: 5 * 60_000,
  });
}
