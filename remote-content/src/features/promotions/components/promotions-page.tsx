// The promotion page /m/activity (spec lobby §2): the category menu and the promotion cards of the chosen
// category, with a skeleton, an empty state and a retry. With ?id=N it shows that promotion's detail instead.
import { useId, useState } from 'react';
import { EmptyState, LoadFailed, Skeleton } from 'shared';
import { usePromotionCategories, usePromotions } from '../api/promotions';
import { usePromotionIdParam } from '../hooks/use-promotion-id';
import { promotionsOfCategory } from '../lib/promotion';
import { CategoryMenu } from './category-menu';
import { PromotionCard } from './promotion-card';
import { PromotionDetail } from './promotion-detail';
import '../promotions.css';
import { usePromotionsTranslation } from '../texts';

export function PromotionsPage() {
  const { present, id } = usePromotionIdParam();
  if (present) return <PromotionDetail id={id} />;
  return <PromotionList />;
}

function PromotionList() {
  const { t } = usePromotionsTranslation();
  const titleId = useId();
  const baseId = useId();
  const categories = usePromotionCategories();
  const promotions = usePromotions();
  const [categoryId, setCategoryId] = useState<number | null>(null);

  const categoryList = categories.data ?? [];
  // A chosen category that is no longer offered falls back to All.
  const current = categoryList.some((category) => category.id === categoryId) ? categoryId : null;
  const panelId = `${baseId}-panel`;
  const tabId = (id: number | null) => `${baseId}-tab-${id ?? 'all'}`;

  let body;
  if (promotions.isPending) {
    body = <Skeleton rows={4} className="cnt-promo-skeleton" />;
  } else if (promotions.isError) {
    body = <LoadFailed className="cnt-promo-failed" onRetry={() => void promotions.refetch()} />;
  } else {
    const shown = promotionsOfCategory(promotions.data, current);
    body =
      shown.length === 0 ? (
        <EmptyState text={current === null ? t('promotions.empty') : t('promotions.emptyCategory')} />
      ) : (
        <ul className="cnt-promo-list">
          {shown.map((promotion, index) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} eager={index === 0} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className="cnt-promo" aria-labelledby={titleId}>
      <h1 id={titleId} className="cnt-promo__title">
        {t('promotions.title')}
      </h1>
      <CategoryMenu
        categories={categoryList}
        value={current}
        onChange={setCategoryId}
        panelId={panelId}
        tabId={tabId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(current)} className="cnt-promo__panel">
        {body}
      </div>
    </section>
  );
}
