import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { bus, createQueryClient, mcStore, StoreProvider } from 'shared';
import { game, signIn, signOut } from '../../../testing/render';
import { FAVOURITE_IDS_KEY, FAVOURITE_LIST_KEY, useSetFavourite } from './favourites';
import type { GamePage } from './game-page';

jest.mock('shared', () => {
  const actual = jest.requireActual<typeof import('shared')>('shared');
  return {
    ...actual,
    api: { get: jest.fn(), post: jest.fn(), delete: jest.fn() },
    notifyError: jest.fn(),
  };
});

const shared = jest.requireMock<{ api: { post: jest.Mock; delete: jest.Mock }; notifyError: jest.Mock }>(
  'shared',
);

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
  jest.clearAllMocks();
  signIn();
});
afterEach(signOut);

describe('favourite changes', () => {
  it('adds optimistically, before the server answers', async () => {
    let answer: (value: null) => void = () => undefined;
    shared.api.post.mockReturnValue(new Promise<null>((resolve) => (answer = resolve)));
    const { client, setFavourite } = setup();
    client.setQueryData(FAVOURITE_IDS_KEY, ['a']);
    act(() => setFavourite(game('b'), true));
    await waitFor(() => expect(client.getQueryData(FAVOURITE_IDS_KEY)).toEqual(['a', 'b']));
    expect(shared.api.post).toHaveBeenCalledWith(
      '/wps/game/favourite',
      { nodeId: 'b', vendor: 'JL' },
      { moduleId: 'GAMELOFAV3' },
    );
    await act(() => {
      answer(null);
      return Promise.resolve();
    });
  });

  it('skips the add when the game is already a favourite', () => {
    const { client, setFavourite } = setup();
    client.setQueryData(FAVOURITE_IDS_KEY, ['a']);
    act(() => setFavourite(game('a'), true));
    expect(shared.api.post).not.toHaveBeenCalled();
  });

  it('removes from the ids and the favourite list first, and rolls both back with a toast when the call fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    shared.api.delete.mockReturnValue(new Promise<null>((_resolve, reject) => (fail = reject)));
    const { client, setFavourite } = setup();
    client.setQueryData(FAVOURITE_IDS_KEY, ['a', 'b']);
    client.setQueryData(listKey, listOf('a', 'b'));
    act(() => setFavourite(game('a'), false));
    await waitFor(() => expect(client.getQueryData(FAVOURITE_IDS_KEY)).toEqual(['b']));
    expect(
      client.getQueryData<InfiniteData<GamePage>>(listKey)!.pages[0]!.games.map((g) => g.nodeId),
    ).toEqual(['b']);

    await act(() => {
      fail(new Error('offline'));
      return Promise.resolve();
    });
    await waitFor(() => expect(client.getQueryData(FAVOURITE_IDS_KEY)).toEqual(['a', 'b']));
    expect(
      client.getQueryData<InfiniteData<GamePage>>(listKey)!.pages[0]!.games.map((g) => g.nodeId),
    ).toEqual(['a', 'b']);
    expect(shared.notifyError).toHaveBeenCalledTimes(1);
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
    expect(shared.api.post).not.toHaveBeenCalled();
  });
});
