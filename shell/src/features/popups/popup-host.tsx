// The popup host: login / register / forgot / change-password, one at a time (opening one closes the other),
// rendered from the account remote inside the shell's dialog. Closing a popup opened by its route goes home.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, Dialog, matchRoute, type PopupKind } from 'shared';
import { RemoteArea } from '../../components/remote-area';
import { useScrollLock } from '../../components/use-scroll-lock';

export function PopupHost() {
  const { t } = useTranslation('shell');
  const [kind, setKind] = useState<PopupKind | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => bus.on('popup:open', (event) => setKind(event.kind)), []);

  const close = useCallback(() => {
    setKind(null);
    if (matchRoute(pathname)?.popup) void navigate('/m/home', { replace: true });
  }, [navigate, pathname]);

  useEffect(
    () =>
      bus.on('popup:close', (event) => {
        if (!event.kind || event.kind === kind) close();
      }),
    [close, kind],
  );

  useScrollLock(kind !== null);

  return (
    <Dialog open={kind !== null} onClose={close} title={kind ? t(`popup.${kind}`) : ''} variant="sheet">
      {kind && <RemoteArea id="account/AuthPopup" props={{ kind, onClose: close }} placeholderRows={4} />}
    </Dialog>
  );
}
