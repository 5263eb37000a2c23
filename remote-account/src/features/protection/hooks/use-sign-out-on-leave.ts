// After a time-out or self-exclusion the server has ended every session; the page still has to forget its own.
// Forgetting it while this member-only page is on screen would make the shell open the login popup over it, so
// the page asks for home first and the session is cleared when the page has gone.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from 'shared';

export function useSignOutOnLeave(): () => void {
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) clearSession();
    },
    [],
  );
  return useCallback(() => {
    leaving.current = true;
    void navigate('/m/home', { replace: true });
  }, [navigate]);
}
