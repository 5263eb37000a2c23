import { act, renderHook, waitFor } from '@testing-library/react';
import { bus, firstContentShownAtom, mcStore } from 'shared';
import { useDeferredModule } from './use-deferred-module';

const menu = { SideMenu: 'menu module' };

afterEach(() => {
  mcStore.set(firstContentShownAtom, true);
  jest.restoreAllMocks();
});

test('waits for the first content, then loads the module once without being asked', async () => {
  mcStore.set(firstContentShownAtom, false);
  const load = jest.fn(() => Promise.resolve(menu));
  const { result } = renderHook(() => useDeferredModule(load, null));
  expect(load).not.toHaveBeenCalled();
  expect(result.current).toBeNull();

  act(() => mcStore.set(firstContentShownAtom, true));
  await waitFor(() => expect(result.current).toBe(menu));
  expect(load).toHaveBeenCalledTimes(1);
});

test('a request before the first content loads the module at once', async () => {
  mcStore.set(firstContentShownAtom, false);
  const load = jest.fn(() => Promise.resolve(menu));
  const { result, rerender } = renderHook(({ request }) => useDeferredModule(load, request), {
    initialProps: { request: null as string | null },
  });
  expect(load).not.toHaveBeenCalled();
  rerender({ request: 'entry-1' });
  await waitFor(() => expect(result.current).toBe(menu));
});

test('a failed load the player asked for says the connection failed, and the next request tries again', async () => {
  const toasts: unknown[] = [];
  const off = bus.on('toast', (toast) => toasts.push(toast));
  const load = jest
    .fn<Promise<typeof menu>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk side-menu failed'))
    .mockResolvedValue(menu);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result, rerender } = renderHook(({ request }) => useDeferredModule(load, request), {
    initialProps: { request: 'entry-1' },
  });
  await waitFor(() => expect(toasts).toHaveLength(1));
  expect(toasts[0]).toMatchObject({ type: 'offline', message: 'ধীর সংযোগ / ইন্টারনেট নেই' });
  expect(result.current).toBeNull();

  rerender({ request: 'entry-2' });
  await waitFor(() => expect(result.current).toBe(menu));
  expect(load).toHaveBeenCalledTimes(2);
  off();
});
