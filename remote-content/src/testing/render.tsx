// Test helpers of the content remote: render inside the page's providers (the shared store, a query client with
// the merchant config cached, English texts, a memory router).
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  createQueryClient,
  i18n,
  mcStore,
  type MerchantConfig,
  sessionAtom,
  StoreProvider,
  WHITE_LABEL_FLAGS,
  type WhiteLabelFlag,
} from 'shared';
import '../setup';

export function merchantConfig(): MerchantConfig {
  const flags = Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, false])) as Record<
    WhiteLabelFlag,
    boolean
  >;
  return {
    merchantCode: 'vsbdtf5',
    currency: 'BDT',
    currencySymbol: '৳',
    currencyScale: 100,
    flags,
    links: {},
    minimumAge: 18,
  };
}

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  void i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setQueryData(['system', 'config'], merchantConfig());
  const view = render(
    <StoreProvider store={mcStore}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </StoreProvider>,
  );
  return { ...view, client };
}

export function signIn() {
  mcStore.set(sessionAtom, {
    token: 't',
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    expiresAt: Date.now() + 1e6,
  });
}

export function signOut() {
  mcStore.set(sessionAtom, null);
}
