// The promotion period as YYYY/MM/DD: 'start - end', or 'start - Long term' when the promotion has no expiry.
import { type Promotion } from 'shared';
import { promotionDates } from '../lib/promotion';
import { usePromotionsTranslation } from '../texts';

export function usePromotionDatesText() {
  const { t } = usePromotionsTranslation();
  return (promotion: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>): string => {
    const dates = promotionDates(promotion);
    if (dates.kind === 'range') return t('promotions.dates.range', { start: dates.start, end: dates.end });
    if (dates.kind === 'longTerm') return t('promotions.dates.longTerm', { start: dates.start });
    return t('promotions.dates.from', { start: dates.start });
  };
}

export function PromotionDates({
  promotion,
}: {
  promotion: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>;
}) {
  const { t } = usePromotionsTranslation();
  const text = usePromotionDatesText()(promotion);
  return (
    <p className="cnt-promo-dates">
      <span className="mc-visually-hidden">{t('promotions.dates.label')} </span>
      <span data-testid="promotion-dates">{text}</span>
    </p>
  );
}
