// A grid of game tiles with the list states: skeleton while loading, an error with retry, the empty view, and
// load-more while there are pages left.
import { useTranslation } from 'react-i18next';
import { memo, useDeferredValue } from 'react';
import { Button, EmptyState, type Game, Skeleton } from 'shared';
import { useGameLauncher } from '../../../lib/launch/hooks/use-game-launcher';
import { targetOfGame } from '../../../lib/launch/launch-target';
import { useFavouriteIds, useSetFavourite } from '../api/favourites';
import { GameTile } from './game-tile';

export interface GameGridProps {
  games: Game[];
  isPending: boolean;
  isError?: boolean;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  emptyText?: string;
  /** Lay a short row out in one or two lines (home rows). */
  rows?: 1 | 2;
  label: string;
  /**
   * While loading, hold the place of this many tiles (the page size) instead of a generic skeleton, so that what
   * follows the grid does not move when the games arrive (no layout shift on home).
   */
  placeholderTiles?: number;
}

export function GameGrid({
  games,
  isPending,
  isError = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onMore,
  emptyText,
  rows,
  label,
  placeholderTiles,
}: GameGridProps) {
  const { t } = useTranslation('lobby');
  // Games arrive by a query answer, which React renders at once, in one task: on a phone, home's sections of
  // tiles made tasks of 100 ms and more (total blocking time). The tiles render in a deferred pass, which React
  // splits into slices of a few milliseconds; until then the grid keeps what it showed (its placeholders).
  const shownGames = useDeferredValue(games);
  const tilesBehind = shownGames !== games && shownGames.length === 0;

  if ((isPending || tilesBehind) && placeholderTiles) {
    return (
      <>
        <ul className="lob-grid" aria-label={label} aria-busy="true">
          {Array.from({ length: placeholderTiles }, (_, index) => (
            <li key={index} className="lob-tile lob-tile--placeholder" />
          ))}
        </ul>
        {/* The load-more button's place too: a full first page has more. */}
        <div className="lob-more lob-more--placeholder" aria-hidden="true" />
      </>
    );
  }
  if (isPending) return <Skeleton />;
  if (isError && games.length === 0) {
    return (
      <EmptyState
        text={t('errors.loadFailed', { ns: 'shared' })}
        action={
          onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('common.retry', { ns: 'shared' })}
            </Button>
          )
        }
      />
    );
  }
  if (games.length === 0) return <EmptyState text={emptyText} />;
  if (tilesBehind) return <Skeleton />;
  return (
    <>
      <Tiles games={shownGames} rows={rows} label={label} />
      {hasMore && onMore && (
        <Button variant="secondary" block loading={loadingMore} onClick={onMore} className="lob-more">
          {t('list.more')}
        </Button>
      )}
    </>
  );
}

/** The tiles: rendered only when the games they show change (memo), which the deferred value above makes rare. */
const Tiles = memo(function Tiles({ games, rows, label }: { games: Game[]; rows?: 1 | 2; label: string }) {
  const favouriteIds = useFavouriteIds();
  const setFavourite = useSetFavourite();
  const launch = useGameLauncher();
  return (
    <ul className={rows ? `lob-grid lob-grid--rows-${rows}` : 'lob-grid'} aria-label={label}>
      {games.map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          favourite={favouriteIds.includes(game.nodeId)}
          onFavourite={setFavourite}
          onLaunch={(picked) => void launch(targetOfGame(picked))}
        />
      ))}
    </ul>
  );
});
