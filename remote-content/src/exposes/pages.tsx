// Exposed './Pages': the content remote's pages by route id (the route table in shared names them), each in a chunk
// of its own (`page-<route id>`, shared/src/ui/page-switch.tsx): a promotion opens without the help centre's code.
import { type PageLoader, PageSwitch, type RemotePagesProps, startOpeningPage } from 'shared';
import '../setup';
// Most content pages show CMS HTML: its sanitiser (DOMPurify) loads with this module, so that it is among the files
// the site server preloads for a content page rather than asked for by the page's chunk once that has arrived.
import '../lib/sanitize';
// Every content page may show the retry line: its sheet loads with this module, so that each page's chunk has one
// sheet, its own (shared whole by the pages of one feature: tools/webpack/create-config.ts).
import '../components/retry-line.css';

const PAGES: Partial<Record<string, PageLoader>> = {
  activity: () =>
    import(/* webpackChunkName: "page-activity" */ '../features/promotions/components/promotions-page').then(
      (m) => m.PromotionsPage,
    ),
  activityDetail: () =>
    import(
      /* webpackChunkName: "page-activityDetail" */ '../features/promotions/components/promotion-detail-page'
    ).then((m) => m.PromotionDetailPage),
  applyReward: () =>
    import(
      /* webpackChunkName: "page-applyReward" */ '../features/promotions/components/apply-reward-page'
    ).then((m) => m.ApplyRewardPage),
  notice: () =>
    import(/* webpackChunkName: "page-notice" */ '../features/announcements/components/notice-page').then(
      (m) => m.NoticePage,
    ),
  noticeDetail: () =>
    import(
      /* webpackChunkName: "page-noticeDetail" */ '../features/announcements/components/notice-detail-page'
    ).then((m) => m.NoticeDetailPage),
  help: () =>
    import(/* webpackChunkName: "page-help" */ '../features/help/components/help-page').then(
      (m) => m.HelpPage,
    ),
  helpDetail: () =>
    import(/* webpackChunkName: "page-helpDetail" */ '../features/help/components/help-detail-page').then(
      (m) => m.HelpDetailPage,
    ),
  download: () =>
    import(/* webpackChunkName: "page-download" */ '../features/download/components/download-page').then(
      (m) => m.DownloadPage,
    ),
};

// The page this visit opens on starts loading with this module (the site server preloaded its chunk).
startOpeningPage(PAGES);

export default function ContentPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} lazyPages={PAGES} />;
}
