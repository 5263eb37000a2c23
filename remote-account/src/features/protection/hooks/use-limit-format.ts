// Limit figures as players read them: money kinds in the merchant's currency, the session limit in minutes; and
// the rolling window of a period ("in the last 24 hours", never "today": the windows roll).
import { useCallback } from 'react';
import { type LimitKind, type LimitPeriod, useMoneyFormat } from 'shared';
import { useProtectionTranslation } from '../texts';

export function useLimitFormat() {
  const { t } = useProtectionTranslation();
  const { format } = useMoneyFormat();
  const figure = useCallback(
    (kind: LimitKind, value: number) =>
      kind === 'session' ? t('protection.limits.minutes', { count: value }) : format(value),
    [t, format],
  );
  const windowOf = useCallback((period: LimitPeriod) => t(`protection.limits.window.${period}`), [t]);
  return { figure, windowOf };
}
