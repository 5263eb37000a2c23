// The side menu (spec account §2): the member block or guest buttons, entries in chunks of 3 gated by their
// white-label flags, language and theme. Closes on any navigation, on the backdrop and on its close icon. It stays
// built while closed (hidden): a tap on the menu button only shows it.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  bus,
  currentTheme,
  Dialog,
  displayName,
  isAgentType,
  loggedInAtom,
  Money,
  activeSessionAtom,
  setLanguage,
  setTheme,
  SIDE_MENU,
  SUPPORTED_LANGUAGES,
  useAtomValue,
  useMemberInfo,
  useMemberWallet,
  useMerchantConfig,
  type WhiteLabelFlag,
} from 'shared';
import { RemoteArea } from '../../components/remote-area';
import { FreePlayButton } from '../../features/session/free-play-button';
import type en from '../../locales/en.json';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

type MenuTexts = (typeof en)['menu'];

interface Entry {
  /** A text of the menu, not a group of them. */
  key: { [K in keyof MenuTexts]: MenuTexts[K] extends string ? K : never }[keyof MenuTexts];
  to: string;
  flag?: WhiteLabelFlag;
  agentOnly?: boolean;
}

const ENTRIES: Entry[] = [
  { key: 'deposit', to: '/m/voucherCenter', flag: 'DEPOSIT' },
  { key: 'withdraw', to: '/m/withdraw', flag: 'WITHDRAW' },
  { key: 'bettingRecord', to: '/m/gameRecord', flag: 'TRANSBETREPMEM3' },
  { key: 'rewardCenter', to: '/m/rewardCenter', flag: 'REWCEN3' },
  { key: 'download', to: '/m/download' },
  { key: 'feedback', to: '/m/feedback', flag: 'FEEDBACK3' },
  { key: 'security', to: '/m/securityCenter', flag: 'SECPRIV' },
  { key: 'help', to: '/m/help' },
  { key: 'terms', to: '/m/help?tag=terms' },
  { key: 'promotion', to: '/m/activity' },
  { key: 'inviteFriends', to: '/m/inviteFriends', flag: 'REFERRAL' },
  { key: 'agency', to: '/m/agent', agentOnly: true },
];

/** Links configured by the merchant; each is shown only when configured. */
const EXTERNAL_LINKS = ['customerService', 'whatsapp', 'viber', 'telegram', 'facebook', 'affiliate'] as const;

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t, i18n } = useTranslation('shell');
  const loggedIn = useAtomValue(loggedInAtom);
  const session = useAtomValue(activeSessionAtom);
  const { data: config } = useMerchantConfig();
  const { data: member } = useMemberInfo();
  const { data: wallet } = useMemberWallet();
  // The promotions' area (its code, its texts and its call for the activities) waits for the menu's first opening
  // and then stays: a visit that never opens the menu fetches none of them, and the opening's frame only shows the
  // menu, whose promotions follow when their module has loaded.
  const [promosWanted, setPromosWanted] = useState(open);
  if (open && !promosWanted) setPromosWanted(true);

  const entries = ENTRIES.filter(
    (entry) =>
      (!entry.flag || config?.flags[entry.flag] !== false) &&
      (!entry.agentOnly || (loggedIn && isAgentType(session?.type ?? null))),
  );

  const externalLinks = EXTERNAL_LINKS.flatMap((key) => {
    const href = config?.links[key];
    return href ? [[key, href] as const] : [];
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('menu.title')}
      variant="drawer"
      className="mc-side-menu"
      closeLabel={t('menu.close')}
      keepMounted
    >
      {loggedIn ? (
        <div className="mc-side-menu__member">
          <p className="mc-side-menu__name">{displayName(member ?? null, session?.userName ?? '')}</p>
          <Money
            amount={wallet?.sumBalance ?? 0}
            symbol={config?.currencySymbol ?? '৳'}
            scale={config?.currencyScale ?? 100}
            masked={!wallet}
          />
          <div className="mc-side-menu__actions">
            <Link to="/m/voucherCenter" className="mc-chip">
              {t('menu.deposit')}
            </Link>
            <Link to="/m/withdraw" className="mc-chip">
              {t('menu.withdraw')}
            </Link>
            <button
              type="button"
              className="mc-chip"
              onClick={() => {
                onClose();
                bus.emit('logout:request', {});
              }}
            >
              {t('menu.signOut')}
            </button>
          </div>
        </div>
      ) : (
        <div className="mc-side-menu__actions">
          <Link to="/m/register" className="mc-chip mc-chip--primary">
            {t('header.register')}
          </Link>
          <Link to="/m/login" className="mc-chip">
            {t('header.login')}
          </Link>
          <FreePlayButton className="mc-chip" />
        </div>
      )}
      <nav aria-label={t('menu.title')}>
        {chunk(entries, SIDE_MENU.entriesPerChunk).map((group) => (
          <ul key={group[0]!.key} className="mc-side-menu__group">
            {group.map((entry) => (
              <li key={entry.key}>
                <Link to={entry.to} className="mc-tile">
                  {t(`menu.${entry.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </nav>
      {/* The promotion entry's first 3 activities come from the content remote (spec account §2). */}
      {promosWanted && (
        <RemoteArea
          id="content/SideMenuPromos"
          props={{}}
          placeholderRows={0}
          className="mc-side-menu__promos"
        />
      )}
      {externalLinks.length > 0 && (
        <ul className="mc-side-menu__group" aria-label={t('menu.contact')}>
          {externalLinks.map(([key, href]) => (
            <li key={key}>
              <a href={href} target="_blank" rel="noreferrer" className="mc-tile">
                {t(`menu.links.${key}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="mc-side-menu__prefs">
        <fieldset>
          <legend>{t('menu.language')}</legend>
          {SUPPORTED_LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              className="mc-chip"
              aria-pressed={i18n.language === language}
              onClick={() => void setLanguage(language)}
            >
              {language === 'bn' ? 'বাংলা' : 'English'}
            </button>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('menu.theme')}</legend>
          {(['dark', 'light'] as const).map((theme) => (
            <button
              key={theme}
              type="button"
              className="mc-chip"
              aria-pressed={currentTheme() === theme}
              onClick={() => setTheme(theme)}
            >
              {t(`menu.${theme}`)}
            </button>
          ))}
        </fieldset>
      </div>
    </Dialog>
  );
}
