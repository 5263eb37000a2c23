// "A new version is available — Reload": shown when a new shell or a new pin file is out (./updates). Reload
// lets the new worker take over and reloads; "Later" hides it for this page.
import { useTranslation } from 'react-i18next';
import { useState, useSyncExternalStore } from 'react';
import { Button } from 'shared';
import './pwa.css';
import { applyUpdate, currentUpdate, subscribeUpdate } from './updates';

export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const update = useSyncExternalStore(subscribeUpdate, currentUpdate, () => null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!update || dismissed === update) return null;
  return (
    <div className="mc-update" role="status">
      <p className="mc-update__text">{t('pwa.updateAvailable')}</p>
      <Button variant="secondary" onClick={() => setDismissed(update)}>
        {t('pwa.later')}
      </Button>
      <Button onClick={applyUpdate}>{t('pwa.reload')}</Button>
    </div>
  );
}
