// Test helpers of the agent remote: render inside the page's providers (the shared store, a query client with the
// merchant config cached, English texts, a memory router with a probe of the current location), a signed-in
// agent, a fake of the API client by path, and the toasts asked for meanwhile.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  api,
  ApiError,
  API_PATHS,
  bus,
  createQueryClient,
  i18n,
  mcStore,
  type MemberWallet,
  type MerchantConfig,
  type Query,
  sessionAtom,
  StoreProvider,
  type ToastRequest,
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

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  path?: string;
  flags?: Partial<Record<WhiteLabelFlag, boolean>>;
}

/** Render `ui` at `path` in the providers; the current path and search are in testid 'location'. */
export function renderWithProviders(ui: ReactElement, { path = '/', flags = {} }: RenderOptions = {}) {
  void i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setQueryData(['system', 'config'], merchantConfig(flags));
  const view = render(
    <StoreProvider store={mcStore}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </StoreProvider>,
  );
  return { ...view, client };
}

/** An agent (type 1) is signed in. */
export function signIn(type = 1) {
  mcStore.set(sessionAtom, {
    token: 'agent-token',
    merchantCode: 'vsbdtf5',
    userName: 'agent01',
    type,
    firstTimeLogin: false,
    expiresAt: Date.now() + 1e6,
  });
}

export function signOut() {
  mcStore.set(sessionAtom, null);
}

/** A fixed value, or a function of the request `(input: { query?, body? }) => value` (throw to fail). */
type Answer = unknown;

function answer(handlers: Record<string, Answer>, path: string, input: { query?: Query; body?: unknown }) {
  if (!Object.hasOwn(handlers, path)) return Promise.reject(new ApiError('not_found', 404, null, path));
  const handler = handlers[path];
  try {
    return Promise.resolve(
      typeof handler === 'function' ? (handler as (i: typeof input) => unknown)(input) : handler,
    );
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * Fake GETs by path: a value, or a function of the query (throw an ApiError to fail). The member wallet answers
 * `walletMinor` unless the handlers say otherwise.
 */
export function fakeGet(handlers: Record<string, Answer>, walletMinor = 5_000_00) {
  const wallet: MemberWallet = { currency: 'BDT', sumBalance: walletMinor };
  const all = { [API_PATHS.memberWallet]: wallet, ...handlers };
  return jest
    .spyOn(api, 'get')
    .mockImplementation((path: string, options) => answer(all, path, { query: options.query }));
}

/** Fake POSTs by path: a value, or a function of the body. */
export function fakePost(handlers: Record<string, Answer>) {
  return jest
    .spyOn(api, 'post')
    .mockImplementation((path: string, body: unknown) => answer(handlers, path, { body }));
}

/** Fake PUTs by path: a value, or a function of the body. */
export function fakePut(handlers: Record<string, Answer>) {
  return jest
    .spyOn(api, 'put')
    .mockImplementation((path: string, body: unknown) => answer(handlers, path, { body }));
}

/** Collects the toasts asked for until `stop()`. */
export function collectToasts() {
  const toasts: ToastRequest[] = [];
  const stop = bus.on('toast', (toast) => toasts.push(toast));
  return { toasts, stop, messages: () => toasts.map((toast) => toast.message) };
}
