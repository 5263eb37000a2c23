import { useTranslation } from 'react-i18next';
// Shown when the pin file cannot be used: a clear, ops-facing reason instead of a blank screen.

export function OpsErrorPage({ reason }: { reason: string }) {
  const { t } = useTranslation('shell');
  return (
    <main className="mc-ops-error" role="alert" aria-labelledby="mc-ops-error-title">
      <h1 id="mc-ops-error-title">{t('ops.title')}</h1>
      <p>{t('ops.body')}</p>
      <p>
        <strong>{t('ops.reason')}:</strong> <code data-testid="ops-error-reason">{reason}</code>
      </p>
      <p className="mc-ops-error__hint">{t('ops.hint')}</p>
    </main>
  );
}
