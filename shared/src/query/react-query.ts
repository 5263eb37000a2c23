// What every app gets when it imports '@tanstack/react-query': the builds share this module under that name instead
// of the whole package (tools/webpack/create-config.ts), as they do with the router (../router/react-router-dom.ts):
// a shared library cannot be tree-shaken, and the site uses a dozen of the package's names (no hydration, no
// useQueries, no suspense hooks). The package is imported by its file, not by its name, which the builds resolve to
// the shared module, this one.
// Add a name here before using it anywhere: shared/src/facades.test.ts fails on a name some source file
// imports that this module does not export.
export {
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  QueryObserver,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '../../node_modules/@tanstack/react-query/build/modern/index.js';
