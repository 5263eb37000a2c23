// The top of home (spec lobby §2 "Home lobby"): the m_home banners, the notice strip under them, and the home
// pop-up list over the page.
import { NoticeBar } from '../features/announcements/components/notice-bar';
import { HomePopups } from '../features/announcements/components/home-popups';
import { GroupBanners } from '../features/banners/components/group-banners';

export function HomeTop() {
  return (
    <>
      <GroupBanners group="m_home" />
      <NoticeBar />
      <HomePopups />
    </>
  );
}
