// The home page's banners: group m_home. Nothing is shown when there are none; a failed load shows its own
// retry line so the rest of home is untouched.
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'shared';
import { useBanners } from '../api/banners';
import { BannerCarousel } from './banner-carousel';

export function HomeBanners() {
  const { t } = useTranslation('content');
  const { data, isPending, isError, refetch } = useBanners('m_home');
  if (isPending) return <Skeleton rows={1} className="cnt-banners__skeleton" />;
  if (isError) {
    return (
      <button type="button" className="cnt-retry" onClick={() => void refetch()}>
        {t('errors.loadFailed', { ns: 'shared' })}
      </button>
    );
  }
  return <BannerCarousel banners={data} label={t('banners.label')} />;
}
