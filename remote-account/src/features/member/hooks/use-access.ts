// What the route table says about each member-area route for the visitor on this page: the same inputs the
// shell's router uses (session, trial session, member info, merchant flags), asked through shared's routeAccess.
import { useCallback } from 'react';
import {
  type AccessContext,
  loggedInAtom,
  type RouteAccess,
  routeAccess,
  type RouteId,
  ROUTES,
  sessionAtom,
  trialSessionAtom,
  useAtomValue,
  useMemberInfo,
  useMerchantConfig,
} from 'shared';

export function useAccessContext(): AccessContext {
  const loggedIn = useAtomValue(loggedInAtom);
  const session = useAtomValue(sessionAtom);
  const trial = useAtomValue(trialSessionAtom);
  const { data: member } = useMemberInfo();
  const { data: config } = useMerchantConfig();
  return {
    loggedIn,
    memberType: member?.type ?? session?.type ?? trial?.type ?? null,
    toUpline: member?.toUpline ?? false,
    isTrial: !session && Boolean(trial),
    flags: config?.flags ?? {},
  };
}

/** Access of a route id for the current visitor ('disabled' for an id the table does not know). */
export function accessOf(id: RouteId, context: AccessContext): RouteAccess {
  const route = ROUTES.find((candidate) => candidate.id === id);
  return route ? routeAccess(route, context) : 'disabled';
}

export function useRouteAccessOf(): (id: RouteId) => RouteAccess {
  const context = useAccessContext();
  // Recomputed per render: the context object is rebuilt each time and the checks are cheap.
  return useCallback((id: RouteId) => accessOf(id, context), [context]);
}
