// "Slow Connection / No Internet" while the browser is offline.
import { useTranslation } from 'shared';
import { useOnline } from '../../components/use-online';

export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation('shell');
  if (online) return null;
  return (
    <div className="mc-offline" role="alert">
      {t('offline.banner')}
    </div>
  );
}
