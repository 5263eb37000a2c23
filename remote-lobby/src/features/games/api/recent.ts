// Recent games (GET LOBBY_PATHS.recent, module GAMELOREC3, session): the member's last played games.
import { api, type Game, type GameType, LOBBY_PATHS } from 'shared';
import type { GamePage } from './game-page';

export interface RecentQuery {
  page: number;
  pageSize: number;
  gameType?: GameType | '';
}

export async function fetchRecent(query: RecentQuery, language: string): Promise<GamePage> {
  const value = await api.get<{ list: Game[]; totalPages: number }>(LOBBY_PATHS.recent, {
    moduleId: 'GAMELOREC3',
    query: { ...query, language },
  });
  return { games: value.list, pageNum: query.page, totalPages: value.totalPages };
}
