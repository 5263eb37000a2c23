// The carousel behaviour the banner carousel and the generic swiper share (spec lobby §2, §9): a scroll-snap
// carousel (use-snap-carousel) that autoplays and loops only with more slides than a view holds, every autoplayMs
// after the slide last came to rest; autoplay pauses on hover, on focus, while a finger is on it and with the
// pause control, and never runs under prefers-reduced-motion.
import { type FocusEvent, useEffect, useState } from 'react';
import { useReducedMotion } from 'shared';
import { nextIndex, useSnapCarousel } from './use-snap-carousel';

export interface AutoplaySliderOptions {
  count: number;
  perView?: number;
  /** 0 turns autoplay off. */
  autoplayMs: number;
}

export function useAutoplaySlider({ count, perView = 1, autoplayMs }: AutoplaySliderOptions) {
  const reducedMotion = useReducedMotion();
  const carousel = useSnapCarousel({ count, perView });
  const { scrollable, current, lastStart, goTo, settle } = carousel;
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);

  const canAutoplay = scrollable && autoplayMs > 0 && !reducedMotion;
  const running = canAutoplay && !paused && !hovered && !focused && !touched;
  // One step per delay; a slide the user swipes to starts the delay again. After the last view comes the first.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => goTo(nextIndex(current, lastStart)), autoplayMs);
    return () => clearTimeout(timer);
  }, [running, current, lastStart, autoplayMs, goTo]);

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
