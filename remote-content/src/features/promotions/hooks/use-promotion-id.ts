// The promotion id of the page's query string (?id=N): whether one was given at all, and its value when valid.
import { useSearchParams } from 'react-router-dom';
import { parsePromotionId } from '../lib/promotion';

export function usePromotionIdParam(): { present: boolean; id: number | null } {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return { present: raw !== null, id: parsePromotionId(raw) };
}
