// The queries every page needs, started when the site boots instead of when the first components mount: the
// merchant config (flags and links), the system status, and with a session the member's info and wallet (the
// header's balance, the member centre's card). Their answers travel while the app's code is evaluated and its first
// render is built, not after it (issue 9).
import type { QueryClient } from '@tanstack/react-query';
import { memberInfoQuery, memberWalletQuery } from '../api/endpoints/member';
import { merchantConfigQuery, systemStatusQuery } from '../api/endpoints/system';
import { activeSessionAtom } from '../session/session';
import { mcStore } from './store';

// Silent: a failure is told by the hook that needs the answer (it fetches again on mount, or joins this fetch).
const SILENT = { silent: true };

export function prefetchStartQueries(client: QueryClient): void {
  void client.prefetchQuery({ ...merchantConfigQuery(), meta: SILENT });
  void client.prefetchQuery({ ...systemStatusQuery(), meta: SILENT });
  const token = mcStore.get(activeSessionAtom)?.token ?? null;
  if (token === null) return;
  void client.prefetchQuery({ ...memberInfoQuery(token), meta: SILENT });
  void client.prefetchQuery({ ...memberWalletQuery(token), meta: SILENT });
}
