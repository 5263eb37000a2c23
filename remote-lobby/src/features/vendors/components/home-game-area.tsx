// The home game area (spec lobby §2): the tab menu (Hot, the vendor categories in the vendor sorting order,
// Favourites, Recent) and the vendors of the chosen tab. Favourites and Recent need a session, otherwise the
// login popup opens and nothing changes. Game rows arrive with the lobby issue.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, EmptyState, loggedInAtom, Skeleton, useAtomValue, type Vendor } from 'shared';
import { useVendorGameTypes } from '../api/vendor-game-types';

/** 'HOT', 'FAV', 'RECENT' or a game category. */
type TabId = string;

/** A vendor listed under several game types appears once in the Hot tab. */
export function uniqueByVendor(vendors: Vendor[]): Vendor[] {
  const seen = new Set<string>();
  return vendors.filter((vendor) => !seen.has(vendor.vassalage) && Boolean(seen.add(vendor.vassalage)));
}

export function HomeGameArea() {
  const { t } = useTranslation('lobby');
  const loggedIn = useAtomValue(loggedInAtom);
  const { data, isPending, isError, refetch } = useVendorGameTypes();
  const [tab, setTab] = useState<TabId>('HOT');

  if (isPending) return <Skeleton rows={4} />;
  if (isError || !data) {
    return (
      <EmptyState
        text={t('errors.loadFailed', { ns: 'shared' })}
        action={
          <button type="button" className="lob-retry" onClick={() => void refetch()}>
            {t('common.retry', { ns: 'shared' })}
          </button>
        }
      />
    );
  }

  const categories = data.sorting.map((entry) => entry.gameCategory);
  const tabs: TabId[] = ['HOT', ...categories, 'FAV', 'RECENT'];

  const choose = (next: TabId) => {
    if ((next === 'FAV' || next === 'RECENT') && !loggedIn) {
      bus.emit('popup:open', { kind: 'login' });
      return;
    }
    setTab(next);
  };

  const allVendors: Vendor[] = Object.values(data.mapping).flat();
  const vendors =
    tab === 'HOT'
      ? uniqueByVendor(allVendors.filter((vendor) => vendor.isHot === 1))
      : tab === 'FAV' || tab === 'RECENT'
        ? []
        : (data.mapping[tab as keyof typeof data.mapping] ?? []);

  return (
    <section className="lob-area" aria-label={t('area.label')}>
      <div className="lob-tabs" role="tablist" aria-label={t('area.tabs')}>
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`lob-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="lob-panel"
            className="lob-tab"
            onClick={() => choose(id)}
          >
            {t(`tabs.${id}`, { defaultValue: id })}
          </button>
        ))}
      </div>
      <div id="lob-panel" role="tabpanel" aria-labelledby={`lob-tab-${tab}`} className="lob-panel">
        {vendors.length === 0 ? (
          <EmptyState text={t('area.noVendors')} />
        ) : (
          <ul className="lob-vendors">
            {vendors.map((vendor) => (
              <li key={`${vendor.gameType}-${vendor.vassalage}`} className="lob-vendor">
                <img src={vendor.mobileLargeIcon} alt="" width={48} height={48} loading="lazy" />
                <span>{vendor.displayName}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
