// The promotion detail page /m/activityDetail?id=N.
import { usePromotionIdParam } from '../hooks/use-promotion-id';
import { PromotionDetail } from './promotion-detail';

export function PromotionDetailPage() {
  const { id } = usePromotionIdParam();
  return <PromotionDetail id={id} />;
}
