// Exposed './Pages': the lobby's pages by route id (category lists, special entries, the member lists, search,
// providers and the game-center pages), with the game frame their launches open in.
import { useTranslation } from 'react-i18next';
import type { ComponentType, ReactNode } from 'react';
import { PageSwitch, type RemotePagesProps } from 'shared';
import { GameListPage } from '../features/games/components/game-list-page';
import {
  FavouriteGamesPage,
  HotGamesPage,
  RecentGamesPage,
  SearchPage,
} from '../features/games/components/list-pages';
import type { EntryType } from '../features/games/lib/special-entries';
import { GameFrame } from '../lib/launch/components/game-frame';
import { GameCenterPage } from '../app/game-center-page';
import { ProviderPage } from '../features/vendors/components/provider-page';
import '../setup';

/** A page titled with its route's name. */
function titled(routeId: string, render: (title: string) => ReactNode): ComponentType {
  function Page() {
    const { t } = useTranslation();
    return <>{render(t(`routes.${routeId}`, { defaultValue: routeId }))}</>;
  }
  Page.displayName = `LobbyPage(${routeId})`;
  return Page;
}

const list = (routeId: string, entry: EntryType) =>
  titled(routeId, (title) => <GameListPage key={routeId} entry={entry} title={title} />);

export const LIST_ENTRIES: Record<string, EntryType> = {
  liveGames: 'LIVE',
  slotGames: 'RNG',
  fishingGames: 'FISH',
  pokerGames: 'PVP',
  inHouse: 'INHOUSE',
  jiliGames: 'JL',
  rtgGames: 'RTG',
  bingo: 'BINGO',
  jackpots: 'JACKPOT',
};

const PAGES: Record<string, ComponentType> = {
  ...Object.fromEntries(
    Object.entries(LIST_ENTRIES).map(([routeId, entry]) => [routeId, list(routeId, entry)]),
  ),
  sportGames: titled('sportGames', (title) => <GameCenterPage title={title} categories={['SPORTS']} />),
  esportGames: titled('esportGames', (title) => <GameCenterPage title={title} categories={['ESPORTS']} />),
  cockfight: titled('cockfight', (title) => <GameCenterPage title={title} categories={['COCKFIGHT']} />),
  lottery: titled('lottery', (title) => <GameCenterPage title={title} categories={['LOTT']} />),
  electronicLottery: titled('electronicLottery', (title) => (
    <GameCenterPage title={title} categories={['ELOTT']} />
  )),
  gameCenter: titled('gameCenter', (title) => <GameCenterPage title={title} />),
  hotGames: titled('hotGames', (title) => <HotGamesPage title={title} />),
  searchGames: titled('searchGames', (title) => <SearchPage title={title} />),
  recentGames: titled('recentGames', (title) => <RecentGamesPage title={title} />),
  favouriteGames: titled('favouriteGames', (title) => <FavouriteGamesPage title={title} />),
  provider: titled('provider', (title) => <ProviderPage title={title} />),
};

export default function LobbyPages({ routeId }: RemotePagesProps) {
  return (
    <>
      <PageSwitch routeId={routeId} pages={PAGES} />
      <GameFrame />
    </>
  );
}
