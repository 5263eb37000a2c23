// The track of an autoplaying carousel (use-autoplay-slider), shared by the banner carousel and the generic swiper:
// keen-slider's row of slides, each a group named "n of total", read out when it changes only while autoplay is not
// moving it (a polite live region that stays quiet while the slides move by themselves).
import { useTranslation } from 'react-i18next';
import type { Key, ReactNode } from 'react';
import type { useAutoplaySlider } from './use-autoplay-slider';

export interface AutoplayTrackProps<T> {
  slider: Pick<ReturnType<typeof useAutoplaySlider>, 'trackProps' | 'slideProps' | 'running'>;
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** The carousel's own classes of the track and of each slide. */
  className: string;
  slideClassName: string;
}

export function AutoplayTrack<T>({
  slider,
  items,
  getKey,
  renderItem,
  className,
  slideClassName,
}: AutoplayTrackProps<T>) {
  const { t } = useTranslation('content');
  return (
    <div
      {...slider.trackProps}
      className={`keen-slider cnt-carousel ${className}`}
      aria-live={slider.running ? 'off' : 'polite'}
    >
      {items.map((item, index) => (
        <div
          key={getKey(item, index)}
          className={`keen-slider__slide ${slideClassName}`}
          {...slider.slideProps(index, t('banners.slide', { index: index + 1, total: items.length }))}
        >
          {renderItem(item, index)}
        </div>
      ))}
    </div>
  );
}
