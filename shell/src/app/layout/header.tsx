// The main header (spec account §2): menu toggle, logo to home, WhatsApp shortcut when configured, the
// balance and avatar letter or Login / Register, and the message icon.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  avatarLetter,
  bus,
  canonicalPath,
  formatBadgeCount,
  loggedInAtom,
  Money,
  activeSessionAtom,
  useAtomValue,
  Badge,
  useMemberInfo,
  useMemberWallet,
  useMerchantConfig,
  useUnreadTotal,
} from 'shared';
import { MailIcon, MenuIcon, WhatsAppIcon } from 'shared';

export interface HeaderProps {
  onOpenMenu: () => void;
}

export function Header({ onOpenMenu }: HeaderProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const loggedIn = useAtomValue(loggedInAtom);
  const session = useAtomValue(activeSessionAtom);
  const { data: config } = useMerchantConfig();
  const { data: member } = useMemberInfo();
  const wallet = useMemberWallet();
  // The badge is the sum of the unread counts: announcements + chat + inbox (spec lobby §3), shown capped at 99+.
  // Its calls wait for the page's first content: a count is not what the player opened the page for.
  const unread = useUnreadTotal();
  const whatsapp = config?.links.whatsapp;

  const openMessages = () => {
    if (loggedIn) void navigate(canonicalPath('mail'));
    // Signed in, the visitor lands in the inbox they asked for.
    else bus.emit('popup:open', { kind: 'login', returnTo: canonicalPath('mail') });
  };

  return (
    <header className="mc-header">
      <button type="button" className="mc-icon-button" aria-label={t('header.menu')} onClick={onOpenMenu}>
        <MenuIcon />
      </button>
      {/* The visible brand is part of the link's name (WCAG 2.5.3), followed by where it leads. */}
      <Link to="/m/home" className="mc-logo">
        <span>VS</span>
        <strong>BDT</strong>
        <span className="mc-visually-hidden"> {t('header.home')}</span>
      </Link>
      <div className="mc-header__end">
        {whatsapp && (
          <a
            className="mc-icon-button mc-header__whatsapp"
            href={whatsapp}
            target="_blank"
            rel="noreferrer"
            aria-label={t('header.whatsapp')}
          >
            <WhatsAppIcon />
          </a>
        )}
        {loggedIn ? (
          <>
            {/* Named by the amount it shows (WCAG 2.5.3); what a tap does is its description. */}
            <button
              type="button"
              className="mc-header__balance"
              aria-describedby="mc-header-balance-hint"
              onClick={() => bus.emit('wallet:refresh', { reason: 'manual' })}
              data-testid="header-balance"
            >
              <Money
                amount={wallet.data?.sumBalance ?? 0}
                symbol={config?.currencySymbol ?? '৳'}
                scale={config?.currencyScale ?? 100}
                masked={wallet.isFetching || !wallet.data}
              />
            </button>
            <span id="mc-header-balance-hint" className="mc-visually-hidden">
              {t('header.refreshBalance')}
            </span>
            <button
              type="button"
              className="mc-avatar"
              aria-label={t('header.account')}
              onClick={() => void navigate('/m/member')}
              data-testid="header-avatar"
            >
              {avatarLetter(member ?? null, session?.userName ?? '')}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="mc-header__auth"
              onClick={() => bus.emit('popup:open', { kind: 'login' })}
            >
              {t('header.login')}
            </button>
            <button
              type="button"
              className="mc-header__auth mc-header__auth--primary"
              onClick={() => bus.emit('popup:open', { kind: 'register' })}
            >
              {t('header.register')}
            </button>
          </>
        )}
        <MessagesButton unread={unread} onClick={openMessages} />
      </div>
    </header>
  );
}

export interface MessagesButtonProps {
  unread: number;
  onClick: () => void;
}

/**
 * The messages (inbox) button. Its name holds the badge's visible text as a word of its own, as shown (99+
 * beyond 99), in both languages (WCAG 2.5.3): a voice user says what they see.
 */
export function MessagesButton({ unread, onClick }: MessagesButtonProps) {
  const { t } = useTranslation('shell');
  const shown = formatBadgeCount(unread);
  return (
    <button
      type="button"
      className="mc-icon-button mc-header__messages"
      aria-label={shown ? t('header.messagesUnread', { unread: shown }) : t('header.messages')}
      onClick={onClick}
    >
      <MailIcon />
      <Badge count={unread} className="mc-header__badge" />
    </button>
  );
}
