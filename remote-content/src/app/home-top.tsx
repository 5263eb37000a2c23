// The top of home (spec lobby §2 "Home lobby"): the m_home banners, the notice strip under them, and the home
// pop-up list over the page. The pop-ups show once per browser session; after that their code is not loaded.
import { lazy, Suspense, useState } from 'react';
import { readSession } from 'shared';
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
  return (
    <>
      <GroupBanners group="m_home" />
      <NoticeBar />
      {!popupsSeen && (
        <Suspense fallback={null}>
          <HomePopups />
        </Suspense>
      )}
    </>
  );
}
