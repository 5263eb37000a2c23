// Winner board (GET LOBBY_PATHS.winners, module GAMELO3): recent big winners, 20 entries of all categories.
import { useQuery } from '@tanstack/react-query';
import { api, LOBBY_PATHS, type Winner } from 'shared';
import { WINNER_BOARD } from '../../../config';
import { useLobbyLanguage } from '../../../lib/use-lobby-language';

export function fetchWinners(language: string): Promise<Winner[]> {
  return api.get<Winner[]>(LOBBY_PATHS.winners, {
    moduleId: 'GAMELO3',
    query: { gameCategory: WINNER_BOARD.gameCategory, language, limitNum: WINNER_BOARD.limit },
  });
}

export function useWinners() {
  const language = useLobbyLanguage();
  return useQuery({
    queryKey: ['lobby', 'winners', language],
    queryFn: () => fetchWinners(language),
    staleTime: 60_000,
    // The board is decoration: a failure hides it instead of toasting.
    meta: { silent: true },
  });
}
