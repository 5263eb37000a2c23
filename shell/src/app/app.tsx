// Providers of the page, owned by the shell: the one react-query client, the one jotai store, the one i18n
// instance, the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient, i18n, mcStore, StoreProvider } from 'shared';
import { Pwa } from '../features/pwa/pwa';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProvider store={mcStore}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Pwa />
        </I18nextProvider>
      </StoreProvider>
    </QueryClientProvider>
  );
}
