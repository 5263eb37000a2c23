// The footer's promo links (spec lobby §2 "Footer"): the site content's links to promotion details.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSiteContent } from '../../../lib/site-content';
import '../site.css';
import { useSiteTranslation } from '../texts';

export function PromoLinks() {
  const { t } = useSiteTranslation();
  const titleId = useId();
  const { data } = useSiteContent();
  const links = data?.promoLinks ?? [];
  if (links.length === 0) return null;
  return (
    <nav className="cnt-site-promos" aria-labelledby={titleId}>
      <h2 id={titleId} className="cnt-site__heading">
        {t('site.promoLinks.title')}
      </h2>
      <ul className="mc-inline-list">
        {links.map((link) => (
          <li key={link.promotionId}>
            <Link className="cnt-site-promos__link" to={`/m/activityDetail?id=${link.promotionId}`}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
