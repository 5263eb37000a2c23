// The member centre (spec account §2): header with back, title, settings and language; the member header;
// the four main entries and every other member-area entry the route table allows; sign out. Logged out it shows
// a prompt that opens the login popup, and protected entries open it too. Member info is renewed on open.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  bus,
  Button,
  currentLanguage,
  loggedInAtom,
  type RouteAccess,
  type RouteId,
  setLanguage,
  Skeleton,
  useAtomValue,
  useMailUnread,
  useRenewedMemberInfo,
  useRewardCounts,
} from 'shared';
import { useRouteAccessOf } from '../hooks/use-access';
import { entryAction, LIST_ENTRIES, MAIN_ENTRIES } from '../lib/member-entries';
import { ContactServiceDialog } from './contact-service-dialog';
import { EntryLink } from './entry-link';
import { MemberHeader } from './member-header';
import { useMemberTranslation } from '../texts';
import {
  BackIcon,
  DepositIcon,
  ForwardIcon,
  type Icon,
  InviteFriendsIcon,
  SecurityIcon,
  SettingsIcon,
  WithdrawIcon,
} from 'shared';

const MAIN_ICONS: Record<(typeof MAIN_ENTRIES)[number], Icon> = {
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  inviteFriends: InviteFriendsIcon,
  securityCenter: SecurityIcon,
};

function EntryIcon({ id }: { id: (typeof MAIN_ENTRIES)[number] }) {
  const Mark = MAIN_ICONS[id];
  return <Mark />;
}

// The page's parts each read their own data, so an answer that arrives after the page is on screen (the member's
// info renewed on open, the wallet, the badge counts) re-renders only the part that shows it. Such an update renders
// in one piece (React cannot slice a store's update), and re-rendering the whole page for it was a long task.
export function MemberCentre() {
  const { t } = useMemberTranslation();
  const loggedIn = useAtomValue(loggedInAtom);
  const accessOf = useRouteAccessOf();
  const [contactOpen, setContactOpen] = useState(false);

  const language = currentLanguage();
  const routeName = (id: RouteId) => t(`routes.${id}`, { ns: 'shared' });

  return (
    <section className="acc-member" aria-labelledby="acc-member-title">
      <div className="acc-member__bar">
        <Link to="/m/home" className="acc-member__icon" aria-label={t('memberArea.centre.back')}>
          <BackIcon />
        </Link>
        <h1 id="acc-member-title">{t('memberArea.centre.title')}</h1>
        {/* The visible 'EN' / 'বাং' is part of the name (WCAG 2.5.3), in its own language (3.1.2). */}
        <button
          type="button"
          className="acc-member__lang"
          onClick={() => void setLanguage(language === 'bn' ? 'en' : 'bn')}
        >
          <span className="acc-visually-hidden">{t('memberArea.centre.language')}: </span>
          <span lang={language === 'bn' ? 'en' : 'bn'}>{language === 'bn' ? 'EN' : 'বাং'}</span>
        </button>
        <EntryLink
          action={entryAction('settings', accessOf('settings'))}
          className="acc-member__icon"
          label={t('memberArea.centre.settings')}
        >
          <SettingsIcon />
        </EntryLink>
      </div>

      {loggedIn ? (
        <MemberBlock benefitsOpen={accessOf('vipBenefits') === 'allow'} />
      ) : (
        <div className="acc-member__guest">
          <p>{t('memberArea.centre.guestPrompt')}</p>
          <Button onClick={() => bus.emit('popup:open', { kind: 'login' })}>
            {t('memberArea.centre.loginOrRegister')}
          </Button>
        </div>
      )}

      <nav className="acc-member__entries" aria-label={t('memberArea.centre.mainMenu')}>
        {MAIN_ENTRIES.map((id) => (
          <EntryLink key={id} action={entryAction(id, accessOf(id))} className="mc-tile acc-member__entry">
            <span className="acc-member__entry-icon" aria-hidden="true">
              <EntryIcon id={id} />
            </span>
            {routeName(id)}
          </EntryLink>
        ))}
      </nav>

      <MoreEntries
        accessOf={accessOf}
        loggedIn={loggedIn}
        routeName={routeName}
        onContactService={() => setContactOpen(true)}
      />

      {loggedIn ? (
        <Button variant="secondary" block onClick={() => bus.emit('logout:request', {})}>
          {t('memberArea.centre.signOut')}
        </Button>
      ) : null}
      <ContactServiceDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </section>
  );
}

/** The signed-in member's block: their header once their info is in (renewed on open, spec), a skeleton before. */
function MemberBlock({ benefitsOpen }: { benefitsOpen: boolean }) {
  // Renewed on open (spec), unless the page's start call or the sign-in has just fetched it.
  const member = useRenewedMemberInfo();
  return member.data ? (
    <MemberHeader member={member.data} benefitsOpen={benefitsOpen} />
  ) : (
    <Skeleton rows={3} />
  );
}

interface MoreEntriesProps {
  accessOf: (id: RouteId) => RouteAccess;
  loggedIn: boolean;
  routeName: (id: RouteId) => string;
  onContactService: () => void;
}

/** Every other member-area entry the route table allows, with the badges of the rewards, missions and mail. */
function MoreEntries({ accessOf, loggedIn, routeName, onContactService }: MoreEntriesProps) {
  const { t } = useMemberTranslation();
  const { data: counts } = useRewardCounts();
  const { data: unread = 0 } = useMailUnread();
  const countOf = (id: RouteId): { count: number; label: string } | null => {
    if (id === 'rewardCenter') {
      const count = counts?.unclaimed ?? 0;
      return { count, label: t('memberArea.centre.unclaimed', { count }) };
    }
    if (id === 'mission') {
      const count = counts?.missions ?? 0;
      return { count, label: t('memberArea.centre.missions', { count }) };
    }
    if (id === 'mail') return { count: unread, label: t('memberArea.centre.unread', { count: unread }) };
    return null;
  };

  return (
    <nav aria-label={t('memberArea.centre.moreMenu')}>
      <ul className="acc-member-list">
        {LIST_ENTRIES.map((id) => {
          const action = entryAction(id, accessOf(id));
          if (action.kind === 'hidden') return null;
          const count = loggedIn ? countOf(id) : null;
          return (
            <li key={id}>
              <EntryLink
                action={action}
                className="acc-member-list__item"
                onContactService={onContactService}
              >
                <span className="acc-member-list__name">{routeName(id)}</span>
                {count ? <Badge count={count.count} label={count.label} /> : null}
                <ForwardIcon className="acc-member-list__chevron" />
              </EntryLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
