// Footer tabs (spec lobby §2): Home, Promotion, Invite, Deposit, Member centre with its badge.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const TABS = [
  { key: 'home', to: '/m/home', icon: '⌂' },
  { key: 'promotion', to: '/m/activity', icon: '🎁' },
  { key: 'invite', to: '/m/inviteFriends', icon: '🤝' },
  { key: 'deposit', to: '/m/voucherCenter', icon: '＋' },
  { key: 'member', to: '/m/member', icon: '☺' },
] as const;

export function FooterTabs() {
  const { t } = useTranslation('shell');
  return (
    <nav className="mc-footer-tabs" aria-label={t('footer.nav')}>
      {TABS.map((tab) => (
        <NavLink key={tab.key} to={tab.to} className="mc-footer-tabs__tab">
          <span aria-hidden="true" className="mc-footer-tabs__icon">
            {tab.icon}
          </span>
          <span>{t(`footer.${tab.key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
