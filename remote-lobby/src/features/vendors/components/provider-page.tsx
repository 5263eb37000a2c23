// The providers page (/m/provider): every vendor grouped by category; picking one opens its game list
// (slots: /m/slot-games?vassalage=X) or, for a game-center group, its game-center page.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { groupVendors, Skeleton } from 'shared';
import { useVendorGameTypes } from '../../../lib/vendors/vendor-game-types';
import { CATEGORY_PATHS, CENTER_CATEGORIES, vendorListPath } from '../../../lib/vendors/category-routes';
import { VendorStrip } from '../../../components/vendor-strip';

export function ProviderPage({ title }: { title: string }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const { data: config, isPending } = useVendorGameTypes();
  return (
    <section className="lob-page" aria-labelledby="lob-page-title">
      <h1 id="lob-page-title" className="lob-page__title">
        {title}
      </h1>
      {isPending && <Skeleton />}
      {config &&
        groupVendors(config).map((group) => (
          <div key={group.category} className="lob-section">
            <h2 className="lob-section__title">{t(`tabs.${group.category}`)}</h2>
            <VendorStrip
              vendors={group.vendors}
              label={t(`tabs.${group.category}`)}
              onPick={(vassalage) =>
                void navigate(
                  CENTER_CATEGORIES.includes(group.category)
                    ? CATEGORY_PATHS[group.category]
                    : vendorListPath(group.category, vassalage),
                )
              }
            />
          </div>
        ))}
    </section>
  );
}
