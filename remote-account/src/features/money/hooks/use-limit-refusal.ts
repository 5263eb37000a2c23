// The message beside the amount when a player-protection limit refuses a deposit: which window and what may still
// be deposited in it, from the refusal's value (null for any other answer: the catalogue text is shown then).
import { useCallback } from 'react';
import { type ApiError, type LimitExceededValue, useMoneyFormat } from 'shared';
import { useMoneyTranslation } from '../texts';

function isLimitExceeded(value: unknown): value is LimitExceededValue {
  if (typeof value !== 'object' || value === null) return false;
  const { period, remaining, limit } = value as Record<string, unknown>;
  return (
    (period === 'day' || period === 'week' || period === 'month') &&
    typeof remaining === 'number' &&
    typeof limit === 'number'
  );
}

export function useLimitRefusal(): (error: ApiError) => string | null {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  return useCallback(
    (error) => {
      if (error.code !== 'limit.deposit_exceeded' || !isLimitExceeded(error.value)) return null;
      const { period, remaining, limit } = error.value;
      return t('money.limit.exceeded', {
        remaining: format(remaining),
        limit: format(limit),
        window: t(`money.limit.window.${period}`),
      });
    },
    [t, format],
  );
}
