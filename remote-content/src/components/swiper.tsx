// The generic swiper (spec lobby §2 "Banner carousel", §9): a keen-slider carousel, 3 slides per view 8 px apart and
// an 8000 ms autoplay by default, looping only when there is more than a view's worth. Autoplay pauses on hover,
// focus and touch, with the pause control, and never runs under prefers-reduced-motion. An accessible carousel
// region: labelled, slides named "n of total", previous / next buttons with names.
import { useTranslation } from 'react-i18next';
import type { Key, ReactNode } from 'react';
import { SWIPER } from '../config';
import { AutoplayTrack } from './autoplay-track';
import { PauseButton } from './pause-button';
import { useAutoplaySlider } from './use-autoplay-slider';
import { BackIcon, ForwardIcon } from 'shared';

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
  const slider = useAutoplaySlider({
    count: items.length,
    perView: slidesPerView,
    spacing: SPACING_PX,
    autoplayMs,
  });
  const { next, previous, scrollable, canAutoplay, paused, togglePause, regionProps } = slider;

  if (items.length === 0) return null;

  return (
    <section
      className={className ? `cnt-swiper ${className}` : 'cnt-swiper'}
      aria-label={label}
      {...regionProps}
    >
      <AutoplayTrack
        slider={slider}
        items={items}
        getKey={getKey ?? ((_item, index) => index)}
        renderItem={renderItem}
        className="cnt-swiper__track"
        slideClassName="cnt-swiper__slide"
      />
      {scrollable && (
        <div className="cnt-swiper__controls">
          <button
            type="button"
            className="cnt-swiper__button"
            aria-label={t('banners.previous')}
            onClick={previous}
          >
            <BackIcon />
          </button>
          {canAutoplay && (
            <PauseButton paused={paused} onToggle={togglePause} className="cnt-swiper__button" />
          )}
          <button type="button" className="cnt-swiper__button" aria-label={t('banners.next')} onClick={next}>
            <ForwardIcon />
          </button>
        </div>
      )}
    </section>
  );
}
