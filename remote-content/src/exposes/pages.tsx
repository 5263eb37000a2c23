// Exposed './Pages': the content remote's pages by route id (the route table in shared names them).
import { PageSwitch, type RemotePagesProps } from 'shared';
import { DownloadPage } from '../features/download/components/download-page';
import { HelpDetailPage } from '../features/help/components/help-detail-page';
import { HelpPage } from '../features/help/components/help-page';
import { NoticeDetailPage } from '../features/announcements/components/notice-detail-page';
import { NoticePage } from '../features/announcements/components/notice-page';
import { ApplyRewardPage } from '../features/promotions/components/apply-reward-page';
import { PromotionDetailPage } from '../features/promotions/components/promotion-detail-page';
import { PromotionsPage } from '../features/promotions/components/promotions-page';
import '../setup';

const PAGES = {
  activity: PromotionsPage,
  activityDetail: PromotionDetailPage,
  applyReward: ApplyRewardPage,
  notice: NoticePage,
  noticeDetail: NoticeDetailPage,
  help: HelpPage,
  helpDetail: HelpDetailPage,
  download: DownloadPage,
};

export default function ContentPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} pages={PAGES} />;
}
