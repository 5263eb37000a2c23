// Home's footer content (spec lobby §2 "Footer"): social links (configured ones only), the help strip, promo
// links, the licence image and the copyright line. Marketing copy comes from the API.
import { useTranslation } from 'react-i18next';
import { HelpStrip } from '../features/help/components/help-strip';
import { LicenceAndCopyright } from '../features/site/components/licence-and-copyright';
import { PromoLinks } from '../features/site/components/promo-links';
import { SocialLinks } from '../features/site/components/social-links';

export function FooterContent() {
  const { t } = useTranslation('content');
  return (
    // A labelled region: inside <main> a <footer> is not the page's contentinfo landmark.
    <section className="cnt-footer" aria-label={t('footer.label')}>
      <SocialLinks />
      <HelpStrip />
      <PromoLinks />
      <LicenceAndCopyright />
    </section>
  );
}
