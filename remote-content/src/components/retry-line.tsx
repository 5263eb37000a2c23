// The line that says a piece could not load (the catalogue's "loading failed, click to retry") and loads it again
// on a tap: the content pages' and home pieces' one retry, in place of what failed.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

import './retry-line.css';

export function RetryLine({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className ? `cnt-retry ${className}` : 'cnt-retry'} onClick={onRetry}>
      {t('errors.loadFailed')}
    </button>
  );
}

/** The state of a piece's query that decides what shows before its content. */
export interface PieceQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a piece shows in place of its content until it has data: `skeleton` while the first load runs, the retry
 * line when that load failed; null once there is data (data already shown stays while it reloads or fails to).
 */
export function waitingOrRetry(query: PieceQuery, skeleton: ReactNode): ReactNode {
  if (query.data) return null;
  if (query.isPending) return skeleton;
  if (query.isError) return <RetryLine onRetry={() => void query.refetch()} />;
  return null;
}
