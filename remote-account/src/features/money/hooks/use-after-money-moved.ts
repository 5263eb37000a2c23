// After a deposit or withdrawal: every balance on the page reloads (wallet:refresh) and the records and the
// withdrawal info of this remote are refetched.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bus } from 'shared';
import { moneyKeys } from '../lib/records';

export function useAfterMoneyMoved(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    bus.emit('wallet:refresh', { reason: 'money' });
    void queryClient.invalidateQueries({ queryKey: [...moneyKeys.all, 'records'] });
    void queryClient.invalidateQueries({ queryKey: moneyKeys.withdrawInfo });
  }, [queryClient]);
}
