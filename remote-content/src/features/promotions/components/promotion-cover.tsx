// A promotion's cover (announcementImages sequence 1). Decorative beside the title; a missing or failed image
// leaves a quiet placeholder of the same shape so the card does not jump.
import { useState } from 'react';
import type { Promotion } from 'shared';
import { promotionCover } from '../lib/promotion';

export interface PromotionCoverProps {
  promotion: Pick<Promotion, 'announcementImages'>;
  className: string;
  /** The first visible cover loads at once; the rest lazily. */
  eager?: boolean;
}

export function PromotionCover({ promotion, className, eager = false }: PromotionCoverProps) {
  const url = promotionCover(promotion);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return <span className={`${className} cnt-promo-cover--empty`} aria-hidden="true" />;
  }
  return (
    <img
      className={className}
      src={url}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
