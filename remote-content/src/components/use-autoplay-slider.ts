// The carousel behaviour the banner carousel and the generic swiper share (spec lobby §2, §9): keen-slider that
// loops and drags only with more slides than a view holds, autoplay that pauses on hover, on focus and with the
// pause control, and never runs under prefers-reduced-motion; the current slide for dots.
import { useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { type FocusEvent, useEffect, useState } from 'react';
import { useReducedMotion } from 'shared';

export interface AutoplaySliderOptions {
  count: number;
  perView?: number;
  spacing?: number;
  /** 0 turns autoplay off. */
  autoplayMs: number;
}

export function useAutoplaySlider({ count, perView = 1, spacing = 0, autoplayMs }: AutoplaySliderOptions) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [current, setCurrent] = useState(0);
  const views = Math.max(1, perView);
  const scrollable = count > views;
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: scrollable,
      drag: scrollable,
      slides: { perView: views, spacing },
      slideChanged: (s) => setCurrent(s.track.details.rel),
    },
    [],
  );

  // New, fewer or hidden slides: keen-slider reads them again.
  useEffect(() => {
    slider.current?.update({ loop: scrollable, drag: scrollable, slides: { perView: views, spacing } });
  }, [count, scrollable, views, spacing, slider]);

  const canAutoplay = scrollable && autoplayMs > 0 && !reducedMotion;
  const running = canAutoplay && !paused && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => slider.current?.next(), autoplayMs);
    return () => clearInterval(timer);
  }, [running, autoplayMs, slider]);

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
  };

  return {
    sliderRef,
    slider,
    current,
    scrollable,
    canAutoplay,
    running,
    paused,
    togglePause: () => setPaused((value) => !value),
    regionProps,
  };
}
