// The queries a page needs, started when the site boots instead of when the first components mount: the merchant
// config (flags and links) and the system status on every page; with a session the member's info and wallet (the
// header's balance); and the member centre's rank when the site opens on it (the badges' counts wait for the
// page's first content instead: shared/src/state/first-load.ts). Which calls those are is one table
// (shared/src/contracts/start-requests.ts): the page's loader asked for the same calls before any script arrived,
// and these queries take its answers.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { memberInfoQuery, memberWalletQuery, rankProgressQuery } from '../api/endpoints/member';
import { merchantConfigQuery, systemStatusQuery } from '../api/endpoints/system';
import { audienceOfType, type StartRequestName, startRequestNames } from '../contracts/start-requests';
import { activeSessionAtom, type SessionInfo } from '../session/session';
import { trackStartData } from './first-load';
import { mcStore } from './store';

// Silent: a failure is told by the hook that needs the answer (it fetches again on mount, or joins this fetch).
const SILENT = { silent: true };

function start<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K> & { enabled?: unknown },
): Promise<void> {
  // A query its hook would not run is not started either.
  if (options.enabled === false) return Promise.resolve();
  return client.prefetchQuery({ ...options, meta: SILENT });
}

/** Each start call's query (its hook's own options), given the session when the call needs one. */
const START_QUERIES: Record<
  StartRequestName,
  (client: QueryClient, session: SessionInfo | null) => Promise<void>
> = {
  merchantConfig: (client) => start(client, merchantConfigQuery()),
  systemStatus: (client) => start(client, systemStatusQuery()),
  memberInfo: (client, session) => start(client, memberInfoQuery(session?.token ?? null)),
  memberWallet: (client, session) => start(client, memberWalletQuery(session?.token ?? null)),
  rankProgress: (client, session) => start(client, rankProgressQuery(session?.token ?? null)),
};

/** Starts the page's start queries; resolves once all have their answer or their failure. */
export function prefetchStartQueries(client: QueryClient, pathname: string): Promise<void> {
  const session = mcStore.get(activeSessionAtom);
  const started = startRequestNames(pathname, session ? audienceOfType(session.type) : null).map((name) =>
    START_QUERIES[name](client, session),
  );
  const settled = Promise.allSettled(started).then(() => undefined);
  trackStartData(settled);
  return settled;
}
