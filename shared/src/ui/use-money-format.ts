// The merchant's currency (symbol and scale) and a formatter of minor units for texts; BDT until it loads.
import { useCallback } from 'react';
import { useMerchantConfig } from '../api/endpoints/system';
import { formatMoney } from './money';

export interface MoneyFormatting {
  symbol: string;
  scale: number;
  /** Minor units as display text, e.g. '৳1,500.00'. */
  format: (minor: number) => string;
}

export function useMoneyFormat(): MoneyFormatting {
  const { data } = useMerchantConfig();
  const symbol = data?.currencySymbol ?? '৳';
  const scale = data?.currencyScale ?? 100;
  const format = useCallback((minor: number) => formatMoney(minor, { symbol, scale }), [symbol, scale]);
  return { symbol, scale, format };
}
