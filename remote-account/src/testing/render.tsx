// Test helpers of the account remote: render inside the page's providers (the shared store, a query client with
// the merchant config already cached, English texts), and mutation hooks around mocked fetchers for jest.mock factories.
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createQueryClient,
  i18n,
  mcStore,
  type MerchantConfig,
  StoreProvider,
  WHITE_LABEL_FLAGS,
  type WhiteLabelFlag,
} from 'shared';
import '../setup';

export function merchantConfig(flags: Partial<Record<WhiteLabelFlag, boolean>> = {}): MerchantConfig {
  const all = Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, false])) as Record<
    WhiteLabelFlag,
    boolean
  >;
  return {
    merchantCode: 'vsbdtf5',
    currency: 'BDT',
    currencySymbol: '৳',
    currencyScale: 100,
    flags: { ...all, ...flags },
    links: {},
    minimumAge: 18,
  };
}

export function renderWithProviders(ui: ReactElement, flags: Partial<Record<WhiteLabelFlag, boolean>> = {}) {
  void i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setQueryData(['system', 'config'], merchantConfig(flags));
  return render(
    <StoreProvider store={mcStore}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </StoreProvider>,
  );
}

/** A react-query mutation hook around a (mocked) fetcher, as the api modules export. */
export function mutationHook<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  return () => useMutation({ mutationFn: (input: TInput) => fn(input) });
}
