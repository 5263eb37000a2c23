import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { bus, createQueryClient, LOBBY_PATHS, mcStore, StoreProvider, type ToastRequest } from 'shared';
import { apiAnswer, apiUnreachable, heldBack, recorder, setupNetwork } from 'shared/testing';
import { game, signIn, signOut } from '../../../testing/render';
import { FAVOURITE_IDS_KEY, FAVOURITE_LIST_KEY, useSetFavourite } from './favourites';
import type { GamePage } from './game-page';

const server = setupNetwork();
const added = recorder();
const removed = recorder();

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={mcStore}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </StoreProvider>
  );
  const { result } = renderHook(() => useSetFavourite(), { wrapper });
  return { client, setFavourite: result.current };
}

const listKey = [...FAVOURITE_LIST_KEY, 'en', { kind: 'favourite', gameType: '' }, 16];
const listOf = (...ids: string[]): InfiniteData<GamePage> => ({
  pages: [{ games: ids.map((id) => game(id)), pageNum: 1, totalPages: 1 }],
  pageParams: [1],
});

beforeEach(() => {
  added.requests.length = 0;
  removed.requests.length = 0;
  signIn();
});
afterEach(signOut);

describe('favourite changes', () => {
  it('adds optimistically, before the server answers', async () => {
    const answer = heldBack();
    server.use(
      apiAnswer<null>(LOBBY_PATHS.favourite, null, {
        method: 'post',
        onRequest: added.onRequest,
        until: answer.until,
      }),
    );
    const { client, setFavourite } = setup();
    client.setQueryData(FAVOURITE_IDS_KEY, ['a']);
    act(() => setFavourite(game('b'), true));
    await waitFor(() => expect(added.requests).toHaveLength(1));
    expect(client.getQueryData(FAVOURITE_IDS_KEY)).toEqual(['a', 'b']);
    expect(added.requests[0]?.body).toEqual({ nodeId: 'b', vendor: 'JL' });
    expect(added.requests[0]?.query.get('moduleId')).toBe('GAMELOFAV3');
    await act(() => {
      answer.release();
      return Promise.resolve();
    });
  });

  it('skips the add when the game is already a favourite', () => {
    const { client, setFavourite } = setup();
    client.setQueryData(FAVOURITE_IDS_KEY, ['a']);
    act(() => setFavourite(game('a'), true));
    expect(added.requests).toHaveLength(0);
  });

  it('removes from the ids and the favourite list first, and rolls both back with a toast when the call fails', async () => {
    const answer = heldBack();
    server.use(
      apiUnreachable(`${LOBBY_PATHS.favourite}/a`, {
        method: 'delete',
        onRequest: removed.onRequest,
        until: answer.until,
      }),
    );
    const toasts: ToastRequest[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    const { client, setFavourite } = setup();
    client.setQueryData(FAVOURITE_IDS_KEY, ['a', 'b']);
    client.setQueryData(listKey, listOf('a', 'b'));
    act(() => setFavourite(game('a'), false));
    await waitFor(() => expect(removed.requests).toHaveLength(1));
    expect(client.getQueryData(FAVOURITE_IDS_KEY)).toEqual(['b']);
    expect(
      client.getQueryData<InfiniteData<GamePage>>(listKey)!.pages[0]!.games.map((g) => g.nodeId),
    ).toEqual(['b']);

    await act(() => {
      answer.release();
      return Promise.resolve();
    });
    await waitFor(() => expect(client.getQueryData(FAVOURITE_IDS_KEY)).toEqual(['a', 'b']));
    expect(
      client.getQueryData<InfiniteData<GamePage>>(listKey)!.pages[0]!.games.map((g) => g.nodeId),
    ).toEqual(['a', 'b']);
    expect(toasts).toEqual([expect.objectContaining({ type: 'offline', id: 'error:network.offline' })]);
    stop();
  });

  it('opens the login popup and changes nothing without a session', () => {
    signOut();
    const popups: unknown[] = [];
    const stop = bus.on('popup:open', (payload) => popups.push(payload));
    const { client, setFavourite } = setup();
    client.setQueryData(FAVOURITE_IDS_KEY, ['a']);
    act(() => setFavourite(game('b'), true));
    stop();
    expect(popups).toEqual([{ kind: 'login' }]);
    expect(client.getQueryData(FAVOURITE_IDS_KEY)).toEqual(['a']);
    expect(added.requests).toHaveLength(0);
  });
});
