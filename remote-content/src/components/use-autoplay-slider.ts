// The carousel behaviour the banner carousel and the generic swiper share (spec lobby §2, §9): a keen-slider
// carousel (use-carousel) that loops only with more slides than a view holds and moves on by itself every
// autoplayMs, counted from the start of the last move (one by autoplay, a button, a key or the release of a swipe).
// Autoplay waits while the pointer is on the carousel, while it holds the focus, while a finger is on it, while the
// page is hidden and once the pause control is pressed, and never runs under prefers-reduced-motion.
import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider/react';
import { type FocusEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { useReducedMotion } from 'shared';
import { useCarousel } from './use-carousel';

export interface AutoplaySliderOptions {
  count: number;
  perView?: number;
  /** Pixels between two slides. */
  spacing?: number;
  /** 0 turns autoplay off. */
  autoplayMs: number;
}

/** keen-slider's autoplay plugin: `next()` a delay after each move starts, never while dragged; `run` turns it on. */
function createAutoplay() {
  let slider: KeenSliderInstance | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delayMs = 0;
  const stop = () => clearTimeout(timer);
  const schedule = () => {
    stop();
    const instance = slider;
    if (instance && delayMs > 0) timer = setTimeout(() => instance.next(), delayMs);
  };
  const plugin: KeenSliderPlugin = (instance) => {
    instance.on('created', () => {
      slider = instance;
      schedule();
    });
    instance.on('dragStarted', stop);
    instance.on('animationStarted', schedule);
    instance.on('updated', schedule);
    instance.on('destroyed', () => {
      stop();
      if (slider === instance) slider = null;
    });
  };
  return {
    plugin,
    /** Autoplay every `delay` ms from now on, or (0) none. */
    run(delay: number) {
      delayMs = delay;
      schedule();
    },
  };
}

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function usePageHidden(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

export function useAutoplaySlider({ count, perView = 1, spacing = 0, autoplayMs }: AutoplaySliderOptions) {
  const reducedMotion = useReducedMotion();
  const pageHidden = usePageHidden();
  const [autoplay] = useState(createAutoplay);
  const carousel = useCarousel({ count, perView, spacing, loop: true, plugins: [autoplay.plugin] });
  const { scrollable, settle } = carousel;
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);

  const canAutoplay = scrollable && autoplayMs > 0 && !reducedMotion;
  const running = canAutoplay && !paused && !hovered && !focused && !touched && !pageHidden;
  // Each time autoplay (re)starts, the first move comes a full delay later.
  useEffect(() => {
    autoplay.run(running ? autoplayMs : 0);
  }, [autoplay, running, autoplayMs]);

  const togglePause = () => {
    if (!paused) settle();
    setPaused(!paused);
  };

  /** Spread on the carousel's region element. */
  const regionProps = {
    'aria-roledescription': 'carousel',
    'data-autoplay': running ? 'on' : 'off',
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onTouchStart: () => setTouched(true),
    onTouchEnd: () => setTouched(false),
    onTouchCancel: () => setTouched(false),
  };

  return { ...carousel, canAutoplay, running, paused, togglePause, regionProps };
}
