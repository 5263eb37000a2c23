// A member-area route's access for a visitor, by its id: the route table's own rule (shared's routeAccess). Without
// React, for the member centre's first paint as for its pages (hooks/use-access.ts).
import { type AccessContext, type RouteAccess, type RouteId, ROUTES, routeAccess } from 'shared';

/** Access of a route id for the current visitor ('disabled' for an id the table does not know). */
export function accessOf(id: RouteId, context: AccessContext): RouteAccess {
  const route = ROUTES.find((candidate) => candidate.id === id);
  return route ? routeAccess(route, context) : 'disabled';
}
