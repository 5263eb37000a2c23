// The footer's gaming-licence image (alt = its title) and the copyright line, both from the site content.
import { useState } from 'react';
import { Skeleton } from 'shared';
import { useSiteContent } from '../../../lib/site-content';
import '../site.css';
import { useSiteTranslation } from '../texts';

export function LicenceAndCopyright() {
  const { t } = useSiteTranslation();
  const { data, isPending } = useSiteContent();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (isPending) return <Skeleton rows={1} className="cnt-site-legal__skeleton" />;
  if (!data) return null;
  const { licence, copyright } = data;
  const showImage = Boolean(licence.imageUrl) && failedUrl !== licence.imageUrl;
  if (!showImage && !copyright) return null;
  return (
    <section className="cnt-site-legal" aria-label={t('site.legal.label')}>
      {showImage && (
        <img
          className="cnt-site-legal__licence"
          src={licence.imageUrl}
          alt={licence.title}
          // Reserve the seal's box (240x96 at 2/3) so the footer does not move when it loads.
          width={160}
          height={64}
          loading="lazy"
          onError={() => setFailedUrl(licence.imageUrl)}
        />
      )}
      {copyright && <p className="cnt-site-legal__copyright">{copyright}</p>}
    </section>
  );
}
