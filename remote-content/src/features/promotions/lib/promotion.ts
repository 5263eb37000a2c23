// Pure helpers of the promotion views: the cover picture, the date line and the category filter.
import { formatDate, type Promotion } from 'shared';

/** The path of the promotion detail page. */
export const ACTIVITY_PATH = '/m/activity';
export const detailPath = (id: number) => `/m/activityDetail?id=${id}`;
export const applyPath = (id: number) => `/m/applyReward?id=${id}`;

/** The cover picture: the image of sequence 1, else the lowest sequence; '' when there is none. */
export function promotionCover(promotion: Pick<Promotion, 'announcementImages'>): string {
  const images = [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (images.find((image) => image.sequence === 1) ?? images[0])?.url ?? '';
}

export type PromotionDates =
  | { kind: 'range'; start: string; end: string }
  | { kind: 'longTerm'; start: string }
  | { kind: 'from'; start: string };

/** The dates as YYYY/MM/DD: a range, or the start and 'long term' when noExpiry is 1. */
export function promotionDates(
  promotion: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>,
): PromotionDates {
  const start = formatDate(promotion.startDate);
  if (promotion.noExpiry === 1) return { kind: 'longTerm', start };
  const end = promotion.endDate ? formatDate(promotion.endDate) : '';
  return end ? { kind: 'range', start, end } : { kind: 'from', start };
}

/** The promotions of one category (null = all). */
export function promotionsOfCategory<P extends Pick<Promotion, 'promoAnnouncementCategoryIds'>>(
  promotions: readonly P[],
  categoryId: number | null,
): P[] {
  if (categoryId === null) return [...promotions];
  return promotions.filter((promotion) => promotion.promoAnnouncementCategoryIds.includes(categoryId));
}

/** A promotion id from the query string: a positive whole number, else null. */
export function parsePromotionId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}
