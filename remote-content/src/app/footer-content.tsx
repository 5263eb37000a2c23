// Home's footer content (spec lobby §2 "Footer"): social links (configured ones only), the vendor strip, slot
// vendor buttons and page index, the help strip, promo links, the responsible-gaming line (18+ badge),
// the licence image and the copyright line. Marketing copy and vendors come from the API.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { canonicalPath, useMerchantConfig } from 'shared';
import { HelpStrip } from '../features/help/components/help-strip';
import { LicenceAndCopyright } from '../features/site/components/licence-and-copyright';
import { PromoLinks } from '../features/site/components/promo-links';
import { SocialLinks } from '../features/site/components/social-links';
import { VendorFooter } from '../features/site/components/vendor-footer';
import './footer-content.css';

export function FooterContent() {
  const { t } = useTranslation('content');
  return (
    // A labelled region: inside <main> a <footer> is not the page's contentinfo landmark.
    <section className="cnt-footer" aria-label={t('footer.label')}>
      <SocialLinks />
      <VendorFooter />
      <HelpStrip />
      <PromoLinks />
      <ResponsibleGaming />
      <LicenceAndCopyright />
    </section>
  );
}

/**
 * The age badge (the merchant's minimum age) and the responsible-gaming message with its page, for visitors and
 * members alike; the merchant turns it off with RGFOOTER (a flag not loaded yet counts as off, so nothing flashes).
 */
export function ResponsibleGaming() {
  const { t } = useTranslation('content');
  const { data: config } = useMerchantConfig();
  if (config?.flags.RGFOOTER !== true) return null;
  const age = config.minimumAge;
  return (
    <section className="cnt-footer-rg" aria-label={t('footer.responsible.label')}>
      <span className="cnt-footer-rg__badge" role="img" aria-label={t('footer.responsible.badge', { age })}>
        {age}+
      </span>
      <p className="cnt-footer-rg__text">
        {t('footer.responsible.message', { age })}{' '}
        <Link className="cnt-footer-rg__link" to={canonicalPath('responsibleGaming')}>
          {t('footer.responsible.link')}
        </Link>
      </p>
    </section>
  );
}
