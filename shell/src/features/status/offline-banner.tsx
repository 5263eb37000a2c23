// "Slow Connection / No Internet" while the browser is offline.
import { useTranslation } from 'react-i18next';
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
