// Content calls the shell and the content remote both read: the announcement lists (their read marks feed the
// header badge), the chat unread count and the badge total (announcements + chat + inbox, spec lobby §3).
// Announcement keys carry the language the texts are asked in, so a language change fetches them again, and the
// token, so a new session never sees the previous one's read marks; the content remote marks a notice read and
// invalidates ['content', 'announcements'], which reaches the header's copy too.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { THROTTLE_MS } from '../../config/constants';
import { currentLanguage } from '../../i18n/i18next-setup';
import type { Language } from '../../i18n/languages';
import { useInterfaceLanguage } from '../../i18n/use-interface-language';
import { canMarkAnnouncementRead, canSeeChatUnread } from '../../session/member-rules';
import { activeSessionAtom } from '../../session/session';
import { useSessionToken } from '../../session/use-session-token';
import { useFirstContentShown } from '../../state/first-load';
import { mcStore } from '../../state/store';
import { api } from '../api';
import {
  API_PATHS,
  type AnnouncementResponse,
  type BannerGroup,
  type ChatUnreadValue,
  CONTENT_PATHS,
} from '../contract';
import { hasMemberArea, useMailUnread } from './member';
import { useMerchantConfig } from './system';

/** Content types of the announcement call: Banner, Player notice, Pop-up, Promotion, Hot. */
export type ContentType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

export const contentKeys = {
  all: ['content'] as const,
  announcements: ['content', 'announcements'] as const,
  announcementList: (
    types: readonly ContentType[],
    group: BannerGroup | null,
    language: Language,
    token: string | null,
  ) => ['content', 'announcements', types.join(','), group, language, token] as const,
  chatUnread: (token: string | null) => ['content', 'chat', 'unread', token] as const,
};

/** The notices of the notice bar, popup and page, and the home pop-ups: one call, shared by all of them. */
export const NOTICE_TYPES: readonly ContentType[] = ['PL', 'PU'];

/** Texts (notices, pop-ups, promotions) in `language`; the platform answers the other one where it has none. */
export function fetchAnnouncements(
  types: readonly ContentType[],
  group: BannerGroup | null = null,
  language: Language = currentLanguage(),
): Promise<AnnouncementResponse> {
  return api.get<AnnouncementResponse>(API_PATHS.announcements, {
    moduleId: 'COMM3',
    query: { types: types.join(','), ...(group ? { groupName: group } : {}), platform: 'M', language },
  });
}

/** `fetching` false: no call, only an answer already in the cache (see useAnnouncementUnread). */
export function useAnnouncements(
  types: readonly ContentType[],
  group: BannerGroup | null = null,
  fetching = true,
) {
  const token = useSessionToken();
  const language = useInterfaceLanguage();
  return useQuery({
    queryKey: contentKeys.announcementList(types, group, language, token),
    queryFn: () => fetchAnnouncements(types, group, language),
    staleTime: 60_000,
    enabled: fetching,
  });
}

/**
 * Unread player notices; 0 without a session or for type 4 (nothing can be marked read there). A badge's count: it
 * asks once the page's first content is on screen (firstContentShownAtom), and counts a list already known before.
 */
export function useAnnouncementUnread(): number {
  const session = useAtomValue(activeSessionAtom, { store: mcStore });
  const counts = session !== null && canMarkAnnouncementRead({ loggedIn: true, type: session.type });
  const { data } = useAnnouncements(NOTICE_TYPES, null, useFirstContentShown());
  if (!counts || !data) return 0;
  return data.player.filter((notice) => !notice.read).length;
}

/** Chat unread (spec: only with the CHAT flag on and a type other than 4; throttled 250 ms); after the first content. */
export function useChatUnread(): number {
  const fetching = useFirstContentShown();
  const session = useAtomValue(activeSessionAtom, { store: mcStore });
  const { data: config } = useMerchantConfig();
  const enabled =
    session !== null &&
    canSeeChatUnread({ chatFlag: config?.flags.CHAT === true, loggedIn: true, type: session.type });
  const { data } = useQuery({
    queryKey: contentKeys.chatUnread(session?.token ?? null),
    queryFn: () => api.get<ChatUnreadValue>(CONTENT_PATHS.chatUnread, { moduleId: 'CBS3' }),
    enabled: enabled && fetching,
    staleTime: THROTTLE_MS.chatUnread,
    meta: { silent: true },
    select: (value) => value.unReadCount,
  });
  return enabled ? (data ?? 0) : 0;
}

/** The header badge: announcements + chat + inbox (the Badge caps the display at 99+). */
export function sumUnread(...counts: readonly number[]): number {
  return counts.reduce((sum, count) => sum + (Number.isFinite(count) && count > 0 ? count : 0), 0);
}

/**
 * The header badge's total. Like each of its counts, its calls wait for the page's first content (made with the shell's
 * first render, they would be the last requests before the member centre's largest paint).
 */
export function useUnreadTotal(): number {
  const session = useAtomValue(activeSessionAtom, { store: mcStore });
  const announcements = useAnnouncementUnread();
  const chat = useChatUnread();
  const { data: inbox = 0 } = useMailUnread();
  // The inbox query is off without a member session; a cached count must not show either.
  return sumUnread(announcements, chat, hasMemberArea(session) ? inbox : 0);
}
