// Which of some member pages this signed-in member may open now, asked of the route table (its flags and rules),
// so a link to a switched-off page is never shown.
import {
  type AccessContext,
  routeAccess,
  type RouteId,
  ROUTES,
  sessionAtom,
  useAtomValue,
  useMerchantConfig,
} from 'shared';

export function useOpenRoutes<T extends RouteId>(ids: readonly T[]): T[] {
  const session = useAtomValue(sessionAtom);
  const flags = useMerchantConfig().data?.flags ?? {};
  const context: AccessContext = {
    loggedIn: session !== null,
    memberType: session?.type ?? null,
    toUpline: false,
    isTrial: false,
    flags,
  };
  return ids.filter((id) => {
    const route = ROUTES.find((candidate) => candidate.id === id);
    return route !== undefined && routeAccess(route, context) === 'allow';
  });
}
