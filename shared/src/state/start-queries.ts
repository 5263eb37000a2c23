// The queries a page needs, started when the site boots instead of when the first components mount: the merchant
// config (flags and links) and the system status on every page; with a session the member's info and wallet (the
// header's balance) and the reward counts (the member tab's badge); and the member centre's own data (rank, unread
// mail) when the site opens on it. Their answers travel while the app's code is evaluated and its first render is
// built, not after it (issue 9).
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  mailUnreadQuery,
  memberInfoQuery,
  memberWalletQuery,
  rankProgressQuery,
  rewardCountsQuery,
} from '../api/endpoints/member';
import { merchantConfigQuery, systemStatusQuery } from '../api/endpoints/system';
import { matchRoute } from '../routes/route-table';
import { activeSessionAtom } from '../session/session';
import { mcStore } from './store';

// Silent: a failure is told by the hook that needs the answer (it fetches again on mount, or joins this fetch).
const SILENT = { silent: true };

export function prefetchStartQueries(client: QueryClient, pathname: string): void {
  const start = <T, K extends QueryKey>(
    options: FetchQueryOptions<T, Error, T, K> & { enabled?: unknown },
  ) => {
    // A query its hook would not run (a trial session's mailbox) is not started either.
    if (options.enabled === false) return;
    void client.prefetchQuery({ ...options, meta: SILENT });
  };
  start(merchantConfigQuery());
  start(systemStatusQuery());
  const session = mcStore.get(activeSessionAtom);
  if (session === null) return;
  start(memberInfoQuery(session.token));
  start(memberWalletQuery(session.token));
  start(rewardCountsQuery(session));
  const route = matchRoute(pathname)?.id;
  if (route === 'member' || route === 'vipBenefits') start(rankProgressQuery(session.token));
  if (route === 'member') start(mailUnreadQuery(session));
}
