// The home notice strip (spec lobby §2): the player notices scrolling as a marquee at 30 fps (a Web Animation in
// 1/30 s steps, moved by the compositor, see lib/marquee.ts) that stops while pointed at, while focus is inside, or
// when paused;
// under prefers-reduced-motion a still, swipeable list. Each notice opens /m/notice at its index; a list button
// opens the notice popup; a download icon leads to /m/download. Nothing shows when there are no notices.
import { type FocusEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type Announcement, NOTICE_TYPES, useAnnouncements, useReducedMotion } from 'shared';
import { MARQUEE } from '../../../config';
import '../announcements.css';
import { marqueeMotion, marqueeTimeAt } from '../lib/marquee';
import { NOTICE_BAR_MAX, noticeTitle } from '../lib/notice-text';
import { useAnnouncementsTranslation } from '../texts';
import { PauseButton } from '../../../components/pause-button';

// The popup (and the sanitiser its rich bodies need) loads when it is first opened, not with home.
const NoticePopup = lazy(() => import('./notice-popup').then((module) => ({ default: module.NoticePopup })));

export function NoticeBar() {
  const { t } = useAnnouncementsTranslation();
  const { data } = useAnnouncements(NOTICE_TYPES);
  const [popupOpen, setPopupOpen] = useState(false);
  const notices = data?.player ?? [];
  if (notices.length === 0) return null;

  return (
    <section className="cnt-notice-bar" aria-label={t('announcements.bar.label')}>
      <button
        type="button"
        className="cnt-notice-bar__icon"
        aria-haspopup="dialog"
        aria-label={t('announcements.bar.openList')}
        onClick={() => setPopupOpen(true)}
      >
        <SpeakerIcon />
      </button>
      <NoticeMarquee notices={notices} />
      <Link to="/m/download" className="cnt-notice-bar__icon" aria-label={t('announcements.bar.download')}>
        <DownloadIcon />
      </Link>
      {popupOpen && (
        <Suspense fallback={null}>
          <NoticePopup open onClose={() => setPopupOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

function NoticeMarquee({ notices }: { notices: readonly Announcement[] }) {
  const { t } = useAnnouncementsTranslation();
  const reducedMotion = useReducedMotion();
  const trackRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const moving = !reducedMotion && !hovered && !focused && !paused;
  // What a remade animation starts as (the effect below keeps it current).
  const movingRef = useRef(moving);
  // Each title is an HTML parse: once per list, not on every hover or focus change (the strip shows each twice).
  const titles = useMemo(() => notices.map((notice) => noticeTitle(notice, NOTICE_BAR_MAX)), [notices]);

  useEffect(() => {
    const track = trackRef.current;
    // The track holds the list twice; one copy's width is where the loop wraps. The animation is made again, at the
    // same place, when that width changes (a font arriving, the language switched); a browser without Web
    // Animations (none the site supports) shows a still strip.
    const first = track?.firstElementChild;
    if (reducedMotion || !track || !(first instanceof HTMLElement) || typeof track.animate !== 'function')
      return;
    let animation: Animation | null = null;
    const start = () => {
      const at = Number(animation?.currentTime ?? 0);
      animation?.cancel();
      const motion = marqueeMotion(first.offsetWidth, MARQUEE.fps);
      animation = motion ? track.animate(motion.keyframes, motion.timing) : null;
      if (animation && motion) {
        animation.currentTime = at % Number(motion.timing.duration);
        if (!movingRef.current) animation.pause();
      }
      animationRef.current = animation;
    };
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(start);
    if (resize) resize.observe(first);
    else start();
    return () => {
      resize?.disconnect();
      animation?.cancel();
      animationRef.current = null;
    };
  }, [reducedMotion, notices]);

  useEffect(() => {
    movingRef.current = moving;
    const animation = animationRef.current;
    if (!animation) return;
    if (moving) animation.play();
    else animation.pause();
  }, [moving]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    // Bring the focused notice into view: the strip has stopped, so move it to the notice.
    const item = (event.target as HTMLElement).closest('li');
    const animation = animationRef.current;
    if (item && animation) {
      animation.pause();
      animation.currentTime = marqueeTimeAt(Math.max(0, item.offsetLeft - 8), MARQUEE.fps);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const items = (copy: boolean) =>
    notices.map((notice, index) => (
      <li key={`${copy ? 'copy' : 'item'}-${notice.id}`} className="cnt-notice-bar__item">
        <Link
          to={`/m/notice?index=${index}`}
          className="cnt-notice-bar__link"
          tabIndex={copy ? -1 : undefined}
        >
          {titles[index]}
        </Link>
      </li>
    ));

  return (
    <>
      <div
        className={
          reducedMotion ? 'cnt-notice-bar__window cnt-notice-bar__window--still' : 'cnt-notice-bar__window'
        }
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
        data-moving={moving}
      >
        <div ref={trackRef} className="cnt-notice-bar__track">
          <ul className="cnt-notice-bar__list" aria-label={t('announcements.bar.list')}>
            {items(false)}
          </ul>
          {!reducedMotion && (
            // The second copy makes the loop seamless; it is decoration only.
            <ul className="cnt-notice-bar__list" aria-hidden="true">
              {items(true)}
            </ul>
          )}
        </div>
      </div>
      {!reducedMotion && (
        <PauseButton
          className="cnt-notice-bar__pause"
          paused={paused}
          onToggle={() => setPaused((value) => !value)}
        />
      )}
    </>
  );
}

function SpeakerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M3 10v4a1 1 0 0 0 1 1h3l4 4V5L7 9H4a1 1 0 0 0-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16 6.3 10.3l1.4-1.4 3.3 3.3V3ZM5 18h14v2H5v-2Z" />
    </svg>
  );
}
