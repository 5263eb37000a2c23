// The generic swiper (spec lobby §2 "Banner carousel", §9): keen-slider, 3 slides per view and an 8000 ms
// autoplay by default, looping only when there is more than a view's worth. Autoplay pauses on hover and focus,
// with the pause control, and never runs under prefers-reduced-motion. An accessible carousel region: labelled,
// slides named "n of total", previous / next buttons with names.
import { useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { type Key, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SWIPER, useReducedMotion } from 'shared';

export interface SwiperProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** The region's accessible name. */
  label: string;
  slidesPerView?: number;
  /** 0 turns autoplay off. */
  autoplayMs?: number;
  /** React keys of the slides (the index by default). */
  getKey?: (item: T, index: number) => Key;
  className?: string;
}

const SPACING_PX = 8;

export function Swiper<T>({
  items,
  renderItem,
  label,
  slidesPerView = SWIPER.slidesPerView,
  autoplayMs = SWIPER.autoplayMs,
  getKey,
  className,
}: SwiperProps<T>) {
  const { t } = useTranslation('content');
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const perView = Math.max(1, slidesPerView);
  const scrollable = items.length > perView;
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    { loop: scrollable, drag: scrollable, slides: { perView, spacing: SPACING_PX } },
    [],
  );

  // New or fewer slides: keen-slider reads them again.
  useEffect(() => {
    slider.current?.update();
  }, [items.length, slider]);

  const canAutoplay = scrollable && autoplayMs > 0 && !reducedMotion;
  const running = canAutoplay && !paused && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => slider.current?.next(), autoplayMs);
    return () => clearInterval(timer);
  }, [running, autoplayMs, slider]);

  if (items.length === 0) return null;

  return (
    <section
      className={className ? `cnt-swiper ${className}` : 'cnt-swiper'}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={running ? 'on' : 'off'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={sliderRef} className="keen-slider cnt-swiper__track" aria-live={running ? 'off' : 'polite'}>
        {items.map((item, index) => (
          <div
            key={getKey ? getKey(item, index) : index}
            className="keen-slider__slide cnt-swiper__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('banners.slide', { index: index + 1, total: items.length })}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      {scrollable && (
        <div className="cnt-swiper__controls">
          <button
            type="button"
            className="cnt-swiper__button"
            aria-label={t('banners.previous')}
            onClick={() => slider.current?.prev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {canAutoplay && (
            <button
              type="button"
              className="cnt-swiper__button"
              aria-pressed={paused}
              aria-label={paused ? t('ui.play', { ns: 'shared' }) : t('ui.pause', { ns: 'shared' })}
              onClick={() => setPaused((value) => !value)}
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
          )}
          <button
            type="button"
            className="cnt-swiper__button"
            aria-label={t('banners.next')}
            onClick={() => slider.current?.next()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
