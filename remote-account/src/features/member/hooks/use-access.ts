// What the route table says about each member-area route for the visitor on this page: the same access context
// the shell's router uses (shared's useAccessContext), asked through shared's routeAccess.
import { type RouteAccess, type RouteId, useAccessContext } from 'shared';
import { accessOf } from '../lib/route-access';

export function useRouteAccessOf(): (id: RouteId) => RouteAccess {
  const context = useAccessContext();
  // Made each render, as the context is: the checks are cheap.
  return (id: RouteId) => accessOf(id, context);
}
