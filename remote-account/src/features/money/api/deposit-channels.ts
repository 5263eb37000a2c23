// The deposit channels (bKash, Nagad, Rocket, bank): limits, preset amounts and where to send the money.
import { useQuery } from '@tanstack/react-query';
import { api, type DepositChannel, MONEY_PATHS, useInterfaceLanguage } from 'shared';
import { moneyKeys } from '../lib/records';

export function fetchDepositChannels(): Promise<DepositChannel[]> {
  return api.get<DepositChannel[]>(MONEY_PATHS.depositChannels, { moduleId: 'FUNDTRANS3' });
}

export function useDepositChannels() {
  const language = useInterfaceLanguage();
  return useQuery({
    queryKey: moneyKeys.depositChannels(language),
    queryFn: fetchDepositChannels,
    staleTime: 5 * 60_000,
  });
}
