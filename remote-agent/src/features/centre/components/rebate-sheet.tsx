// A bottom sheet holding a rebate form: loads the agent's own rates first (the ceiling of every field).
import { Dialog, LoadFailed, type RebateRates, Skeleton } from 'shared';
import { useAgentRebate } from '../api/rebate';
import { RebateForm, type RebateFormProps } from './rebate-form';

export interface RebateSheetProps extends Omit<RebateFormProps, 'own' | 'initial'> {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The rates the fields start with; the agent's own when absent. */
  initial?: RebateRates;
}

export function RebateSheet({ open, title, onClose, initial, ...form }: RebateSheetProps) {
  const own = useAgentRebate();
  let body;
  if (own.data) body = <RebateForm own={own.data} initial={initial ?? own.data} {...form} />;
  else if (own.isError) body = <LoadFailed onRetry={() => void own.refetch()} />;
  else body = <Skeleton rows={6} />;
  return (
    <Dialog open={open} onClose={onClose} title={title} variant="sheet">
      {body}
    </Dialog>
  );
}
