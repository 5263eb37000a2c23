// The access decision for a route with what the page knows now: the session (type is in the session info),
// the merchant's flags, and member info when a rule needs it. 'pending' while that data is loading.
import {
  type RouteAccess,
  routeAccess,
  type RouteDef,
  useAccessContext,
  useMemberInfo,
  useMerchantConfig,
} from 'shared';

export function useRouteAccess(route: RouteDef): RouteAccess | 'pending' {
  const context = useAccessContext();
  const config = useMerchantConfig();
  const member = useMemberInfo();
  if ((route.flag || route.anyFlag) && !config.data && config.isPending) return 'pending';
  if (route.memberRule === 'uplineTransfer' && context.loggedIn && !member.data && member.isPending) {
    return 'pending';
  }
  return routeAccess(route, context);
}
