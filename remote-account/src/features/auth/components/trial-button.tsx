// Free play (spec account §2, §4): a waiting message, the trial request, then home (replacing the route) once
// the trial session is active.
import { bus, Button, TOAST_DURATION } from 'shared';
import { useTrial } from '../api/trial';
import { failureToast, loadingToast, successToast } from '../lib/toasts';
import { useAuthTranslation } from '../texts';

const TOAST_ID = 'account:trial';

export interface TrialButtonProps {
  onStarted: () => void;
}

export function TrialButton({ onStarted }: TrialButtonProps) {
  const { t } = useAuthTranslation();
  const trial = useTrial();

  const start = async () => {
    if (trial.isPending) return;
    loadingToast(TOAST_ID, t('trial.waiting'));
    try {
      await trial.mutateAsync();
      successToast(TOAST_ID, t('trial.started'), TOAST_DURATION.default);
      bus.emit('wallet:refresh', { reason: 'login' });
      onStarted();
      bus.emit('navigate', { to: '/m/home', replace: true });
    } catch (error) {
      failureToast(TOAST_ID, error);
    }
  };

  return (
    <Button variant="secondary" block loading={trial.isPending} onClick={() => void start()}>
      {t('trial.start')}
    </Button>
  );
}
