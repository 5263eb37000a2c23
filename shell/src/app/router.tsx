// The router, built from shared's route table: every path of the spec, home aliases, unknown paths to home.
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { useState } from 'react';
import { ROUTES } from 'shared';
import { Layout } from './layout/layout';
import { RouteScreen } from './route-screen';

export function buildRoutes(): RouteObject[] {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  for (const route of ROUTES) {
    for (const path of route.paths) {
      // The router ignores trailing slashes, so '/m' and '/m/' are one route.
      const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
      if (seen.has(normalized)) continue;
      seen.add(normalized);
      children.push({ path: normalized, element: <RouteScreen route={route} /> });
    }
  }
  children.push({ path: '*', element: <Navigate to="/m/home" replace /> });
  return [{ element: <Layout />, children }];
}

/** The site's routes, rendered inside the BrowserRouter of App (a declarative router: no data APIs are used). */
export function AppRoutes() {
  const [routes] = useState(buildRoutes);
  return useRoutes(routes);
}
