// The end of a time-out or self-exclusion as a phrase: "until 2025/06/12 14:00", or "for good" when it is
// permanent (the server's `until` is null then).
import { useCallback } from 'react';
import { formatDateTime } from 'shared';
import { useProtectionTranslation } from '../texts';

export function useUntilText(): (until: string | null) => string {
  const { t } = useProtectionTranslation();
  return useCallback(
    (until) =>
      until === null
        ? t('protection.exclusion.permanently')
        : t('protection.exclusion.until', { date: formatDateTime(until) }),
    [t],
  );
}
