// Favourites (module GAMELOFAV3, session): the list, the favourite node ids, add and remove. Changes are
// optimistic: the local lists change first and roll back with a toast when the call fails (spec lobby §4).
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  bus,
  type Game,
  type GameType,
  LOBBY_PATHS,
  loggedInAtom,
  notifyError,
  useAtomValue,
} from 'shared';
import { PAGE_SIZE } from '../../../config';
import type { GamePage } from './game-page';

export const FAVOURITE_IDS_KEY = ['lobby', 'favouriteIds'] as const;
/** Prefix of every favourite list query (the list views key their pages under it). */
export const FAVOURITE_LIST_KEY = ['lobby', 'list', 'favourite'] as const;

export interface FavouritesQuery {
  pageNo: number;
  pageSize: number;
  gameType?: GameType | '';
}

export async function fetchFavourites(query: FavouritesQuery, language: string): Promise<GamePage> {
  const value = await api.get<{ content: Game[]; pageNum: number; totalPages: number }>(
    LOBBY_PATHS.favourites,
    {
      moduleId: 'GAMELOFAV3',
      query: { ...query, language },
    },
  );
  return { games: value.content, pageNum: value.pageNum, totalPages: value.totalPages };
}

export async function fetchFavouriteIds(): Promise<string[]> {
  const value = await api.get<{ favGames: string[] }>(LOBBY_PATHS.favouriteIds, {
    moduleId: 'GAMELOFAV3',
    query: { pageNo: 1, pageSize: PAGE_SIZE.favouriteIds },
  });
  return value.favGames;
}

export function addFavourite(game: Game): Promise<null> {
  return api.post<null>(
    LOBBY_PATHS.favourite,
    { nodeId: game.nodeId, vendor: game.vassalage },
    { moduleId: 'GAMELOFAV3' },
  );
}

export function removeFavourite(game: Game): Promise<null> {
  return api.delete<null>(`${LOBBY_PATHS.favourite}/${encodeURIComponent(game.nodeId)}`, {
    moduleId: 'GAMELOFAV3',
  });
}

/** The member's favourite node ids; empty without a session. */
export function useFavouriteIds(): string[] {
  const loggedIn = useAtomValue(loggedInAtom);
  const { data } = useQuery({
    queryKey: FAVOURITE_IDS_KEY,
    queryFn: fetchFavouriteIds,
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
  return loggedIn ? (data ?? []) : [];
}

interface FavouriteChange {
  game: Game;
  add: boolean;
}

type ListSnapshot = [readonly unknown[], InfiniteData<GamePage> | undefined][];

/** Add or remove a favourite: login popup without a session, add skipped when already a favourite. */
export function useSetFavourite() {
  const client = useQueryClient();
  const loggedIn = useAtomValue(loggedInAtom);
  const mutation = useMutation({
    mutationFn: ({ game, add }: FavouriteChange) => (add ? addFavourite(game) : removeFavourite(game)),
    onMutate: async ({ game, add }: FavouriteChange) => {
      await client.cancelQueries({ queryKey: FAVOURITE_IDS_KEY });
      const previousIds = client.getQueryData<string[]>(FAVOURITE_IDS_KEY);
      const previousLists: ListSnapshot = client.getQueriesData<InfiniteData<GamePage>>({
        queryKey: FAVOURITE_LIST_KEY,
      });
      client.setQueryData<string[]>(FAVOURITE_IDS_KEY, (ids = []) =>
        add ? [...ids, game.nodeId] : ids.filter((id) => id !== game.nodeId),
      );
      if (!add) {
        client.setQueriesData<InfiniteData<GamePage>>({ queryKey: FAVOURITE_LIST_KEY }, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  games: page.games.filter((entry) => entry.nodeId !== game.nodeId),
                })),
              }
            : data,
        );
      }
      return { previousIds, previousLists };
    },
    onError: (error, _change, context) => {
      if (context) {
        client.setQueryData(FAVOURITE_IDS_KEY, context.previousIds);
        for (const [key, data] of context.previousLists) client.setQueryData(key, data);
      }
      notifyError(error);
    },
    onSuccess: (_value, { add }) => {
      // A new favourite must appear in the favourite lists; a removal is already reflected.
      if (add) void client.invalidateQueries({ queryKey: FAVOURITE_LIST_KEY });
    },
  });

  return (game: Game, add: boolean) => {
    if (!loggedIn) {
      bus.emit('popup:open', { kind: 'login' });
      return;
    }
    const ids = client.getQueryData<string[]>(FAVOURITE_IDS_KEY) ?? [];
    if (add && ids.includes(game.nodeId)) return;
    mutation.mutate({ game, add });
  };
}
