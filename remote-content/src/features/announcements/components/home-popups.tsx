// The home pop-up list (spec lobby §2): the pop-up notices (type PU) as a keen-slider carousel swiped by touch in
// a dialog, with dots and a Confirm button. The site offers them: they wait in the dialog queue behind whatever the
// player asked for (a sign-in from a link). Answered once per browser session: the flag is kept in sessionStorage
// once the player confirms, closes or follows one, so coming back to home (or a reload) does not show them again;
// pop-ups still waiting for their turn when home is left are shown on the next visit of home.
import { type ReactNode, useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type Announcement,
  Button,
  Dialog,
  NOTICE_TYPES,
  readSession,
  useAnnouncements,
  writeSession,
} from 'shared';
import { SafeHtml } from '../../../components/safe-html';
import { useCarousel } from '../../../components/use-carousel';
import { NoticeTrack } from './notice-track';
import '../announcements.css';
import { HOME_POPUPS_SHOWN_KEY } from '../lib/home-popups-key';
import { noticeTitle } from '../lib/notice-text';
import { useAnnouncementsTranslation } from '../texts';

const NO_POPUPS: Announcement[] = [];

export function HomePopups() {
  const { t } = useAnnouncementsTranslation();
  const { data } = useAnnouncements(NOTICE_TYPES);
  const [closed, setClosed] = useState(() => readSession(HOME_POPUPS_SHOWN_KEY) === '1');
  // The dialog with its sanitised notices renders in a deferred pass that React splits into short slices, not in
  // the task of the answer, which comes while the page is still starting (total blocking time).
  const popups = useDeferredValue(data?.popup ?? NO_POPUPS);
  const show = !closed && popups.length > 0;

  if (!show) return null;
  const close = () => {
    writeSession(HOME_POPUPS_SHOWN_KEY, '1');
    setClosed(true);
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t('announcements.popups.title')}
      className="cnt-home-popups"
      priority="site"
    >
      <PopupCarousel popups={popups} onConfirm={close} />
    </Dialog>
  );
}

function coverOf(popup: Announcement): string | undefined {
  const images = [...(popup.announcementImages ?? [])].sort((a, b) => a.sequence - b.sequence);
  return (images.find((image) => image.sequence === 1) ?? images[0])?.url;
}

/** A pop-up's cover leads to its url; following it answers the pop-ups. */
function PopupLink({ url, onFollow, children }: { url: string; onFollow: () => void; children: ReactNode }) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} onClick={onFollow}>
        {children}
      </Link>
    );
  }
  if (/^https:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

function PopupCarousel({ popups, onConfirm }: { popups: readonly Announcement[]; onConfirm: () => void }) {
  const { t } = useAnnouncementsTranslation();
  const count = popups.length;
  const carousel = useCarousel({ count });
  const { current, goTo } = carousel;

  return (
    <div className="cnt-home-popups__body" aria-roledescription="carousel">
      <NoticeTrack
        carousel={carousel}
        notices={popups}
        slideClassName="cnt-home-popups__slide"
        renderNotice={(popup) => {
          const cover = coverOf(popup);
          const title = noticeTitle(popup);
          return (
            <>
              {cover && (
                <PopupLink url={popup.url ?? ''} onFollow={onConfirm}>
                  <img className="cnt-home-popups__image" src={cover} alt={title} loading="lazy" />
                </PopupLink>
              )}
              <h3 className="cnt-notice__title">{title}</h3>
              <SafeHtml html={popup.content} className="cnt-notice__body" />
            </>
          );
        }}
      />
      {count > 1 && (
        <div className="cnt-dots" role="group" aria-label={t('announcements.popups.dots')}>
          {popups.map((popup, index) => (
            <button
              key={popup.id}
              type="button"
              className={index === current ? 'cnt-dots__dot is-active' : 'cnt-dots__dot'}
              aria-label={t('announcements.popups.show', { current: index + 1, total: count })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
      <Button block onClick={onConfirm}>
        {t('announcements.confirm')}
      </Button>
    </div>
  );
}
