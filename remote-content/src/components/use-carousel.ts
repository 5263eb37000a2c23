// The site's carousels on keen-slider (keen-slider/react): a row of slides the player drags or swipes, one view of
// `perView` slides `spacing` px apart, the slide shown first, the current slide (for dots and pagination), moves
// that land at once under prefers-reduced-motion, and the arrow keys on the focused track. The track carries the
// classes `keen-slider cnt-carousel` and its slides `keen-slider__slide`; components/carousel.css sizes the slides
// before keen-slider measures them, so nothing moves when a carousel starts.
import { type KeenSliderPlugin, useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type UIEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useReducedMotion } from 'shared';
import './carousel.css';

export interface CarouselOptions {
  count: number;
  /** Slides one view shows (1 by default). */
  perView?: number;
  /** Pixels between two slides. */
  spacing?: number;
  /** The slide shown first; read when the track mounts. */
  initial?: number;
  /** After the last slide comes the first, when there is more than a view's worth. */
  loop?: boolean;
  /** keen-slider plugins; read when the track mounts. */
  plugins?: KeenSliderPlugin[];
}

/**
 * keen-slider measures its track when it starts and when the window resizes; a track laid out later (a dialog
 * waiting for its turn) or resized by its page is measured again.
 */
const remeasure: KeenSliderPlugin = (slider) => {
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    if (Math.abs(slider.container.offsetWidth - slider.size) >= 1) slider.update();
  });
  slider.on('created', () => observer.observe(slider.container));
  slider.on('destroyed', () => observer.disconnect());
};

export function useCarousel({
  count,
  perView = 1,
  spacing = 0,
  initial = 0,
  loop = false,
  plugins,
}: CarouselOptions) {
  const reducedMotion = useReducedMotion();
  const views = Math.max(1, perView);
  const scrollable = count > views;
  const [current, setCurrent] = useState(initial);
  const [keenRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      initial,
      loop: loop && scrollable,
      drag: scrollable,
      slides: { perView: views, spacing },
      defaultAnimation: reducedMotion ? { duration: 0 } : undefined,
      created: (instance) => setCurrent(instance.track.details?.rel ?? 0),
      slideChanged: (instance) => setCurrent(instance.track.details?.rel ?? 0),
    },
    [remeasure, ...(plugins ?? [])],
  );

  // keen-slider measures the track as it starts: it starts once the frame that shows the track is painted, when the
  // page is laid out, not in the commit that builds the page (a layout of the whole page forced in the middle of
  // building it: 100 ms at 4x CPU slowdown on home). The style sheet places the slides until then; a button or key
  // used before then starts it at once (started()).
  const waiting = useRef<(() => void) | null>(null);
  const trackRef = useCallback(
    (element: HTMLDivElement | null) => {
      // React 19 calls the returned cleanup, not this ref with null.
      if (!element) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(start, 0);
      });
      function stopWaiting() {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
        waiting.current = null;
      }
      function start() {
        stopWaiting();
        keenRef(element);
      }
      waiting.current = start;
      return () => {
        stopWaiting();
        keenRef(null);
      };
    },
    [keenRef],
  );
  /** The slider, started now if it was still waiting for its first frame. */
  const started = () => {
    waiting.current?.();
    return slider.current;
  };

  // New, fewer or hidden slides: keen-slider reads them again. Not at mount: it has just read them as it started,
  // and reading them again in the commit's effects forced a layout of the page that was still being built (a long
  // task on home, where every carousel mounts with the page).
  const readFor = useRef(count);
  useEffect(() => {
    if (readFor.current === count) return;
    readFor.current = count;
    slider.current?.update();
  }, [slider, count]);

  /** Moves to the slide at absolute position `index` (beyond the ends when looping). */
  const moveTo = (index: number) => {
    const instance = started();
    const details = instance?.track.details;
    if (!instance || !details) return;
    const target = Math.min(Math.max(index, details.minIdx), details.maxIdx);
    setCurrent(instance.track.absToRel(target));
    instance.moveToIdx(target, true);
  };

  /** Moves to slide `index` (0 to count - 1). */
  const goTo = (index: number) => {
    const details = started()?.track.details;
    if (details) moveTo(details.abs + index - details.rel);
  };

  /** Moves `by` slides on from the slide shown, or from the one a move under way is heading to. */
  const step = (by: number) => {
    const instance = started();
    const details = instance?.track.details;
    if (instance && details) moveTo((instance.animator.targetIdx ?? details.abs) + by);
  };

  /**
   * Ends a move under way at once (the pause control: nothing may keep moving): a glide jumps to the slide it was
   * heading to, drawn there in this task as keen-slider draws every step of a glide; a move yet to start stays.
   */
  const settle = () => {
    const instance = slider.current;
    const details = instance?.track.details;
    const target = instance?.animator.targetIdx ?? null;
    if (!instance || !details || target === null) return;
    if (instance.animator.active) {
      instance.track.to(details.position + instance.track.idxToDist(target, true));
    }
    instance.animator.stop();
    setCurrent(instance.track.details?.rel ?? 0);
  };

  const shownIndex = Math.min(current, Math.max(0, count - 1));
  const style = {
    '--cnt-carousel-per-view': String(views),
    '--cnt-carousel-gap': `${spacing}px`,
  } as CSSProperties;

  return {
    /** Spread on the track element, whose children are the slides. */
    trackProps: {
      ref: trackRef,
      style,
      // Reachable by keyboard when it moves (the arrow keys move it), also when no slide holds a link.
      tabIndex: scrollable ? 0 : undefined,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (!scrollable || event.target !== event.currentTarget) return;
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        step(event.key === 'ArrowLeft' ? -1 : 1);
      },
      // Tabbing to a link of a slide out of view brings that slide into view.
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const details = slider.current?.track.details;
        const index = Array.from(event.currentTarget.children).findIndex((slide) =>
          slide.contains(event.target),
        );
        if (details && index >= 0 && (details.slides[index]?.portion ?? 1) < 1) goTo(index);
      },
      // The browser scrolls the clipped track to show a focused link; keen-slider alone places the slides.
      onScroll: (event: UIEvent<HTMLElement>) => {
        event.currentTarget.scrollLeft = 0;
      },
    },
    /**
     * Spread on each slide: a group announced as a slide with its label ("2 of 5"). With `onlyShown`, the slides
     * out of view are hidden from assistive technology and cannot take focus (one slide per view, read in turn).
     */
    slideProps: (index: number, label: string, { onlyShown = false }: { onlyShown?: boolean } = {}) => {
      const hidden = onlyShown && index !== shownIndex;
      return {
        role: 'group',
        'aria-roledescription': 'slide',
        'aria-label': label,
        ...(onlyShown ? { 'aria-hidden': hidden, inert: hidden } : {}),
      };
    },
    current: shownIndex,
    scrollable,
    goTo,
    next: () => step(1),
    previous: () => step(-1),
    settle,
    slider,
  };
}
