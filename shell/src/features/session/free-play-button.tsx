// The free-play action (spec account §2, §4): a waiting message, the trial request, then home (the route is
// replaced) once the trial session is active.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, notifyError, requestTrialPlay, TOAST_DURATION } from 'shared';

export function FreePlayButton({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const start = async () => {
    setPending(true);
    bus.emit('toast', { type: 'loading', message: t('trial.waiting'), id: 'trial' });
    try {
      await requestTrialPlay();
      bus.emit('toast', {
        type: 'success',
        message: t('trial.ready'),
        id: 'trial',
        duration: TOAST_DURATION.default,
      });
      void navigate('/m/home', { replace: true });
    } catch (error) {
      bus.emit('popup:close', {});
      notifyError(error);
      bus.emit('toast', {
        type: 'fail',
        message: t('trial.failed'),
        id: 'trial',
        duration: TOAST_DURATION.short,
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      onClick={() => void start()}
      disabled={pending}
      aria-busy={pending}
    >
      {t('trial.action')}
    </button>
  );
}
