// Exposed './Banners': the banner carousel of one group, shown by the shell above a page or in a popup.
import { GroupBanners } from '../features/banners/components/group-banners';
import '../setup';

export default GroupBanners;
