import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { api } from '../api/api';
import { API_PATHS, MONEY_PATHS } from '../api/contract';
import { memberInfoQuery } from '../api/endpoints/member';
import { ApiError } from '../api/errors';
import { bus } from '../bus/event-bus';
import { MEMBER_TYPES } from '../config/constants';
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

const EVERY_PAGE = [API_PATHS.systemConfig, API_PATHS.systemStatus];
const SIGNED_IN = [API_PATHS.memberInfo, API_PATHS.memberWallet];

const requested = (get: jest.SpyInstance) => get.mock.calls.map(([path]) => path as string).sort();

describe('prefetchStartQueries', () => {
  it("starts a guest's merchant config and system status at once, into the queries the hooks read", async () => {
    const get = serve();
    const client = createQueryClient();
    const started = prefetchStartQueries(client, '/m/member');
    expect(requested(get)).toEqual([API_PATHS.systemConfig, API_PATHS.systemStatus].sort());
    // What waits for the page's first load waits for this: it resolves once every start query has its answer.
    await started;
    expect(client.isFetching()).toBe(0);
    expect(client.getQueryData(['system', 'config'])).toEqual({ path: API_PATHS.systemConfig });
  });

  it("with a session also starts the member's info and wallet, keyed by the session's token", async () => {
    signIn();
    const get = serve();
    const client = createQueryClient();
    void prefetchStartQueries(client, '/m/home');
    expect(requested(get)).toEqual([...EVERY_PAGE, ...SIGNED_IN].sort());
    await settled(client);
    expect(client.getQueryData(memberInfoQuery('t').queryKey)).toEqual({ path: API_PATHS.memberInfo });
  });

  it("opened on the member centre, also starts the centre's rank (by any of its paths), never a badge's count", () => {
    signIn();
    const get = serve();
    for (const path of ['/m/member', '/m/mine']) {
      get.mockClear();
      void prefetchStartQueries(createQueryClient(), path);
      expect(requested(get)).toEqual([...EVERY_PAGE, ...SIGNED_IN, MONEY_PATHS.rankProgress].sort());
    }
    get.mockClear();
    void prefetchStartQueries(createQueryClient(), '/m/member/benefits');
    expect(requested(get)).toEqual([...EVERY_PAGE, ...SIGNED_IN, MONEY_PATHS.rankProgress].sort());
  });

  it('with a trial session starts no mailbox or reward counts, as the hooks would not', () => {
    signIn(MEMBER_TYPES.guestLike);
    const get = serve();
    void prefetchStartQueries(createQueryClient(), '/m/member');
    expect(requested(get)).toEqual(
      [...EVERY_PAGE, API_PATHS.memberInfo, API_PATHS.memberWallet, MONEY_PATHS.rankProgress].sort(),
    );
  });

  it('says nothing of a failure itself: the hook that needs the answer fetches again and tells the player once', async () => {
    const toasts: unknown[] = [];
    const off = bus.on('toast', (toast) => toasts.push(toast));
    try {
      serve(new ApiError('network.offline', 0));
      const client = createQueryClient();
      // Failures included: they settle the start as well.
      await prefetchStartQueries(client, '/m/home');
      expect(client.isFetching()).toBe(0);
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
