// What a page or panel shows when its data could not be loaded (the toast has already said why): a retry.
import { Button } from './button';
import { EmptyState } from './empty-state';
import { useSharedTranslation } from './use-shared-translation';

export function LoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useSharedTranslation();
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
