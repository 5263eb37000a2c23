// The banners of one group (spec lobby §2): each page shows its group (m_home on home, m_promotion on the
// promotion list, m_reg in the register popup...). Nothing is shown when the group is empty; a skeleton while
// loading; a failed load shows its own retry line so the rest of the page is untouched.
import { useTranslation } from 'react-i18next';
import { type BannerGroup, Skeleton } from 'shared';
import { useBanners } from '../api/banners';
import { BannerCarousel } from './banner-carousel';
import '../banners.css';
import { RetryLine } from '../../../components/retry-line';

export function GroupBanners({ group }: { group: BannerGroup }) {
  const { t } = useTranslation('content');
  const { data, isPending, isError, refetch } = useBanners(group);
  if (isPending) return <Skeleton rows={1} className="cnt-banners__skeleton" />;
  if (isError) {
    return <RetryLine onRetry={() => void refetch()} />;
  }
  if (data.length === 0) return null;
  return <BannerCarousel banners={data} label={t('banners.label')} />;
}
