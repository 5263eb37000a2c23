// One promotion card of the list: cover, title and period, opening the promotion's detail.
import { Link } from 'react-router-dom';
import type { Promotion } from 'shared';
import { detailPath } from '../lib/promotion';
import { PromotionCover } from './promotion-cover';
import { PromotionDates } from './promotion-dates';

export function PromotionCard({ promotion, eager = false }: { promotion: Promotion; eager?: boolean }) {
  return (
    <Link to={detailPath(promotion.id)} className="cnt-promo-card">
      <PromotionCover promotion={promotion} className="cnt-promo-card__cover" eager={eager} />
      <span className="cnt-promo-card__body">
        <h2 className="cnt-promo-card__title">{promotion.title}</h2>
        <PromotionDates promotion={promotion} />
      </span>
    </Link>
  );
}
