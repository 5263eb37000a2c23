// The announcement lists in the interface language; the header badge's sum: announcements (only with a session and
// type not 4), chat (only with the CHAT flag and type not 4) and the inbox, each from its query; and the plain sum's
// treatment of odd counts.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Announcement, AnnouncementResponse, MerchantConfig } from '../contract';
import { API_PATHS, WHITE_LABEL_FLAGS } from '../contract';
import { api } from '../api';
import { currentLanguage, i18n } from '../../i18n/i18next-setup';
import { createQueryClient } from '../../state/query-client';
import { firstContentShownAtom } from '../../state/first-load';
import { mcStore } from '../../state/store';
import { sessionAtom } from '../../session/session';
import { contentKeys, NOTICE_TYPES, sumUnread, useAnnouncements, useUnreadTotal } from './content';

const notice = (id: number, read: boolean): Announcement => ({
  id,
  title: `Notice ${id}`,
  content: '<p>text</p>',
  startDate: '2026-01-01T00:00:00Z',
  url: '',
  type: 'PL',
  groupName: '',
  announcementImages: [],
  read,
});

function config(chat: boolean): MerchantConfig {
  const flags = Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, flag === 'CHAT' ? chat : true]));
  return {
    merchantCode: 'vsbdtf5',
    currency: 'BDT',
    currencySymbol: '৳',
    currencyScale: 100,
    flags: flags as MerchantConfig['flags'],
    links: {},
    minimumAge: 18,
  };
}

function renderTotal({
  type,
  chat,
  fetching = true,
  cached = ['announcements', 'chat', 'inbox'],
}: {
  type: number | null;
  chat: boolean;
  fetching?: boolean;
  cached?: readonly ('announcements' | 'chat' | 'inbox')[];
}) {
  const token = type === null ? null : 'token-1';
  mcStore.set(
    sessionAtom,
    type === null
      ? null
      : {
          token: 'token-1',
          merchantCode: 'vsbdtf5',
          userName: 'demo01',
          type,
          firstTimeLogin: false,
          expiresAt: Date.now() + 1e6,
        },
  );
  const client = createQueryClient();
  client.setQueryData(['system', 'config'], config(chat));
  const response: AnnouncementResponse = {
    banners: [],
    promotion: [],
    player: [notice(1, false), notice(2, true), notice(3, false)],
    popup: [],
    hot: [],
  };
  if (cached.includes('announcements'))
    client.setQueryData(contentKeys.announcementList(NOTICE_TYPES, null, currentLanguage(), token), response);
  if (cached.includes('chat')) client.setQueryData(contentKeys.chatUnread(token), { unReadCount: 4 });
  if (cached.includes('inbox')) client.setQueryData(['member', 'mail', 'unread', token], { unread: 5 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  mcStore.set(firstContentShownAtom, fetching);
  return { result: renderHook(() => useUnreadTotal(), { wrapper }).result, client, token };
}

afterEach(() => {
  mcStore.set(sessionAtom, null);
  mcStore.set(firstContentShownAtom, true);
});

describe('useAnnouncements', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the texts in the interface language, and asks again when the language changes', async () => {
    await act(() => i18n.changeLanguage('bn'));
    const answer: AnnouncementResponse = { banners: [], promotion: [], player: [], popup: [], hot: [] };
    const get = jest.spyOn(api, 'get').mockResolvedValue(answer);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useAnnouncements(NOTICE_TYPES), { wrapper });
    const asked = (language: string) =>
      expect(get).toHaveBeenLastCalledWith(API_PATHS.announcements, {
        moduleId: 'COMM3',
        query: { types: 'PL,PU', platform: 'M', language },
      });
    await waitFor(() => asked('bn'));

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => asked('en'));
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('useUnreadTotal', () => {
  it('sums unread notices, chat and inbox for a member with the chat flag on', () => {
    expect(renderTotal({ type: 0, chat: true }).result.current).toBe(2 + 4 + 5);
  });

  it('leaves chat out when the CHAT flag is off', () => {
    expect(renderTotal({ type: 0, chat: false }).result.current).toBe(2 + 5);
  });

  it('counts nothing for a type 4 (guest-like) session', () => {
    expect(renderTotal({ type: 4, chat: true }).result.current).toBe(0);
  });

  it("before the page's first content is on screen asks for nothing and counts only answers already known", () => {
    const { result, client, token } = renderTotal({
      type: 0,
      chat: true,
      fetching: false,
      cached: ['inbox'],
    });
    expect(result.current).toBe(5);
    expect(client.isFetching()).toBe(0);
    expect(
      client.getQueryState(contentKeys.announcementList(NOTICE_TYPES, null, currentLanguage(), token))
        ?.fetchStatus,
    ).not.toBe('fetching');
    expect(client.getQueryState(contentKeys.chatUnread(token))?.fetchStatus).not.toBe('fetching');
  });

  it('counts nothing without a session', () => {
    expect(renderTotal({ type: null, chat: true }).result.current).toBe(0);
  });
});

describe('sumUnread', () => {
  it('adds counts and ignores negative or non-numeric ones', () => {
    expect(sumUnread(120, 3, 0)).toBe(123);
    expect(sumUnread(-1, Number.NaN, 2)).toBe(2);
    expect(sumUnread()).toBe(0);
  });
});
