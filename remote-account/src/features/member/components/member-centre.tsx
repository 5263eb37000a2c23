// The member centre (spec account §2): header with back, title, settings and language; the member header
// (account, VIP label, whole days since registration); balance; the four main entries; sign out. Logged out
// it shows a prompt that opens the login popup. Member info is renewed on open.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  bus,
  Button,
  currentLanguage,
  loggedInAtom,
  Money,
  setLanguage,
  Skeleton,
  useAtomValue,
  useMemberInfo,
  useMemberWallet,
  useMerchantConfig,
} from 'shared';

/** Whole days since registration (elapsed time floored to days). */
export function daysSince(isoDate: string, now: Date = new Date()): number {
  const elapsed = now.getTime() - new Date(isoDate).getTime();
  return Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed / 86_400_000)) : 0;
}

export function MemberCentre() {
  const { t } = useTranslation('account');
  const loggedIn = useAtomValue(loggedInAtom);
  const member = useMemberInfo();
  const wallet = useMemberWallet();
  const { data: config } = useMerchantConfig();
  const { refetch } = member;

  useEffect(() => {
    if (loggedIn) void refetch();
  }, [loggedIn, refetch]);

  const language = currentLanguage();

  return (
    <section className="acc-member" aria-labelledby="acc-member-title">
      <div className="acc-member__bar">
        <Link to="/m/home" className="acc-member__icon" aria-label={t('member.back')}>
          ‹
        </Link>
        <h1 id="acc-member-title">{t('member.title')}</h1>
        <button
          type="button"
          className="acc-member__lang"
          aria-label={t('member.language')}
          onClick={() => void setLanguage(language === 'bn' ? 'en' : 'bn')}
        >
          {language === 'bn' ? 'EN' : 'বাং'}
        </button>
        <Link to="/m/set" className="acc-member__icon" aria-label={t('member.settings')}>
          ⚙
        </Link>
      </div>
      {!loggedIn ? (
        <div className="acc-member__guest">
          <p>{t('member.guestPrompt')}</p>
          <Button onClick={() => bus.emit('popup:open', { kind: 'login' })}>
            {t('member.loginOrRegister')}
          </Button>
        </div>
      ) : !member.data ? (
        <Skeleton rows={3} />
      ) : (
        <>
          <div className="acc-member__card">
            <p className="acc-member__account" data-testid="member-account">
              {member.data.account}
            </p>
            <p className="acc-member__meta">
              <span className="acc-member__vip">{t('member.vip', { level: 0 })}</span>{' '}
              {daysSince(member.data.regDate) === 0
                ? t('member.joinedToday')
                : t('member.joined', { days: daysSince(member.data.regDate) })}
            </p>
            <p className="acc-member__balance">
              <span>{t('member.balance', { currency: config?.currency ?? 'BDT' })}</span>{' '}
              <Money
                amount={wallet.data?.sumBalance ?? 0}
                symbol={config?.currencySymbol ?? '৳'}
                scale={config?.currencyScale ?? 100}
                masked={wallet.isFetching || !wallet.data}
              />
            </p>
          </div>
          <nav className="acc-member__entries" aria-label={t('member.title')}>
            <Link to="/m/voucherCenter">{t('member.deposit')}</Link>
            <Link to="/m/withdraw">{t('member.withdraw')}</Link>
            <Link to="/m/inviteFriends">{t('member.inviteFriends')}</Link>
            <Link to="/m/securityCenter">{t('member.security')}</Link>
          </nav>
          <Button variant="secondary" block onClick={() => bus.emit('logout:request', {})}>
            {t('member.signOut')}
          </Button>
        </>
      )}
    </section>
  );
}
