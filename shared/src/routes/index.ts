// Public surface of the route table: the table, its matcher, the access check and their types.
// Apps import these from 'shared'; nothing reaches into the files directly.
export {
  canonicalPath,
  CATEGORY_ROUTES,
  categoryPath,
  HOME_PATHS,
  matchRoute,
  routeAccess,
  ROUTES,
  routesOf,
  vendorListPath,
} from './route-table';
export type { RouteId } from './route-table';
export type { AccessContext, MemberRule, RemoteName, RouteAccess, RouteDef, RouteOwner } from './route-types';
