// The track of the notice carousels (the home pop-ups, the notice page): the carousel track with each notice an
// article announced as a slide "n of total", only the one in view readable and focusable.
import type { ReactNode } from 'react';
import type { Announcement } from 'shared';
import { CarouselTrack } from '../../../components/carousel-track';
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

export function NoticeTrack({ notices, renderNotice, ...track }: NoticeTrackProps) {
  const { t } = useAnnouncementsTranslation();
  return (
    <CarouselTrack
      {...track}
      items={notices}
      getKey={(notice) => notice.id}
      renderItem={(notice) => renderNotice(notice)}
      slideElement="article"
      onlyShown
      slideLabel={(current, total) => t('announcements.page.slide', { current, total })}
    />
  );
}
