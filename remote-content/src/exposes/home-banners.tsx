// Exposed './HomeBanners': the banner carousel of the home page.
import { HomeBanners } from '../features/banners/components/home-banners';
import '../setup';

export default HomeBanners;
