// Promotions (spec lobby §2 "Promotions", §3): the category menu, the current promotions (fetched once and
// filtered by category on the page) and one promotion's detail. Unknown or ended ids answer promotion.not_found.
// Their texts are asked for in the interface language (the platform answers the other one where it has none); the
// keys carry the language, so a language change fetches them again.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api, CONTENT_PATHS, type Promotion, type PromotionCategory } from 'shared';

export const promotionKeys = {
  all: ['content', 'promotions'] as const,
  categories: (language: string) => ['content', 'promotions', 'categories', language] as const,
  list: (language: string) => ['content', 'promotions', 'list', language] as const,
  detail: (id: number, language: string) => ['content', 'promotions', 'detail', id, language] as const,
};

const STALE_MS = 5 * 60_000;

export function fetchPromotionCategories(language: string): Promise<PromotionCategory[]> {
  return api.get<PromotionCategory[]>(CONTENT_PATHS.promotionCategories, {
    moduleId: 'COMM3',
    query: { language },
  });
}

export function fetchPromotions(language: string): Promise<Promotion[]> {
  return api.get<Promotion[]>(CONTENT_PATHS.promotions, { moduleId: 'COMM3', query: { language } });
}

export function fetchPromotion(id: number, language: string): Promise<Promotion> {
  return api.get<Promotion>(CONTENT_PATHS.promotion, { moduleId: 'COMM3', query: { id, language } });
}

export function usePromotionCategories() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: promotionKeys.categories(language),
    queryFn: () => fetchPromotionCategories(language),
    staleTime: STALE_MS,
  });
}

export function usePromotions() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: promotionKeys.list(language),
    queryFn: () => fetchPromotions(language),
    staleTime: STALE_MS,
  });
}

/**
 * One promotion; `null` (a missing or malformed id) fetches nothing. Silent: the pages decide what a failure
 * says (an unknown id goes back to the list with an info toast, anything else gets the catalogue toast).
 */
export function usePromotion(id: number | null) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: promotionKeys.detail(id ?? 0, language),
    queryFn: () => fetchPromotion(id ?? 0, language),
    enabled: id !== null,
    staleTime: STALE_MS,
    meta: { silent: true },
  });
}
