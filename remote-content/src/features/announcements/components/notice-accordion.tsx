// The notice popup's accordion: one entry per player notice with its date (YYYY/MM/DD) and title; opening an
// entry shows its sanitised body and marks it read. One entry is open at a time.
import { useId, useState } from 'react';
import { type Announcement, formatDate } from 'shared';
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
  const baseId = useId();
  const [openId, setOpenId] = useState<number | null>(initialOpenId);

  return (
    <ul className="cnt-accordion">
      {notices.map((notice) => {
        const open = openId === notice.id;
        const buttonId = `${baseId}-b-${notice.id}`;
        const panelId = `${baseId}-p-${notice.id}`;
        const date = formatDate(notice.startDate);
        return (
          <li key={notice.id} className="cnt-accordion__item">
            <h3 className="cnt-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="cnt-accordion__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  setOpenId(open ? null : notice.id);
                  if (!open) onOpen(notice);
                }}
              >
                <span className="cnt-accordion__title">{noticeTitle(notice)}</span>
                <span className="cnt-accordion__meta">
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
                  <span className="cnt-accordion__chevron" aria-hidden="true" />
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="cnt-accordion__panel"
              hidden={!open}
            >
              {open && <SafeHtml html={notice.content} className="cnt-notice__body" />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
