// The track of a keen-slider carousel (use-carousel): the row of slides, each announced as "n of total" by its
// carousel's text, with the slide contract of useCarousel().slideProps. An autoplaying track (running given) is read
// out when it changes only while autoplay is not moving it: a polite live region that stays quiet meanwhile.
import type { Key, ReactNode } from 'react';
import type { useCarousel } from './use-carousel';

export interface CarouselTrackProps<T> {
  carousel: Pick<ReturnType<typeof useCarousel>, 'trackProps' | 'slideProps'>;
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** A slide's name: its place (from 1) among `total`. */
  slideLabel: (place: number, total: number) => string;
  /** Slides as articles (a notice each) rather than groups. */
  slideElement?: 'div' | 'article';
  /** Only the slide in view readable and focusable (useCarousel's onlyShown). */
  onlyShown?: boolean;
  /** Whether autoplay is moving the slides; absent for a carousel without autoplay. */
  running?: boolean;
  /** The carousel's own classes of the track (if any) and of each slide. */
  className?: string;
  slideClassName: string;
}

export function CarouselTrack<T>({
  carousel,
  items,
  getKey,
  renderItem,
  slideLabel,
  slideElement: Slide = 'div',
  onlyShown = false,
  running,
  className,
  slideClassName,
}: CarouselTrackProps<T>) {
  return (
    <div
      {...carousel.trackProps}
      className={className ? `keen-slider cnt-carousel ${className}` : 'keen-slider cnt-carousel'}
      aria-live={running === undefined ? undefined : running ? 'off' : 'polite'}
    >
      {items.map((item, index) => (
        <Slide
          key={getKey(item, index)}
          className={`keen-slider__slide ${slideClassName}`}
          {...carousel.slideProps(index, slideLabel(index + 1, items.length), { onlyShown })}
        >
          {renderItem(item, index)}
        </Slide>
      ))}
    </div>
  );
}
