// The track of an autoplaying carousel (use-autoplay-slider), shared by the banner carousel and the generic swiper:
// the carousel track, its slides named "n of total", quiet while autoplay moves them.
import { useTranslation } from 'react-i18next';
import type { Key, ReactNode } from 'react';
import { CarouselTrack } from './carousel-track';
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

export function AutoplayTrack<T>({ slider, ...track }: AutoplayTrackProps<T>) {
  const { t } = useTranslation('content');
  return (
    <CarouselTrack
      {...track}
      carousel={slider}
      running={slider.running}
      slideLabel={(index, total) => t('banners.slide', { index, total })}
    />
  );
}
