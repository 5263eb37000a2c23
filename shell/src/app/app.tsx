// Providers of the page, owned by the shell: the one react-query client, the one jotai store, the router (the one
// i18n instance needs no provider: it lives in the singleton `shared`).
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient, mcStore, StoreProvider } from 'shared';
import { Pwa } from '../features/pwa/pwa';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
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
