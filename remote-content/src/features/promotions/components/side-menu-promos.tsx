// The side menu's promotion entry (spec account §2): the first 3 current promotions as links to their detail,
// with cover thumbnails. Nothing when there are none or they cannot be loaded; a quiet skeleton while loading.
import { Link } from 'react-router-dom';
import { SIDE_MENU, Skeleton } from 'shared';
import { usePromotions } from '../api/promotions';
import { detailPath } from '../lib/promotion';
import { PromotionCover } from './promotion-cover';
import '../promotions.css';
import { usePromotionsTranslation } from '../texts';

export function SideMenuPromos() {
  const { t } = usePromotionsTranslation();
  const { data, isPending, isError } = usePromotions();
  if (isPending) return <Skeleton rows={SIDE_MENU.promotions} className="cnt-side-promos__skeleton" />;
  if (isError || data.length === 0) return null;
  return (
    <ul className="cnt-side-promos" aria-label={t('promotions.sideMenu')}>
      {data.slice(0, SIDE_MENU.promotions).map((promotion) => (
        <li key={promotion.id}>
          <Link to={detailPath(promotion.id)} className="cnt-side-promos__link">
            <PromotionCover promotion={promotion} className="cnt-side-promos__cover" />
            <span className="cnt-side-promos__title">{promotion.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
