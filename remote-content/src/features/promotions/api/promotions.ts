// Promotions (spec lobby §2 "Promotions", §3): the category menu, the current promotions (fetched once and
// filtered by category on the page) and one promotion's detail. Unknown or ended ids answer promotion.not_found.
import { useQuery } from '@tanstack/react-query';
import { api, CONTENT_PATHS, type Promotion, type PromotionCategory } from 'shared';

export const promotionKeys = {
  all: ['content', 'promotions'] as const,
  categories: () => ['content', 'promotions', 'categories'] as const,
  list: () => ['content', 'promotions', 'list'] as const,
  detail: (id: number) => ['content', 'promotions', 'detail', id] as const,
};

const STALE_MS = 5 * 60_000;

export function fetchPromotionCategories(): Promise<PromotionCategory[]> {
  return api.get<PromotionCategory[]>(CONTENT_PATHS.promotionCategories, { moduleId: 'COMM3' });
}

export function fetchPromotions(): Promise<Promotion[]> {
  return api.get<Promotion[]>(CONTENT_PATHS.promotions, { moduleId: 'COMM3' });
}

export function fetchPromotion(id: number): Promise<Promotion> {
  return api.get<Promotion>(CONTENT_PATHS.promotion, { moduleId: 'COMM3', query: { id } });
}

export function usePromotionCategories() {
  return useQuery({
    queryKey: promotionKeys.categories(),
    queryFn: fetchPromotionCategories,
    staleTime: STALE_MS,
  });
}

export function usePromotions() {
  return useQuery({ queryKey: promotionKeys.list(), queryFn: fetchPromotions, staleTime: STALE_MS });
}

/**
 * One promotion; `null` (a missing or malformed id) fetches nothing. Silent: the pages decide what a failure
 * says (an unknown id goes back to the list with an info toast, anything else gets the catalogue toast).
 */
export function usePromotion(id: number | null) {
  return useQuery({
    queryKey: promotionKeys.detail(id ?? 0),
    queryFn: () => fetchPromotion(id ?? 0),
    enabled: id !== null,
    staleTime: STALE_MS,
    meta: { silent: true },
  });
}
