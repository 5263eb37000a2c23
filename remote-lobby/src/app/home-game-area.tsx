// The home game area (spec lobby §2): the jackpot counter, the tab menu (Hot, the vendor categories in the
// vendor sorting order with the sports split, Favourites, Recent) and the chosen tab's sections, then the winner
// board. Favourites and Recent need a session, otherwise the login popup opens and the tab stays.
import { useTranslation } from 'react-i18next';
import { memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  bus,
  EmptyState,
  groupVendors,
  HOME_LAYOUT,
  loggedInAtom,
  Skeleton,
  useAtomValue,
  useNearScreen,
  type VendorGroup,
} from 'shared';
import { PAGE_SIZE } from '../config';
import { HotGamesList } from '../features/games/components/hot-games-list';
import { GameGrid } from '../features/games/components/game-grid';
import { PagedGrid } from '../features/games/components/paged-grid';
import { useHomeGames } from '../features/games/api/games';
import { JackpotCounter } from '../features/winners/components/jackpot-counter';
import { WinnerBoard } from '../features/winners/components/winner-board';
import { useVendorGameTypes } from '../lib/vendors/vendor-game-types';
import { CATEGORY_PATHS, CENTER_CATEGORIES, vendorListPath } from '../lib/vendors/category-routes';
import { VendorStrip } from '../components/vendor-strip';

/** 'HOT', 'FAV', 'RECENT' or a game category. */
type TabId = string;

export function HomeGameArea() {
  const { t } = useTranslation('lobby');
  const { data: answer, isPending, isError, refetch } = useVendorGameTypes();
  // The answer comes in a synchronous render; the whole area (tabs, every category's strip and row) renders in a
  // deferred pass that React splits into short slices (one long task on a phone otherwise).
  const data = useDeferredValue(answer);
  const groups = useMemo(() => (data ? groupVendors(data) : null), [data]);

  if (isPending || (answer && !data)) return <Skeleton rows={4} />;
  if (isError || !groups) {
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

  return (
    <section className="lob-area" aria-label={t('area.label')}>
      <JackpotCounter />
      <GameTabs groups={groups} />
      <WinnerBoard />
    </section>
  );
}

/**
 * The tab menu and the chosen tab's sections. A tap on a tab marks it at once (a render of the tab bar only); the
 * sections, a grid of tiles or all of Hot's rows, follow in a deferred pass that React renders in slices, so the tap
 * paints without waiting for them.
 */
function GameTabs({ groups }: { groups: VendorGroup[] }) {
  const { t } = useTranslation('lobby');
  const loggedIn = useAtomValue(loggedInAtom);
  const [tab, setTab] = useState<TabId>('HOT');
  const shownTab = useDeferredValue(tab);
  const tabs: TabId[] = ['HOT', ...groups.map((group) => group.category), 'FAV', 'RECENT'];

  const choose = (next: TabId) => {
    if ((next === 'FAV' || next === 'RECENT') && !loggedIn) {
      bus.emit('popup:open', { kind: 'login' });
      return;
    }
    setTab(next);
  };

  return (
    <>
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
      <TabPanel tab={shownTab} groups={groups} />
    </>
  );
}

/** The sections of a tab: rendered only when the tab shown or the categories change. */
const TabPanel = memo(function TabPanel({ tab, groups }: { tab: TabId; groups: VendorGroup[] }) {
  const { t } = useTranslation('lobby');
  return (
    <div id="lob-panel" role="tabpanel" aria-labelledby={`lob-tab-${tab}`} className="lob-panel">
      {tab === 'HOT' && (
        <>
          <section className="lob-section" aria-labelledby="lob-hot-title">
            <h2 id="lob-hot-title" className="lob-section__title">
              {t('tabs.HOT')}
            </h2>
            <HotGamesList withSearch />
          </section>
          {groups.map((group) => (
            <CategorySection key={group.category} group={group} />
          ))}
        </>
      )}
      {tab === 'FAV' && (
        <PagedGrid
          source={{ kind: 'favourite', gameType: '' }}
          title={t('tabs.FAV')}
          pageSize={PAGE_SIZE.favourites}
        />
      )}
      {tab === 'RECENT' && (
        <PagedGrid
          source={{ kind: 'recent', gameType: '' }}
          title={t('tabs.RECENT')}
          pageSize={PAGE_SIZE.recentGames}
        />
      )}
      {groups
        .filter((group) => group.category === tab)
        .map((group) => (
          <CategorySection key={group.category} group={group} />
        ))}
    </div>
  );
});

/** One category on home: a lottery/sports panel of vendor tiles, or a vendor strip and a game row with 'more'. */
export function CategorySection({ group }: { group: VendorGroup }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const { category, vendors } = group;
  const isCenter = CENTER_CATEGORIES.includes(category);
  const titleId = `lob-section-${category}`;
  return (
    <section className="lob-section" aria-labelledby={titleId}>
      <div className="lob-section__head">
        <h2 id={titleId} className="lob-section__title">
          {t(`tabs.${category}`)}
        </h2>
        <Link
          className="lob-link"
          to={CATEGORY_PATHS[category]}
          aria-label={t('area.moreOf', { name: t(`tabs.${category}`) })}
        >
          {t('area.more')}
        </Link>
      </div>
      <VendorStrip
        vendors={vendors}
        label={t('area.providersOf', { name: t(`tabs.${category}`) })}
        onPick={(vassalage) =>
          void navigate(
            isCenter
              ? CATEGORY_PATHS[category]
              : vendorListPath(category === 'RNG' ? 'RNG' : category, vassalage),
          )
        }
      />
      {!isCenter && <HomeGameRow group={group} />}
    </section>
  );
}

function HomeGameRow({ group }: { group: VendorGroup }) {
  const { t } = useTranslation('lobby');
  const { data, isPending, isError, refetch } = useHomeGames({ gameType: group.category });
  // The row's tiles render once it comes near the screen: most of home's rows are below the fold, and building
  // their tiles while the page loads was most of its main-thread work (total blocking time). Until then the games are
  // fetched and their exact place is held, so nothing moves when the tiles come.
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  const games = data?.games ?? [];
  const rows = games.length > HOME_LAYOUT.twoRowsAboveGames ? 2 : 1;
  return (
    <div ref={place} className="lob-home-row">
      {near || !data || games.length === 0 ? (
        <GameGrid
          label={t(`tabs.${group.category}`)}
          games={games}
          isPending={isPending}
          isError={isError}
          onRetry={() => void refetch()}
          rows={rows}
          emptyText={t('list.empty')}
        />
      ) : (
        <div className={`lob-home-row__place lob-home-row__place--rows-${rows}`} aria-hidden="true" />
      )}
    </div>
  );
}
