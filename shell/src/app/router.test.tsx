import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDef } from 'shared';
import { buildRoutes } from './router';
import { RouteScreen } from './route-screen';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

function children(): RouteObject[] {
  const routes = buildRoutes();
  expect(routes).toHaveLength(1);
  return routes[0]?.children ?? [];
}

function routeDefOf(route: RouteObject): RouteDef | undefined {
  const { element } = route;
  if (!isValidElement<{ route: RouteDef }>(element) || element.type !== RouteScreen) return undefined;
  return element.props.route;
}

function matchedPath(pathname: string): string | undefined {
  const matches = matchRoutes(buildRoutes(), pathname);
  return matches?.at(-1)?.route.path;
}

describe('buildRoutes', () => {
  it('has a route for every path of the shared route table', () => {
    const paths = new Set(children().map((route) => route.path));
    for (const def of ROUTES) {
      for (const path of def.paths) expect(paths).toContain(normalise(path));
    }
  });

  it('renders each path with the route definition that owns it', () => {
    for (const route of children()) {
      if (route.path === '*') continue;
      const def = routeDefOf(route);
      expect(def).toBeDefined();
      expect(def?.paths.map(normalise)).toContain(route.path);
    }
  });

  it('has no duplicate paths', () => {
    const paths = children().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sends unknown paths to /m/home with a catch-all that is the last route', () => {
    const routes = children();
    const catchAll = routes.at(-1);
    expect(catchAll?.path).toBe('*');
    const element = catchAll?.element;
    expect(isValidElement(element)).toBe(true);
    if (!isValidElement<{ to: string; replace?: boolean }>(element)) return;
    expect(element.type).toBe(Navigate);
    expect(element.props.to).toBe('/m/home');
    expect(element.props.replace).toBe(true);
    expect(routes.filter((route) => route.path === '*')).toHaveLength(1);
  });

  it('matches the home aliases, trailing slashes included, to home and anything else to the catch-all', () => {
    for (const alias of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) {
      const path = matchedPath(alias);
      const route = children().find((candidate) => candidate.path === path);
      expect(route && routeDefOf(route)?.id).toBe('home');
    }
    expect(matchedPath('/m/no-such-page')).toBe('*');
    expect(matchedPath('/m/member/')).toBe('/m/member');
  });
});
