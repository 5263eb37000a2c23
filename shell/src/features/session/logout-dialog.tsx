// Logout (spec account §4): confirm, a loading message, server logout with the token, clear session storage,
// token, trial user and member info, autoLogin 0, then home. Local state is cleared even if the server fails.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, bus, clearSession, Dialog, logoutOnServer, TOAST_DURATION } from 'shared';

export function LogoutDialog() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();

  useEffect(() => bus.on('logout:request', () => setOpen(true)), []);

  const submit = async () => {
    setPending(true);
    bus.emit('toast', { type: 'loading', message: t('logout.pending'), id: 'logout' });
    try {
      await logoutOnServer();
    } catch {
      // The token is forgotten locally either way; an expired token is already logged out server-side.
    }
    clearSession();
    bus.emit('toast', {
      type: 'success',
      message: t('logout.done'),
      id: 'logout',
      duration: TOAST_DURATION.default,
    });
    setPending(false);
    setOpen(false);
    void navigate('/m/home');
  };

  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('logout.title')}>
      <p className="mc-logout__text">{t('logout.confirm')}</p>
      <div className="mc-dialog-actions">
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
          {t('common.cancel', { ns: 'shared' })}
        </Button>
        <Button onClick={() => void submit()} loading={pending}>
          {t('logout.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
