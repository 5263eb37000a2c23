// What every app gets when it imports 'react-router-dom': the builds share this module under that name instead of
// the whole package (tools/webpack/create-config.ts). A shared library cannot be tree-shaken (the provider does not
// know what the consumers use), so sharing react-router itself meant 61 KB gzip of data routers, server rendering
// and framework code on every first load; this list is what the site uses, and webpack drops the rest.
// Add a name here before using it anywhere: shared/src/facades.test.ts fails on a name some source
// file imports that this module does not export (TypeScript would not notice: it types the real package).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
