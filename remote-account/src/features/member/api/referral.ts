// Invite friends: the member's code, link and invited list.
import { api, MONEY_PATHS, type ReferralInfo } from 'shared';

export function fetchReferral(): Promise<ReferralInfo> {
  return api.get<ReferralInfo>(MONEY_PATHS.referral, { moduleId: 'COMM3' });
}
