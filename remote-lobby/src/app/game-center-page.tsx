// Game-center pages (sports, e-sports, cockfight, lottery, e-lottery, and all of them on /m/gameCenter): the
// group's vendors as tiles that launch the vendor's lobby, taken to be its first game (no vendor-lobby call exists).
import { useTranslation } from 'react-i18next';
import { EmptyState, type GameType, groupVendors, notifyError, Skeleton, type Vendor } from 'shared';
import { PAGE_SIZE } from '../config';
import { LazyImage } from '../components/lazy-image';
import { fetchGames } from '../features/games/api/games';
import { useGameLauncher } from '../lib/launch/hooks/use-game-launcher';
import { isLottery, targetOfGame } from '../lib/launch/launch-target';
import { useVendorGameTypes } from '../lib/vendors/vendor-game-types';
import { CENTER_CATEGORIES } from '../lib/vendors/category-routes';
import { prizeModeOf } from '../lib/vendors/vendor-groups';

export interface GameCenterPageProps {
  title: string;
  /** The groups shown; all center groups when absent. */
  categories?: GameType[];
}

export function GameCenterPage({ title, categories = CENTER_CATEGORIES }: GameCenterPageProps) {
  const { t, i18n } = useTranslation('lobby');
  const { data: config, isPending } = useVendorGameTypes();
  const launch = useGameLauncher();
  const groups = config ? groupVendors(config).filter((group) => categories.includes(group.category)) : [];

  const open = async (vendor: Vendor, category: GameType) => {
    try {
      const gameType = category === 'ESPORTS' || category === 'COCKFIGHT' ? 'SPORTS' : category;
      const page = await fetchGames({
        language: i18n.language,
        gameType,
        vassalage: vendor.vassalage,
        pageNo: 1,
        pageSize: PAGE_SIZE.home,
      });
      const first = page.games[0];
      if (!first) {
        notifyError(new Error('no game'));
        return;
      }
      const target = targetOfGame(first);
      const fallbackMode = config && isLottery(category) ? prizeModeOf(config) : undefined;
      await launch({ ...target, prizeMode: target.prizeMode ?? fallbackMode });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <section className="lob-page" aria-labelledby="lob-page-title">
      <h1 id="lob-page-title" className="lob-page__title">
        {title}
      </h1>
      {isPending ? (
        <Skeleton />
      ) : groups.length === 0 ? (
        <EmptyState text={t('area.noVendors')} />
      ) : (
        groups.map((group) => (
          <div key={group.category} className="lob-section">
            {categories.length > 1 && <h2 className="lob-section__title">{t(`tabs.${group.category}`)}</h2>}
            <VendorTiles vendors={group.vendors} onOpen={(vendor) => void open(vendor, group.category)} />
          </div>
        ))
      )}
    </section>
  );
}

export function VendorTiles({ vendors, onOpen }: { vendors: Vendor[]; onOpen: (vendor: Vendor) => void }) {
  const { t } = useTranslation('lobby');
  return (
    <ul className="lob-center">
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <button
            type="button"
            className="lob-center__tile"
            aria-label={t('center.open', { name: vendor.displayName })}
            onClick={() => onOpen(vendor)}
          >
            <LazyImage path={vendor.mobileLargeIcon} alt="" width={64} height={64} />
            <span>{vendor.displayName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
