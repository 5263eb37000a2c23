// The home page's banners: group m_home.
import { GroupBanners } from './group-banners';

export function HomeBanners() {
  return <GroupBanners group="m_home" />;
}
