// What a page or panel shows when its data could not be loaded (the toast has already said why): a retry.
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';

export function LoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      {...(className ? { className } : {})}
      text={t('errors.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
