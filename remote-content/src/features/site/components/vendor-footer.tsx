// The footer's way into the games (spec lobby §2 "Footer"): a vendor strip, slot vendor buttons (the slot
// category filtered by vassalage) and a page index (HOME, the vendor categories, PROMO). The vendors come from
// the platform API's vendor configuration; HOME and PROMO show even while it loads or when it fails.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CATEGORY_ROUTES } from 'shared';
import { useVendorConfig } from '../api/vendor-config';
import { allVendors, pageIndex, slotVendorLinks } from '../lib/vendor-links';
import '../site.css';
import { useSiteTranslation } from '../texts';

/** A vendor's icon; one that fails to load is hidden (the name is beside it). */
function VendorIcon({ src }: { src: string }) {
  if (!src) return null;
  return (
    <img
      className="cnt-site-vendors__icon"
      src={src}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
    />
  );
}

export function VendorFooter() {
  const { t } = useSiteTranslation();
  const stripId = useId();
  const slotsId = useId();
  const indexId = useId();
  const { data: config } = useVendorConfig();
  const vendors = config ? allVendors(config) : [];
  const slotLinks = config ? slotVendorLinks(config) : [];
  const index = pageIndex(config);

  return (
    <>
      {vendors.length > 0 && (
        <section className="cnt-site-vendors" aria-labelledby={stripId}>
          <h2 id={stripId} className="cnt-site__heading">
            {t('site.vendors.title')}
          </h2>
          <ul className="cnt-site-vendors__strip" aria-labelledby={stripId}>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage} className="cnt-site-vendors__vendor">
                <VendorIcon src={vendor.mobileLargeIcon} />
                <span>{vendor.displayName}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {slotLinks.length > 0 && (
        <nav className="cnt-site-vendors" aria-labelledby={slotsId}>
          <h2 id={slotsId} className="cnt-site__heading">
            {t('site.vendors.slots')}
          </h2>
          <ul className="cnt-site-vendors__buttons">
            {slotLinks.map((link) => (
              <li key={link.vassalage}>
                <Link className="cnt-site-vendors__button" to={link.to}>
                  <VendorIcon src={link.icon} />
                  <span>{link.displayName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav className="cnt-site-index" aria-labelledby={indexId}>
        <h2 id={indexId} className="cnt-site__heading">
          {t('site.pageIndex.title')}
        </h2>
        <ul className="cnt-site-index__list">
          {index.map((entry) => (
            <li key={entry.to}>
              <Link className="cnt-site-index__link" to={entry.to}>
                {entry.kind === 'home'
                  ? t('site.pageIndex.home')
                  : entry.kind === 'promo'
                    ? t('site.pageIndex.promo')
                    : t(`routes.${CATEGORY_ROUTES[entry.category]}`, { ns: 'shared' })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
