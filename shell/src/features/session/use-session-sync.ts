// Keeps the page's server state in step with the session: wallet refresh on request and when the tab
// regains focus; everything of a member dropped on logout.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, getToken, memberKeys } from 'shared';

export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const offSession = bus.on('session:changed', ({ loggedIn }) => {
      if (!loggedIn) queryClient.removeQueries({ queryKey: memberKeys.all });
    });
    const offWallet = bus.on('wallet:refresh', () => {
      void queryClient.invalidateQueries({ queryKey: ['member', 'wallet'] });
    });
    const offNavigate = bus.on('navigate', ({ to, replace }) => {
      void navigate(to, { replace: replace ?? false });
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible' && getToken())
        bus.emit('wallet:refresh', { reason: 'focus' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      offSession();
      offWallet();
      offNavigate();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, navigate]);
}
