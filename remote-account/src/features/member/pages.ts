// The member-area pages by route id (member centre, settings, security, rewards, mail, feedback, rebates...), each
// in a chunk of its own (`page-<route id>`, shared/src/ui/page-switch.tsx): the member centre opens without the code
// of the other pages. Pages that share a module share its chunk, named after all of them.
import type { PageLoader, RouteId } from 'shared';
import './member.css';
// The member area's texts ride with the page switch, not with each page: every member page reads them, and webpack
// copied them into each page's chunk otherwise.
import './texts';

export const MEMBER_PAGES: Partial<Record<RouteId, PageLoader>> = {
  member: () =>
    import(/* webpackChunkName: "page-member" */ './components/member-centre').then((m) => m.MemberCentre),
  settings: () =>
    import(/* webpackChunkName: "page-settings" */ './components/settings-page').then((m) => m.SettingsPage),
  vipBenefits: () =>
    import(/* webpackChunkName: "page-vipBenefits" */ './components/vip-benefits').then((m) => m.VipBenefits),
  rewardCenter: () =>
    import(/* webpackChunkName: "page-rewardCenter~mission" */ './components/reward-list').then(
      (m) => m.RewardCentrePage,
    ),
  mission: () =>
    import(/* webpackChunkName: "page-rewardCenter~mission" */ './components/reward-list').then(
      (m) => m.MissionPage,
    ),
  inviteFriends: () =>
    import(/* webpackChunkName: "page-inviteFriends" */ './components/invite-friends').then(
      (m) => m.InviteFriends,
    ),
  mail: () => import(/* webpackChunkName: "page-mail" */ './components/mail-page').then((m) => m.MailPage),
  feedback: () =>
    import(/* webpackChunkName: "page-feedback" */ './components/feedback-page').then((m) => m.FeedbackPage),
  manualRebate: () =>
    import(/* webpackChunkName: "page-manualRebate~rebateReport" */ './components/rebate-pages').then(
      (m) => m.ManualRebatePage,
    ),
  rebateReport: () =>
    import(/* webpackChunkName: "page-manualRebate~rebateReport" */ './components/rebate-pages').then(
      (m) => m.RebateReportPage,
    ),
};
