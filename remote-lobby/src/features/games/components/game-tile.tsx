// A game tile (spec lobby §2): picture, vendor icon and name (a fixed size), and a favourite star except on
// lottery games. Tapping the picture launches the game.
import { useTranslation } from 'react-i18next';
import { type Game } from 'shared';
import { LazyImage } from '../../../components/lazy-image';
import { isLottery } from '../../../lib/launch/launch-target';
import { FavouriteIcon } from 'shared';

export interface GameTileProps {
  game: Game;
  favourite: boolean;
  onFavourite: (game: Game, add: boolean) => void;
  onLaunch: (game: Game) => void;
}

export function vendorIconPath(vassalage: string): string {
  return `/static/vendors/${vassalage}-COLOR.svg`;
}

export function GameTile({ game, favourite, onFavourite, onLaunch }: GameTileProps) {
  const { t } = useTranslation('lobby');
  return (
    <li className="lob-tile">
      <button
        type="button"
        className="lob-tile__play"
        aria-label={t('tile.play', { name: game.gameName })}
        onClick={() => onLaunch(game)}
      >
        <LazyImage className="lob-tile__img" path={game.iconUrl} alt="" width={96} height={96} />
        <span className="lob-tile__name">{game.gameName}</span>
      </button>
      <LazyImage
        className="lob-tile__vendor"
        path={vendorIconPath(game.vassalage)}
        alt={game.vassalage}
        width={28}
        height={14}
      />
      {!isLottery(game.gameType) && (
        <button
          type="button"
          className="lob-tile__star"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'tile.unfavourite' : 'tile.favourite', { name: game.gameName })}
          onClick={() => onFavourite(game, !favourite)}
        >
          <FavouriteIcon fill={favourite ? 'currentColor' : 'none'} />
        </button>
      )}
    </li>
  );
}
