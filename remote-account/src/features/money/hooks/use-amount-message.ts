// The text beside an amount field for each problem of lib/amount-check, with the limits in the currency.
import { useCallback } from 'react';
import type { AmountLimits, AmountProblem } from '../lib/amount-check';
import { useMoneyFormat } from 'shared';
import { useMoneyTranslation } from '../texts';

export function useAmountMessage(): (problem: AmountProblem, limits: AmountLimits) => string {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  return useCallback(
    (problem, limits) =>
      t(`money.amount.${problem}`, {
        min: format(limits.minMinor),
        max: format(limits.maxMinor),
        withdrawable: format(limits.withdrawableMinor ?? 0),
      }),
    [t, format],
  );
}
