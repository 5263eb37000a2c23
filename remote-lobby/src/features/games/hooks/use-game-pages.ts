// The paged game lists (category games, favourites, recent) as one infinite query: load-more appends a page
// while pageNum < totalPages, and any change of the source (a filter) starts again at page 1 (spec lobby §4).
import { useInfiniteQuery } from '@tanstack/react-query';
import { type Game, type GameListQuery, type GameType, loggedInAtom, useAtomValue } from 'shared';
import { useLobbyLanguage } from '../../../lib/use-lobby-language';
import { fetchFavourites } from '../api/favourites';
import type { GamePage } from '../api/game-page';
import { fetchGames } from '../api/games';
import { fetchRecent } from '../api/recent';

export type ListSource =
  | { kind: 'games'; query: Omit<GameListQuery, 'pageNo' | 'pageSize'> }
  | { kind: 'favourite'; gameType: GameType | '' }
  | { kind: 'recent'; gameType: GameType | '' };

export const FIRST_PAGE = 1;

export function fetchPage(
  source: ListSource,
  pageNo: number,
  pageSize: number,
  language: string,
): Promise<GamePage> {
  switch (source.kind) {
    case 'games':
      return fetchGames({ ...source.query, language, pageNo, pageSize });
    case 'favourite':
      return fetchFavourites({ pageNo, pageSize, gameType: source.gameType }, language);
    case 'recent':
      return fetchRecent({ page: pageNo, pageSize, gameType: source.gameType }, language);
  }
}

export function nextPage(last: GamePage): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}

export function useGamePages(source: ListSource, pageSize: number) {
  const language = useLobbyLanguage();
  const loggedIn = useAtomValue(loggedInAtom);
  const query = useInfiniteQuery({
    queryKey: ['lobby', 'list', source.kind, language, source, pageSize],
    queryFn: ({ pageParam }) => fetchPage(source, pageParam, pageSize, language),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    enabled: source.kind === 'games' || loggedIn,
  });
  const games: Game[] = query.data?.pages.flatMap((page) => page.games) ?? [];
  return { ...query, games };
}
