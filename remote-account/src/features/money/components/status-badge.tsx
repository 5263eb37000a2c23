// A money record's status as a labelled badge: text and a symbol, so it never depends on colour alone; pending
// gets its own outlined look.
import { type MoneyStatus } from 'shared';
import { useMoneyTranslation } from '../texts';

const SYMBOLS: Record<MoneyStatus, string> = {
  pending: '⏳',
  approved: '✓',
  rejected: '✕',
  cancelled: '–',
};

export function StatusBadge({ status }: { status: MoneyStatus }) {
  const { t } = useMoneyTranslation();
  return (
    <span className={`acc-money-status acc-money-status--${status}`} data-status={status}>
      <span aria-hidden="true">{SYMBOLS[status]}</span> {t(`money.status.${status}`)}
    </span>
  );
}
