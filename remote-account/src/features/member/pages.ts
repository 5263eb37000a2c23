// The member-area pages by route id (member centre, settings, security, rewards, mail, feedback, rebates...).
import type { ComponentType } from 'react';
import type { RouteId } from 'shared';
import { FeedbackPage } from './components/feedback-page';
import { InviteFriends } from './components/invite-friends';
import { MailPage } from './components/mail-page';
import { MemberCentre } from './components/member-centre';
import { ManualRebatePage, RebateReportPage } from './components/rebate-pages';
import { MissionPage, RewardCentrePage } from './components/reward-list';
import { SecurityCentre } from './components/security-centre';
import { SettingsPage } from './components/settings-page';
import { VipBenefits } from './components/vip-benefits';
import './member.css';

export const MEMBER_PAGES: Partial<Record<RouteId, ComponentType>> = {
  member: MemberCentre,
  settings: SettingsPage,
  vipBenefits: VipBenefits,
  securityCenter: SecurityCentre,
  rewardCenter: RewardCentrePage,
  mission: MissionPage,
  inviteFriends: InviteFriends,
  mail: MailPage,
  feedback: FeedbackPage,
  manualRebate: ManualRebatePage,
  rebateReport: RebateReportPage,
};
