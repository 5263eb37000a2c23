// The notice popup (spec lobby §2): the player notices as an accordion, 'No announcement' when there are none.
import {
  activeSessionAtom,
  canMarkAnnouncementRead,
  Dialog,
  EmptyState,
  NOTICE_TYPES,
  Skeleton,
  useAnnouncements,
  useAtomValue,
} from 'shared';
import '../announcements.css';
import { useMarkRead } from '../hooks/use-mark-read';
import { NoticeAccordion } from './notice-accordion';
import { useAnnouncementsTranslation } from '../texts';

export interface NoticePopupProps {
  open: boolean;
  onClose: () => void;
}

export function NoticePopup({ open, onClose }: NoticePopupProps) {
  const { t } = useAnnouncementsTranslation();
  const { data, isPending } = useAnnouncements(NOTICE_TYPES);
  const session = useAtomValue(activeSessionAtom);
  const markRead = useMarkRead();
  const notices = data?.player ?? [];
  const showUnread = session !== null && canMarkAnnouncementRead({ loggedIn: true, type: session.type });

  return (
    <Dialog open={open} onClose={onClose} title={t('announcements.popup.title')} className="cnt-notice-popup">
      {isPending && !data ? (
        <Skeleton rows={4} />
      ) : notices.length === 0 ? (
        <EmptyState text={t('announcements.none')} />
      ) : (
        <NoticeAccordion
          notices={notices}
          showUnread={showUnread}
          onOpen={(notice) => void markRead(notice.id)}
        />
      )}
    </Dialog>
  );
}
