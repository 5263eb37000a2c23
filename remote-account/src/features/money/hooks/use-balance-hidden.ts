// Whether the member hides the balance as asterisks; remembered in localStorage so it survives reloads.
import { useCallback, useState } from 'react';
import { readLocal, writeLocal } from 'shared';

export const BALANCE_HIDDEN_STORAGE_KEY = 'MC_BALANCE_HIDDEN';

export function useBalanceHidden(): [hidden: boolean, toggle: () => void] {
  const [hidden, setHidden] = useState(() => readLocal(BALANCE_HIDDEN_STORAGE_KEY) === '1');
  const toggle = useCallback(() => {
    setHidden((value) => {
      writeLocal(BALANCE_HIDDEN_STORAGE_KEY, value ? null : '1');
      return !value;
    });
  }, []);
  return [hidden, toggle];
}
