// Footer tabs (spec lobby §2): Home, Promotion, Invite, Deposit, Member centre. A free-play session may not
// open Deposit or Member (spec account §6: types 0, 1, 2 only): free_reject shows for 2 s instead.
import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import {
  bus,
  canUseFreePlayFeatures,
  sessionAtom,
  TOAST_DURATION,
  Badge,
  trialSessionAtom,
  useAtomValue,
  useRewardCounts,
} from 'shared';
import { DepositIcon, HomeIcon, InviteIcon, MemberIcon, PromotionIcon } from 'shared';

const TABS = [
  { key: 'home', to: '/m/home', icon: HomeIcon, realAccountOnly: false },
  { key: 'promotion', to: '/m/activity', icon: PromotionIcon, realAccountOnly: false },
  { key: 'invite', to: '/m/inviteFriends', icon: InviteIcon, realAccountOnly: false },
  { key: 'deposit', to: '/m/voucherCenter', icon: DepositIcon, realAccountOnly: true },
  { key: 'member', to: '/m/member', icon: MemberIcon, realAccountOnly: true },
] as const;

export function FooterTabs() {
  const { t } = useTranslation('shell');
  const session = useAtomValue(sessionAtom);
  const trial = useAtomValue(trialSessionAtom);
  const rejected = !session && trial !== null && !canUseFreePlayFeatures(trial.type);
  const { data: counts } = useRewardCounts();

  const guard = (realAccountOnly: boolean) => (event: MouseEvent) => {
    if (!realAccountOnly || !rejected) return;
    event.preventDefault();
    bus.emit('toast', {
      type: 'info',
      message: t('errors.actualAccount', { ns: 'shared' }),
      id: 'free-reject',
      duration: TOAST_DURATION.freeReject,
    });
  };

  return (
    <nav className="mc-footer-tabs" aria-label={t('footer.nav')}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          className="mc-footer-tabs__tab"
          onClick={guard(tab.realAccountOnly)}
        >
          <tab.icon className="mc-footer-tabs__icon" />
          <span>{t(`footer.${tab.key}`)}</span>
          {tab.key === 'member' && <Badge count={counts?.unclaimed ?? 0} className="mc-footer-tabs__badge" />}
        </NavLink>
      ))}
    </nav>
  );
}
