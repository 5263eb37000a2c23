// Standalone dev host of the content remote: the home pieces, and the content pages by path.
import { Route, Routes } from 'react-router-dom';
import { mountDevHost } from 'shared/dev-host';
import FooterContent from '../exposes/footer-content';
import HomeBanners from '../exposes/home-banners';
import HomeSections from '../exposes/home-sections';
import ContentPages from '../exposes/pages';
import ServiceButton from '../exposes/service-button';

const PAGE_PATHS: Record<string, string> = {
  '/m/activity': 'activity',
  '/m/activityDetail': 'activityDetail',
  '/m/applyReward': 'applyReward',
  '/m/notice': 'notice',
  '/m/noticeDetail': 'noticeDetail',
  '/m/help': 'help',
  '/m/helpDetail': 'helpDetail',
  '/m/download': 'download',
};

mountDevHost(
  'remote-content',
  <>
    <Routes>
      {Object.entries(PAGE_PATHS).map(([path, routeId]) => (
        <Route key={path} path={path} element={<ContentPages routeId={routeId} />} />
      ))}
      <Route
        path="*"
        element={
          <>
            <HomeBanners />
            <HomeSections part="help" />
            <HomeSections part="highlights" />
            <FooterContent />
          </>
        }
      />
    </Routes>
    <ServiceButton />
  </>,
);
