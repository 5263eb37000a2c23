// The line that says a piece could not load (the catalogue's "loading failed, click to retry") and loads it again
// on a tap: the content pages' and home pieces' one retry, in place of what failed.
import { useTranslation } from 'react-i18next';

import './retry-line.css';

export function RetryLine({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className ? `cnt-retry ${className}` : 'cnt-retry'} onClick={onRetry}>
      {t('errors.loadFailed')}
    </button>
  );
}
