// Opening the live chat (spec lobby §2, §6, §7): without a session the login popup opens; a type 4 (free-play)
// session gets the 'actual account' message; otherwise the chat launch call gives the chat page, shown in the
// site's full-screen frame. Closing the frame reloads the chat unread count.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  activeSessionAtom,
  bus,
  contentKeys,
  isGuestLikeType,
  notifyError,
  showToast,
  useAtomValue,
} from 'shared';
import { fetchChatLaunch } from '../api/chat';
import { sameOriginUrl, themeHeaderColor } from '../lib/links';
import { useServiceTranslation } from '../texts';

/** What starting the chat did: asked for login, refused (type 4), opened, or failed (a toast said why). */
export type LiveChatResult = 'login' | 'refused' | 'opened' | 'failed';

export function useLiveChat() {
  const { t, i18n } = useServiceTranslation();
  const session = useAtomValue(activeSessionAtom);
  const location = useLocation();
  const client = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /**
   * `leave` runs just before the login popup or the chat frame opens, in the same update, so the caller's sheet
   * closes first and focus lands in the new dialog (not back on the sheet's opener).
   */
  const start = async (leave: () => void = () => undefined): Promise<LiveChatResult> => {
    if (!session) {
      leave();
      bus.emit('popup:open', { kind: 'login' });
      return 'login';
    }
    if (isGuestLikeType(session.type)) {
      showToast({ type: 'info', message: t('errors.actualAccount', { ns: 'shared' }) });
      return 'refused';
    }
    setPending(true);
    try {
      const value = await fetchChatLaunch({
        b2c: '1',
        language: i18n.language,
        backUrl: `${location.pathname}${location.search}`,
        title: t('service.chat.title'),
        headerColor: themeHeaderColor(),
        template: 'v2',
      });
      const chatUrl = sameOriginUrl(value.chatUrl, window.location.origin);
      if (!chatUrl) {
        showToast({ type: 'fail', message: t('service.chat.unavailable') });
        return 'failed';
      }
      leave();
      setUrl(chatUrl);
      return 'opened';
    } catch (error) {
      notifyError(error);
      return 'failed';
    } finally {
      setPending(false);
    }
  };

  const close = () => {
    setUrl(null);
    void client.invalidateQueries({ queryKey: contentKeys.chatUnread(session?.token ?? null) });
  };

  return { url, pending, start, close };
}
