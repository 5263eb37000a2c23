import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  type AnnouncementResponse,
  contentKeys,
  createQueryClient,
  mcStore,
  NOTICE_TYPES,
  sessionAtom,
  StoreProvider,
} from 'shared';
import { signIn, signOut } from '../../../testing/render';
import { fakeAnnouncementServer, notice, response } from '../testing/notice-testing';
import { useMarkRead } from './use-mark-read';

const KEY = contentKeys.announcementList(NOTICE_TYPES, null, 'en', 't');

function setup(data = response({ player: [notice(1), notice(2), notice(3, { read: true })] })) {
  const server = fakeAnnouncementServer(data);
  const client = createQueryClient();
  client.setQueryData(KEY, data);
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={mcStore}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </StoreProvider>
  );
  const { result } = renderHook(() => useMarkRead(), { wrapper });
  return { client, server, invalidate, markRead: (id: number) => result.current(id) };
}

const flush = () => act(() => Promise.resolve());

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  signOut();
});

describe('useMarkRead', () => {
  it('does nothing without a session', () => {
    const { markRead, server } = setup();
    expect(markRead(1)).toBe(false);
    expect(server.post).not.toHaveBeenCalled();
  });

  it('does nothing for a type 4 (free play) session', () => {
    mcStore.set(sessionAtom, {
      token: 't',
      merchantCode: 'vsbdtf5',
      userName: 'guest',
      type: 4,
      firstTimeLogin: false,
      expiresAt: Date.now() + 1e6,
    });
    const { markRead, server } = setup();
    expect(markRead(1)).toBe(false);
    expect(server.post).not.toHaveBeenCalled();
  });

  it('marks locally at once, posts the mark and then reloads the announcements', async () => {
    signIn();
    const { markRead, server, client, invalidate } = setup();
    expect(markRead(1)).toBe(true);
    expect(client.getQueryData<AnnouncementResponse>(KEY)?.player[0]?.read).toBe(true);
    expect(server.post).toHaveBeenCalledWith(
      '/wps/announcement/read',
      { announcementId: 1, read: true },
      { moduleId: 'COMM3' },
    );
    await flush();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['content', 'announcements'] });
  });

  it('skips a notice that is already read or unknown, and a second mark of the same notice', () => {
    signIn();
    const { markRead, server } = setup();
    expect(markRead(3)).toBe(false);
    expect(markRead(99)).toBe(false);
    expect(markRead(1)).toBe(true);
    expect(markRead(1)).toBe(false);
    expect(server.post).toHaveBeenCalledTimes(1);
  });

  it('throttles the calls 150 ms apart without losing one', async () => {
    signIn();
    const { markRead, server } = setup();
    markRead(1);
    markRead(2);
    expect(server.post).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(149));
    expect(server.post).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(server.post).toHaveBeenCalledTimes(2);
    expect(server.post).toHaveBeenLastCalledWith(
      '/wps/announcement/read',
      { announcementId: 2, read: true },
      { moduleId: 'COMM3' },
    );
    await flush();
  });

  it('stays silent when the call fails and reloads the true state', async () => {
    signIn();
    const { markRead, server, invalidate } = setup();
    server.post.mockRejectedValueOnce(new Error('offline'));
    const errors = jest.spyOn(console, 'error');
    markRead(1);
    await flush();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['content', 'announcements'] });
    expect(errors).not.toHaveBeenCalled();
  });
});
