// The popup host: login / register / forgot / change-password, one at a time (opening one closes the other),
// rendered from the account remote inside the shell's dialog. Closing a popup opened by its route goes home; a
// sign-in (login or register) that the popup ends goes to the members-only page the visitor had asked for. The
// player asked for these (a tap, a link): in the page's dialog queue they go ahead of what the site offers.
import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  bus,
  Dialog,
  matchRoute,
  pageAskedBeforeSignIn,
  popupAtom,
  popupEntryAtom,
  useAtomValue,
} from 'shared';
import { RemoteArea } from '../../components/remote-area';

export function PopupHost() {
  const { t } = useTranslation('shell');
  const kind = useAtomValue(popupAtom);
  const entry = useAtomValue(popupEntryAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const close = useCallback(() => {
    // The forms close the popup right after the session starts: read where to go before the close forgets it.
    const asked = pageAskedBeforeSignIn();
    const onPopupRoute = Boolean(matchRoute(pathname)?.popup);
    bus.emit('popup:close', {});
    // A popup route's address (/m/login?redirect=…) is replaced, as on closing; a page under the popup stays in
    // the history behind the one asked for.
    if (asked) void navigate(asked, { replace: onPopupRoute });
    else if (onPopupRoute) void navigate('/m/home', { replace: true });
  }, [navigate, pathname]);

  return (
    <Dialog open={kind !== null} onClose={close} title={kind ? t(`popup.${kind}`) : ''} variant="sheet">
      {/* The register popup shows the m_reg banner group above its form (spec lobby §3 banner groups). */}
      {kind === 'register' && (
        <RemoteArea
          id="content/Banners"
          props={{ group: 'm_reg' }}
          placeholderRows={0}
          className="mc-popup-banners"
        />
      )}
      {kind && (
        <RemoteArea
          id="account/AuthPopup"
          props={{ kind, onClose: close, ...(entry ? { entry } : {}) }}
          placeholderRows={4}
        />
      )}
    </Dialog>
  );
}
