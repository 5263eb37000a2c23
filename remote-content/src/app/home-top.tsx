// The top of home (spec lobby §2 "Home lobby"): the m_home banners, the notice strip under them, and the home
// pop-up list over the page. The pop-ups show once per browser session; after that their code is not loaded.
// They come once the page's first content is on screen: the player first sees the page they opened, then the
// site's notices over it, and the pop-up's code, its sanitised notices and its carousel are built and laid out on
// their own, not in the frame that lays out home's banners and games (a long task on a phone).
import { lazy, Suspense, useState } from 'react';
import { readSession, useFirstContentShown } from 'shared';
import { NoticeBar } from '../features/announcements/components/notice-bar';
import { HOME_POPUPS_SHOWN_KEY } from '../features/announcements/lib/home-popups-key';
import { GroupBanners } from '../features/banners/components/group-banners';

const HomePopups = lazy(() =>
  import('../features/announcements/components/home-popups').then((module) => ({
    default: module.HomePopups,
  })),
);

export function HomeTop() {
  const [popupsSeen] = useState(() => readSession(HOME_POPUPS_SHOWN_KEY) === '1');
  const pageShown = useFirstContentShown();
  return (
    <>
      <GroupBanners group="m_home" />
      <NoticeBar />
      {!popupsSeen && pageShown && (
        <Suspense fallback={null}>
          <HomePopups />
        </Suspense>
      )}
    </>
  );
}
