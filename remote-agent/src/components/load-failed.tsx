// What a panel shows when its data could not be loaded (the toast has already said why): a retry.
import { Button, EmptyState, useSharedTranslation } from 'shared';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useSharedTranslation();
  return (
    <EmptyState
      text={t('errors.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
