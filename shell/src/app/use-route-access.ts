// The access decision for a route with what the page knows now: the session (type is in the session info),
// the merchant's flags, and member info when a rule needs it. 'pending' while that data is loading.
import {
  loggedInAtom,
  type RouteAccess,
  routeAccess,
  type RouteDef,
  sessionAtom,
  trialSessionAtom,
  useAtomValue,
  useMemberInfo,
  useMerchantConfig,
} from 'shared';

export function useRouteAccess(route: RouteDef): RouteAccess | 'pending' {
  const loggedIn = useAtomValue(loggedInAtom);
  const session = useAtomValue(sessionAtom);
  const trial = useAtomValue(trialSessionAtom);
  const config = useMerchantConfig();
  const member = useMemberInfo();
  if ((route.flag || route.anyFlag) && !config.data && config.isPending) return 'pending';
  if (route.memberRule === 'uplineTransfer' && loggedIn && !member.data && member.isPending) return 'pending';
  return routeAccess(route, {
    loggedIn,
    memberType: member.data?.type ?? session?.type ?? trial?.type ?? null,
    toUpline: member.data?.toUpline ?? false,
    isTrial: !session && Boolean(trial),
    flags: config.data?.flags ?? {},
  });
}
