// Game list (GET LOBBY_PATHS.games, module GAMELO3): the paged games of a category or filter, in the site's
// language (spec lobby §7).
import { useQuery } from '@tanstack/react-query';
import { api, type GameListQuery, LOBBY_PATHS, type PagedGames } from 'shared';
import { PAGE_SIZE } from '../../../config';
import { useLobbyLanguage } from '../../../lib/use-lobby-language';

export function fetchGames(query: GameListQuery): Promise<PagedGames> {
  return api.get<PagedGames>(LOBBY_PATHS.games, { moduleId: 'GAMELO3', query: { ...query } });
}

/** The first page of a home row (page size 16, pageNo 1). */
export function useHomeGames(query: Omit<GameListQuery, 'pageNo' | 'pageSize'>, enabled = true) {
  const language = useLobbyLanguage();
  const full: GameListQuery = { ...query, language, pageNo: 1, pageSize: PAGE_SIZE.home };
  return useQuery({
    queryKey: ['lobby', 'games', language, full],
    queryFn: () => fetchGames(full),
    enabled,
    staleTime: 60_000,
  });
}
