// /m/notice (spec lobby §2): the player notices as a keen-slider swiper (swiped by touch) starting at ?index=
// (0-based, default 0), with a 'current / total' indicator and previous/next controls; the notice shown is marked
// read. Confirm replaces the
// route with /m/home. With ?id=<id> the page shows that notice's detail instead.
import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  EmptyState,
  formatDate,
  NOTICE_TYPES,
  PageBar,
  Skeleton,
  type Announcement,
  useAnnouncements,
} from 'shared';
import { SafeHtml } from '../../../components/safe-html';
import { useCarousel } from '../../../components/use-carousel';
import { NoticeTrack } from './notice-track';
import '../announcements.css';
import { useMarkRead } from '../hooks/use-mark-read';
import { parseNoticeId, parseNoticeIndex } from '../lib/notice-query';
import { noticeTitle } from '../lib/notice-text';
import { NoticeDetail } from './notice-detail';
import { useAnnouncementsTranslation } from '../texts';
import { waitingOrRetry } from '../../../components/retry-line';
import { BackIcon, ForwardIcon } from 'shared';

export function NoticePage() {
  const { search } = useLocation();
  const id = parseNoticeId(search);
  if (new URLSearchParams(search).has('id')) return <NoticeDetail id={id} />;
  return <NoticeSwiperPage search={search} />;
}

function NoticeSwiperPage({ search }: { search: string }) {
  const { t } = useAnnouncementsTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const announcements = useAnnouncements(NOTICE_TYPES);
  const notices = announcements.data?.player ?? [];
  const confirm = () => void navigate('/m/home', { replace: true });

  const content = () => {
    if (notices.length === 0) {
      return (
        <>
          <EmptyState text={t('announcements.none')} />
          <Button block onClick={confirm}>
            {t('announcements.confirm')}
          </Button>
        </>
      );
    }
    return (
      // Keyed by the list so a changed list starts a fresh slider at the asked index.
      <NoticeSwiper
        key={notices.map((notice) => notice.id).join(',')}
        notices={notices}
        initial={parseNoticeIndex(search, notices.length)}
        onConfirm={confirm}
      />
    );
  };

  return (
    <section className="cnt-notice-page" aria-labelledby={titleId}>
      <PageBar title={t('announcements.page.title')} fallback="/m/home" titleId={titleId} />
      {waitingOrRetry(announcements, <Skeleton rows={6} />) ?? content()}
    </section>
  );
}

interface NoticeSwiperProps {
  notices: readonly Announcement[];
  initial: number;
  onConfirm: () => void;
}

function NoticeSwiper({ notices, initial, onConfirm }: NoticeSwiperProps) {
  const { t } = useAnnouncementsTranslation();
  const markRead = useMarkRead();
  const count = notices.length;
  const carousel = useCarousel({ count, initial });
  const { current, goTo } = carousel;
  const shownId = notices[current]?.id;

  useEffect(() => {
    if (shownId !== undefined) markRead(shownId);
  }, [shownId, markRead]);

  return (
    <div
      className="cnt-notice-swiper"
      aria-roledescription="carousel"
      aria-label={t('announcements.page.title')}
    >
      <NoticeTrack
        carousel={carousel}
        notices={notices}
        className="cnt-notice-swiper__track"
        slideClassName="cnt-notice cnt-notice-swiper__slide"
        renderNotice={(notice) => {
          const date = formatDate(notice.startDate);
          return (
            <>
              <h2 className="cnt-notice__title">{noticeTitle(notice)}</h2>
              {date && (
                <time className="cnt-notice__date" dateTime={notice.startDate}>
                  {date}
                </time>
              )}
              <SafeHtml html={notice.content} className="cnt-notice__body" />
            </>
          );
        }}
      />
      <div className="cnt-notice-swiper__controls">
        <button
          type="button"
          className="cnt-notice-swiper__nav"
          aria-label={t('announcements.page.previous')}
          disabled={current === 0}
          onClick={() => goTo(current - 1)}
        >
          <BackIcon />
        </button>
        <p className="cnt-notice-swiper__pagination" aria-live="polite" aria-atomic="true">
          {t('announcements.page.pagination', { current: current + 1, total: count })}
        </p>
        <button
          type="button"
          className="cnt-notice-swiper__nav"
          aria-label={t('announcements.page.next')}
          disabled={current >= count - 1}
          onClick={() => goTo(current + 1)}
        >
          <ForwardIcon />
        </button>
      </div>
      <Button block onClick={onConfirm}>
        {t('announcements.confirm')}
      </Button>
    </div>
  );
}
