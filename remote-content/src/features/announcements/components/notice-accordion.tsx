// The notice popup's accordion: one entry per player notice with its date (YYYY/MM/DD) and title; opening an
// entry shows its sanitised body and marks it read. One entry is open at a time.
import { useState } from 'react';
import { type Announcement, formatDate } from 'shared';
import { Accordion } from '../../../components/accordion';
import { SafeHtml } from '../../../components/safe-html';
import { noticeTitle } from '../lib/notice-text';
import { useAnnouncementsTranslation } from '../texts';

export interface NoticeAccordionProps {
  notices: readonly Announcement[];
  /** Whether unread marks mean anything (a session that can mark read). */
  showUnread: boolean;
  onOpen: (notice: Announcement) => void;
  /** The entry open at first (its id). */
  initialOpenId?: number | null;
}

export function NoticeAccordion({ notices, showUnread, onOpen, initialOpenId = null }: NoticeAccordionProps) {
  const { t } = useAnnouncementsTranslation();
  const [openId, setOpenId] = useState<number | null>(initialOpenId);
  const entries = notices.map((notice) => {
    const date = formatDate(notice.startDate);
    return {
      key: notice.id,
      title: noticeTitle(notice),
      meta: (
        <>
          {showUnread && !notice.read && (
            <span className="cnt-unread-dot">
              <span className="mc-visually-hidden">{t('announcements.unread')}</span>
            </span>
          )}
          {date && (
            <time className="cnt-accordion__date" dateTime={notice.startDate}>
              {date}
            </time>
          )}
        </>
      ),
      panel: () => <SafeHtml html={notice.content} className="cnt-notice__body" />,
    };
  });

  return (
    <Accordion
      entries={entries}
      openKey={openId}
      headingLevel={3}
      onToggle={(id) => {
        setOpenId(id);
        const notice = notices.find((each) => each.id === id);
        if (notice) onOpen(notice);
      }}
    />
  );
}
