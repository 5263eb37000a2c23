// One notice in full (title, date, sanitised body), marked read when shown. Used by /m/noticeDetail?id= and by
// /m/notice?id=. An unknown id shows an empty state with a way home.
import { useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, EmptyState, formatDate, NOTICE_TYPES, PageBar, Skeleton, useAnnouncements } from 'shared';
import { SafeHtml } from '../../../components/safe-html';
import '../announcements.css';
import { useMarkRead } from '../hooks/use-mark-read';
import { noticeTitle } from '../lib/notice-text';
import { findNotice } from '../lib/read-marks';
import { useAnnouncementsTranslation } from '../texts';
import { waitingOrRetry } from '../../../components/retry-line';

export function NoticeDetail({ id }: { id: number | null }) {
  const { t } = useAnnouncementsTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const announcements = useAnnouncements(NOTICE_TYPES);
  const { data } = announcements;
  const markRead = useMarkRead();
  const notice = id === null ? undefined : findNotice(data, id);
  const noticeId = notice?.id;

  useEffect(() => {
    if (noticeId !== undefined) markRead(noticeId);
  }, [noticeId, markRead]);

  const body = () => {
    const waiting = waitingOrRetry(announcements, <Skeleton rows={6} />);
    if (waiting) return waiting;
    if (!notice) {
      return (
        <EmptyState
          text={t('announcements.notFound')}
          action={
            <Link to="/m/home" className="mc-button mc-button--secondary">
              {t('announcements.home')}
            </Link>
          }
        />
      );
    }
    const date = formatDate(notice.startDate);
    return (
      <article className="cnt-notice" aria-labelledby={`${titleId}-notice`}>
        <h2 id={`${titleId}-notice`} className="cnt-notice__title">
          {noticeTitle(notice)}
        </h2>
        {date && (
          <time className="cnt-notice__date" dateTime={notice.startDate}>
            {date}
          </time>
        )}
        <SafeHtml html={notice.content} className="cnt-notice__body" />
        <Button block onClick={() => void navigate('/m/home', { replace: true })}>
          {t('announcements.confirm')}
        </Button>
      </article>
    );
  };

  return (
    <section className="cnt-notice-page" aria-labelledby={titleId}>
      <PageBar title={t('announcements.page.title')} fallback="/m/notice" titleId={titleId} />
      {body()}
    </section>
  );
}
