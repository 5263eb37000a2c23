// The confirmation after a deposit or withdrawal request: the pending record's figures, what happens next, and
// the way on (another request, the records).
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, type MoneyStatus } from 'shared';
import { StatusBadge } from './status-badge';
import { useMoneyTranslation } from '../texts';

export interface PendingPanelProps {
  title: string;
  status: MoneyStatus;
  rows: { label: string; value: ReactNode }[];
  next: string;
  recordPath: string;
  againLabel: string;
  onAgain: () => void;
}

export function PendingPanel({
  title,
  status,
  rows,
  next,
  recordPath,
  againLabel,
  onAgain,
}: PendingPanelProps) {
  const { t } = useMoneyTranslation();
  const titleId = useId();
  return (
    <div className="acc-money-card acc-money-done" role="status" aria-labelledby={titleId}>
      <h2 id={titleId} className="acc-money-card__title">
        {title}
      </h2>
      <StatusBadge status={status} />
      <dl className="acc-money-facts">
        {rows.map((row) => (
          <div key={row.label} className="acc-money-facts__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="acc-money__hint">{next}</p>
      <div className="acc-money-actions">
        <Link className="mc-button mc-button--secondary" to={recordPath}>
          {t('money.records.open')}
        </Link>
        <Button onClick={onAgain}>{againLabel}</Button>
      </div>
    </div>
  );
}
