// The react-query client factory. The shell creates the page's one client; @tanstack/react-query is a shared
// singleton, so every remote's hooks read and write that same cache.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../api/api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Every failed query tells the player once, with the catalogue text; no silent failures.
      onError: (error, query) => {
        if (query.meta?.silent !== true) notifyError(error);
      },
    }),
    defaultOptions: {
      // The API client already retries idempotent calls; a second retry layer would multiply the wait when offline.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
