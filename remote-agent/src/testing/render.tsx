// Test helpers of the agent remote: render inside the page's providers (the shared store, a query client with the
// merchant config cached, English texts, a memory router with a probe of the current location), a signed-in
// agent, a fake of the API client by path, and the toasts asked for meanwhile.
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, ApiError, API_PATHS, bus, type MemberWallet, type Query, type ToastRequest } from 'shared';
import { type RenderOptions, renderWithProviders as render, signIn as signInAs } from 'shared/testing';
import '../setup';

export { merchantConfig, signOut } from 'shared/testing';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Render `ui` at `path` in the providers; the current path and search are in testid 'location'. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', flags = {} }: Omit<RenderOptions, 'queryData'> = {},
) {
  return render(
    <>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
    </>,
    { path, flags },
  );
}

/** An agent (type 1) is signed in. */
export function signIn(type = 1) {
  signInAs(type, 'agent01');
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
