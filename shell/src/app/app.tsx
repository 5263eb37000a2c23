// Providers of the page, owned by the shell: the one react-query client, the one jotai store, the router (the one
// i18n instance needs no provider: it lives in the singleton `shared`).
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { mcStore, StoreProvider } from 'shared';
import { Pwa } from '../features/pwa/pwa';
import { AppRoutes } from './router';

/** `queryClient`: the page's one client, made at boot (bootstrap.tsx starts the first queries on it). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProvider store={mcStore}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Pwa />
      </StoreProvider>
    </QueryClientProvider>
  );
}
