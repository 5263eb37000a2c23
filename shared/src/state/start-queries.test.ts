import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { api } from '../api/api';
import { API_PATHS } from '../api/contract';
import { memberInfoQuery } from '../api/endpoints/member';
import { ApiError } from '../api/errors';
import { bus } from '../bus/event-bus';
import { signIn, signOut } from '../testing/render';
import { createQueryClient } from './query-client';
import { prefetchStartQueries } from './start-queries';

afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

/** The platform API: each path answers `{ path }`, or fails with `failing`. */
function serve(failing?: ApiError) {
  return jest
    .spyOn(api, 'get')
    .mockImplementation((path: string) =>
      failing ? Promise.reject(failing) : Promise.resolve({ path } as never),
    );
}

/** Until no query of `client` is fetching. */
const settled = (client: QueryClient) => waitFor(() => expect(client.isFetching()).toBe(0));

const requested = (get: jest.SpyInstance) => get.mock.calls.map(([path]) => path as string).sort();

describe('prefetchStartQueries', () => {
  it("starts a guest's merchant config and system status at once, into the queries the hooks read", async () => {
    const get = serve();
    const client = createQueryClient();
    prefetchStartQueries(client);
    expect(requested(get)).toEqual([API_PATHS.systemConfig, API_PATHS.systemStatus].sort());
    await settled(client);
    expect(client.getQueryData(['system', 'config'])).toEqual({ path: API_PATHS.systemConfig });
  });

  it("with a session also starts the member's info and wallet, keyed by the session's token", async () => {
    signIn();
    const get = serve();
    const client = createQueryClient();
    prefetchStartQueries(client);
    expect(requested(get)).toEqual(
      [API_PATHS.systemConfig, API_PATHS.systemStatus, API_PATHS.memberInfo, API_PATHS.memberWallet].sort(),
    );
    await settled(client);
    expect(client.getQueryData(memberInfoQuery('t').queryKey)).toEqual({ path: API_PATHS.memberInfo });
  });

  it('says nothing of a failure itself: the hook that needs the answer fetches again and tells the player once', async () => {
    const toasts: unknown[] = [];
    const off = bus.on('toast', (toast) => toasts.push(toast));
    try {
      serve(new ApiError('network.offline', 0));
      const client = createQueryClient();
      prefetchStartQueries(client);
      await settled(client);
      expect(toasts).toHaveLength(0);

      // A component's query on mount: it fetches again (no data yet) and its failure is told.
      const observer = new QueryObserver(client, {
        queryKey: ['system', 'config'],
        queryFn: () => api.get('x', { moduleId: 'COMM3' }),
      });
      const unsubscribe = observer.subscribe(() => undefined);
      await settled(client);
      unsubscribe();
      expect(toasts).toHaveLength(1);
    } finally {
      off();
    }
  });
});
