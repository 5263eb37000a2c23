// A native CSS scroll-snap carousel (components/snap-carousel.css): the browser scrolls and snaps the slides on
// the compositor, with no script per frame and no layout read while moving. This hook only learns the current
// slide from an IntersectionObserver and scrolls the track to a slide when asked (one offsetLeft read per request).
import { type CSSProperties, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useReducedMotion } from 'shared';
import './snap-carousel.css';

export interface SnapCarouselOptions {
  count: number;
  /** Slides one view shows (1 by default). */
  perView?: number;
  /** The slide shown first; read when the track mounts. */
  initial?: number;
}

/** A slide at least this much inside the track counts as shown; the first shown slide is the current one. */
const SHOWN_RATIO = 0.5;

/** Index helpers of a carousel that loops: after the last view comes the first, before the first the last. */
export function nextIndex(current: number, lastStart: number): number {
  return current >= lastStart ? 0 : current + 1;
}

export function previousIndex(current: number, lastStart: number): number {
  return current <= 0 ? lastStart : Math.min(current - 1, lastStart);
}

function scrollTrack(track: HTMLElement, left: number, behavior: ScrollBehavior) {
  // jsdom has no scrolling API on elements.
  if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior });
  else track.scrollLeft = left;
}

export function useSnapCarousel({ count, perView = 1, initial = 0 }: SnapCarouselOptions) {
  const reducedMotion = useReducedMotion();
  // A state-backed ref: the track comes and goes with the slides (no slides, no track).
  const [track, setTrack] = useState<HTMLDivElement | null>(null);
  const [current, setCurrent] = useState(initial);
  const initialRef = useRef(initial);
  // The slide a scroll we started is heading to, until it ends or the user takes over.
  const heading = useRef<number | null>(null);
  const views = Math.max(1, perView);
  const scrollable = count > views;
  const lastStart = Math.max(0, count - views);

  const scrollToSlide = useCallback(
    (index: number, behavior: ScrollBehavior) => {
      const slide = track?.children[index];
      const first = track?.firstElementChild;
      if (!track || !(slide instanceof HTMLElement) || !(first instanceof HTMLElement)) return false;
      // The track is the slides' offsetParent (position: relative), so offsets are scroll positions.
      scrollTrack(track, slide.offsetLeft - first.offsetLeft, behavior);
      return true;
    },
    [track],
  );

  const goTo = useCallback(
    (index: number, options: { instant?: boolean } = {}) => {
      const target = Math.min(Math.max(index, 0), lastStart);
      const behavior = options.instant || reducedMotion ? 'instant' : 'smooth';
      if (!scrollToSlide(target, behavior)) return;
      heading.current = behavior === 'smooth' ? target : null;
      setCurrent(target);
    },
    [lastStart, reducedMotion, scrollToSlide],
  );

  /** Ends a scroll this hook started at once, at its target (the pause control: nothing may keep moving). */
  const settle = useCallback(() => {
    if (heading.current !== null) goTo(heading.current, { instant: true });
  }, [goTo]);

  // The first slide to show, before the first paint of the track.
  useLayoutEffect(() => {
    if (initialRef.current > 0) scrollToSlide(initialRef.current, 'instant');
  }, [scrollToSlide]);

  // The current slide: the first one mostly inside the track, as the browser reports it (no layout reads here).
  // The slides are followed as they change (a failed banner leaves, a list is refetched).
  useEffect(() => {
    if (!track || typeof IntersectionObserver === 'undefined') return;
    const shown = new Set<Element>();
    const intersections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio >= SHOWN_RATIO) shown.add(entry.target);
          else shown.delete(entry.target);
        }
        const first = Array.from(track.children).findIndex((slide) => shown.has(slide));
        if (first >= 0) setCurrent(first);
      },
      { root: track, threshold: SHOWN_RATIO },
    );
    let observed: Element[] = [];
    const follow = () => {
      const slides = Array.from(track.children);
      for (const slide of observed) {
        if (slides.includes(slide)) continue;
        intersections.unobserve(slide);
        shown.delete(slide);
      }
      for (const slide of slides) if (!observed.includes(slide)) intersections.observe(slide);
      observed = slides;
    };
    follow();
    const mutations = new MutationObserver(follow);
    mutations.observe(track, { childList: true });

    // A scroll we started is over once it ends, or once the user scrolls the track themselves.
    const arrived = () => {
      heading.current = null;
    };
    const events = ['scrollend', 'touchstart', 'pointerdown', 'wheel', 'keydown'] as const;
    for (const type of events) track.addEventListener(type, arrived, { passive: true });
    return () => {
      intersections.disconnect();
      mutations.disconnect();
      for (const type of events) track.removeEventListener(type, arrived);
    };
  }, [track]);

  const style = views > 1 ? ({ '--cnt-snap-per-view': String(views) } as CSSProperties) : undefined;

  return {
    /** Spread on the track element (class `cnt-snap`), whose children are the slides. */
    trackProps: {
      ref: setTrack,
      style,
      // A scrollable region is reachable by keyboard (arrow keys scroll it), also when no slide holds a link.
      tabIndex: scrollable ? 0 : undefined,
    },
    current: Math.min(current, lastStart),
    scrollable,
    lastStart,
    goTo,
    next: () => goTo(nextIndex(Math.min(current, lastStart), lastStart)),
    previous: () => goTo(previousIndex(Math.min(current, lastStart), lastStart)),
    settle,
  };
}
