// What the route table says about each member-area route for the visitor on this page: the same access context
// the shell's router uses (shared's useAccessContext), asked through shared's routeAccess.
import {
  type AccessContext,
  type RouteAccess,
  routeAccess,
  type RouteId,
  ROUTES,
  useAccessContext,
} from 'shared';

/** Access of a route id for the current visitor ('disabled' for an id the table does not know). */
export function accessOf(id: RouteId, context: AccessContext): RouteAccess {
  const route = ROUTES.find((candidate) => candidate.id === id);
  return route ? routeAccess(route, context) : 'disabled';
}

export function useRouteAccessOf(): (id: RouteId) => RouteAccess {
  const context = useAccessContext();
  // Made each render, as the context is: the checks are cheap.
  return (id: RouteId) => accessOf(id, context);
}
