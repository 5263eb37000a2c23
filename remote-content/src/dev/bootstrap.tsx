// Standalone dev host of the content remote.
import { mountDevHost } from 'shared/dev-host';
import HomeBanners from '../exposes/home-banners';

mountDevHost('remote-content', <HomeBanners />);
