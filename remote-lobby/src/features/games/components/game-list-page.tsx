// The game list page of a category or special entry (spec lobby §2, §4): vendor strip, search box, filter and
// provider popups, and the paged grid. The filter lives in the URL so a list can be shared and survives a reload.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  bus,
  Button,
  loggedInAtom,
  Skeleton,
  uniqueByVendor,
  useAtomValue,
  type Vendor,
  type VendorConfig,
} from 'shared';
import { PAGE_SIZE } from '../../../config';
import { SearchBox } from '../../../components/search-box';
import { useVendorGameTypes } from '../../../lib/vendors/vendor-game-types';
import { VendorStrip } from '../../../components/vendor-strip';
import { vendorsOf } from '../../../lib/vendors/vendor-groups';
import type { ListSource } from '../hooks/use-game-pages';
import {
  applyPanel,
  type FilterState,
  filterToParams,
  MEMBER_DATA_TYPES,
  panelChoiceOf,
  parseFilter,
  pickVendor,
  searchName,
  toGameListQuery,
} from '../lib/filter-state';
import { type EntryType, entryQuery, showsVendorStrip } from '../lib/special-entries';
import { type FilterOption, FilterPanel } from './filter-panel';
import { HotGamesList } from './hot-games-list';
import { PagedGrid } from './paged-grid';
import { ProviderPopup } from './provider-popup';

export interface GameListPageProps {
  entry: EntryType;
  title: string;
}

function entryVendors(entry: EntryType, config: VendorConfig | undefined): Vendor[] {
  if (!config) return [];
  if (entry === 'ESPORTS' || entry === 'COCKFIGHT') return vendorsOf(config, entry);
  const { gameType } = entryQuery(entry, config);
  return gameType ? vendorsOf(config, gameType) : uniqueByVendor(Object.values(config.mapping).flat());
}

export function GameListPage({ entry, title }: GameListPageProps) {
  const { t } = useTranslation('lobby');
  const loggedIn = useAtomValue(loggedInAtom);
  const [params, setParams] = useSearchParams();
  const [popup, setPopup] = useState<'filter' | 'provider' | null>(null);
  const { data: config, isPending: configPending } = useVendorGameTypes();
  const filter = parseFilter(params);
  const base = entryQuery(entry, config);
  const vendors = entryVendors(entry, config);

  const update = (next: FilterState) => {
    setPopup(null);
    if (MEMBER_DATA_TYPES.includes(next.dataType) && !loggedIn) {
      bus.emit('popup:open', { kind: 'login' });
      return;
    }
    setParams(filterToParams(next, params));
  };

  const classifyOptions: FilterOption[] = base.gameClassify
    ? []
    : uniqueOptions(
        vendors.flatMap((vendor) =>
          vendor.gameClassify.map(({ key, displayName }) => ({ key, label: displayName })),
        ),
      );
  const options: FilterOption[] = [
    ...classifyOptions,
    { key: 'NEW', label: t('filter.new') },
    { key: 'HOT', label: t('tabs.HOT') },
    { key: 'FAV', label: t('tabs.FAV') },
    { key: 'RECENT', label: t('tabs.RECENT') },
  ];

  const query = toGameListQuery(base, filter, 1, PAGE_SIZE.gameList);
  const source: ListSource =
    filter.dataType === 'favourite'
      ? { kind: 'favourite', gameType: base.gameType }
      : filter.dataType === 'recent'
        ? { kind: 'recent', gameType: base.gameType }
        : {
            kind: 'games',
            query: {
              gameType: query.gameType,
              vassalage: query.vassalage,
              gameClassify: query.gameClassify,
              gameName: query.gameName,
              isNew: query.isNew,
            },
          };

  // The vendor strip sits above the toolbar and the games: until the vendors are known the page holds its place as a
  // whole, so that nothing moves down when the strip comes (no layout shift on a lobby page).
  if (configPending && showsVendorStrip(entry)) return <Skeleton rows={6} />;

  return (
    <section className="lob-page" aria-labelledby="lob-page-title">
      <h1 id="lob-page-title" className="lob-page__title">
        {title}
      </h1>
      {showsVendorStrip(entry) && vendors.length > 0 && (
        <VendorStrip
          vendors={vendors}
          selected={filter.vassalage}
          withAll
          onPick={(vassalage) => update(pickVendor(vassalage))}
          label={t('providers.title')}
        />
      )}
      <div className="lob-toolbar">
        <SearchBox
          value={filter.gameName}
          onSearch={(term) => update(searchName(term))}
          label={t('search.label')}
        />
        {showsVendorStrip(entry) && vendors.length > 0 && (
          <Button variant="secondary" onClick={() => setPopup('provider')}>
            {t('providers.title')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setPopup('filter')}>
          {t('filter.title')}
        </Button>
      </div>
      {filter.dataType === 'hot' ? (
        <HotGamesList gameName={filter.gameName} />
      ) : (
        <PagedGrid source={source} title={title} />
      )}
      {popup === 'filter' && (
        <FilterPanel
          options={options}
          initial={panelChoiceOf(filter)}
          onApply={(choice) => update(applyPanel(filter, choice))}
          onClose={() => setPopup(null)}
        />
      )}
      {popup === 'provider' && (
        <ProviderPopup
          vendors={vendors}
          current={filter.vassalage}
          onConfirm={(vassalage) => update(pickVendor(vassalage))}
          onClose={() => setPopup(null)}
        />
      )}
    </section>
  );
}

function uniqueOptions(options: FilterOption[]): FilterOption[] {
  return options.filter((option, index) => options.findIndex((other) => other.key === option.key) === index);
}
