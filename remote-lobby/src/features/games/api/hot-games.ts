// Hot games (GET LOBBY_PATHS.hot, module GAMELOHOT3): the recommended list, with a name search (spec lobby §2).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Game, LOBBY_PATHS } from 'shared';
import { useLobbyLanguage } from '../../../lib/use-lobby-language';

export interface HotGamesQuery {
  gameName: string;
  pageSize: number;
}

export async function fetchHotGames(query: HotGamesQuery, language: string): Promise<Game[]> {
  const value = await api.get<{ list: Game[] }>(LOBBY_PATHS.hot, {
    moduleId: 'GAMELOHOT3',
    query: { ...query, language },
  });
  return value.list;
}

export function useHotGames(query: HotGamesQuery) {
  const language = useLobbyLanguage();
  return useQuery({
    queryKey: ['lobby', 'hot', language, query],
    queryFn: () => fetchHotGames(query, language),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
