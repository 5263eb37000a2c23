// Test helpers every app's component tests share (entry point `shared/testing`, never in a bundle): render inside
// the page's providers (the one store, a fresh query client with the merchant config cached, English texts,
// optionally a memory router), a merchant config with chosen flags, a member session in the store, and the mocked
// network the real API client talks to (network.ts).
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type MerchantConfig, WHITE_LABEL_FLAGS, type WhiteLabelFlag } from '../api/contract';
import { i18n } from '../i18n/i18next-setup';
import { sessionAtom } from '../session/session';
import { createQueryClient } from '../state/query-client';
import { mcStore, StoreProvider } from '../state/store';

export * from './network';

export type Flags = Partial<Record<WhiteLabelFlag, boolean>>;

/** The merchant config with every flag off except the given ones. */
export function merchantConfig(flags: Flags = {}): MerchantConfig {
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

export interface RenderOptions {
  flags?: Flags;
  /** Wrap in a memory router at this path (leave out when the test brings its own router). */
  path?: string;
  /** More query data to seed, e.g. [['lobby', 'vendorGameTypes'], config]. */
  queryData?: readonly (readonly [QueryKey, unknown])[];
}

export function renderWithProviders(
  ui: ReactElement,
  { flags = {}, path, queryData = [] }: RenderOptions = {},
) {
  void i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setQueryData(['system', 'config'], merchantConfig(flags));
  for (const [key, data] of queryData) client.setQueryData(key, data);
  const view = render(
    <StoreProvider store={mcStore}>
      <QueryClientProvider client={client}>
        {path === undefined ? ui : <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>}
      </QueryClientProvider>
    </StoreProvider>,
  );
  return { ...view, client };
}

/** A member session in the shared store (type 0 unless given). */
export function signIn(type = 0, userName = 'demo01') {
  mcStore.set(sessionAtom, {
    token: 't',
    merchantCode: 'vsbdtf5',
    userName,
    type,
    firstTimeLogin: false,
    expiresAt: Date.now() + 1e6,
  });
}

export function signOut() {
  mcStore.set(sessionAtom, null);
}
