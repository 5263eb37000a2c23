// Profit and loss (/m/profitandloss) of a date range: bets, wins, money in and out, and figures by game type.
import { useQuery } from '@tanstack/react-query';
import { api, MONEY_PATHS, type ProfitAndLoss } from 'shared';
import { moneyKeys, type RecordRange } from '../lib/records';

export function fetchProfitAndLoss(range: RecordRange): Promise<ProfitAndLoss> {
  return api.get<ProfitAndLoss>(MONEY_PATHS.profitAndLoss, {
    moduleId: 'PERSPNL3',
    query: { preset: range.preset, from: range.from, to: range.to },
  });
}

export function useProfitAndLoss(range: RecordRange | null) {
  return useQuery({
    queryKey: moneyKeys.profitAndLoss(range),
    queryFn: () => fetchProfitAndLoss(range as RecordRange),
    enabled: range !== null,
  });
}
