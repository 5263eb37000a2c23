// A money record's status as a labelled badge: text and a symbol, so it never depends on colour alone; pending
// gets its own outlined look.
import { type MoneyStatus } from 'shared';
import { useMoneyTranslation } from '../texts';
import { ApprovedIcon, CancelledIcon, type Icon, PendingIcon, RejectedIcon } from 'shared';

const SYMBOLS: Record<MoneyStatus, Icon> = {
  pending: PendingIcon,
  approved: ApprovedIcon,
  rejected: RejectedIcon,
  cancelled: CancelledIcon,
};

export function StatusBadge({ status }: { status: MoneyStatus }) {
  const { t } = useMoneyTranslation();
  const Symbol = SYMBOLS[status];
  return (
    <span className={`acc-money-status acc-money-status--${status}`} data-status={status}>
      <Symbol /> {t(`money.status.${status}`)}
    </span>
  );
}
