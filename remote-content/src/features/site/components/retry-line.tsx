// A small "loading failed, click to retry" line for a home or footer piece whose data could not be loaded.
import { useSharedTranslation } from 'shared';

export function RetryLine({ onRetry }: { onRetry: () => void }) {
  const { t } = useSharedTranslation();
  return (
    <button type="button" className="cnt-retry cnt-site-retry" onClick={onRetry}>
      {t('errors.loadFailed')}
    </button>
  );
}
