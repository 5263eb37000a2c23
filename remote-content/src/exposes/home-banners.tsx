// Exposed './HomeBanners': the top of home (banners m_home, notice strip, home pop-ups).
import { HomeTop } from '../app/home-top';
import '../setup';

export default HomeTop;
