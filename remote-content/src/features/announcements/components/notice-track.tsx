// The track of the notice carousels (the home pop-ups, the notice page): keen-slider's row of notices, each an
// article announced as a slide "n of total", only the one in view readable and focusable.
import type { ReactNode } from 'react';
import type { Announcement } from 'shared';
import type { useCarousel } from '../../../components/use-carousel';
import { useAnnouncementsTranslation } from '../texts';

export interface NoticeTrackProps {
  carousel: Pick<ReturnType<typeof useCarousel>, 'trackProps' | 'slideProps'>;
  notices: readonly Announcement[];
  renderNotice: (notice: Announcement) => ReactNode;
  /** The carousel's own classes of the track (if any) and of each slide. */
  className?: string;
  slideClassName: string;
}

export function NoticeTrack({
  carousel,
  notices,
  renderNotice,
  className,
  slideClassName,
}: NoticeTrackProps) {
  const { t } = useAnnouncementsTranslation();
  const total = notices.length;
  return (
    <div
      {...carousel.trackProps}
      className={className ? `keen-slider cnt-carousel ${className}` : 'keen-slider cnt-carousel'}
    >
      {notices.map((notice, index) => (
        <article
          key={notice.id}
          className={`keen-slider__slide ${slideClassName}`}
          {...carousel.slideProps(index, t('announcements.page.slide', { current: index + 1, total }), {
            onlyShown: true,
          })}
        >
          {renderNotice(notice)}
        </article>
      ))}
    </div>
  );
}
