// Deposit (/m/voucherCenter): the money page frame around the deposit form, then the placed order and what
// happens next once the request is in; the order is followed while pending, so its approval shows here and
// raises every balance on the page. What must come before the form (the deposit-limit prompt of player
// protection) is given by the page's composer as `limitGate`, so this feature does not depend on that one.
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type DepositRecord, EmptyState, LoadFailed, Skeleton, useMoneyFormat } from 'shared';
import { useDepositOrder } from '../api/deposit';
import { useDepositChannels } from '../api/deposit-channels';
import { useDepositPromos } from '../api/deposit-promos';
import { useAfterMoneyMoved } from '../hooks/use-after-money-moved';
import { formatDateTime } from 'shared';
import { DepositForm } from './deposit-form';
import { MoneyPage } from './money-page';
import { PendingPanel } from './pending-panel';
import { useMoneyTranslation } from '../texts';

export const DEPOSIT_RECORD_PATH = '/m/vouReport';

export interface DepositPageProps {
  /** Wraps the form: shows what must come first, then the form (its children) once that is done. */
  limitGate?: ComponentType<{ children: ReactNode }>;
}

function NoGate({ children }: { children: ReactNode }) {
  return children;
}

export function DepositPage({ limitGate: LimitGate = NoGate }: DepositPageProps) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  const channels = useDepositChannels();
  const promos = useDepositPromos();
  const [placed, setPlaced] = useState<DepositRecord | null>(null);
  // A new form (fresh state and idempotency key) after each completed deposit.
  const [round, setRound] = useState(0);
  // The placed order as it stands now: it follows the order until it is decided.
  const order = useDepositOrder(placed);
  const done = placed ? (order.data ?? placed) : null;
  useBalanceOnApproval(done);

  let body;
  if (done) {
    body = (
      <PendingPanel
        title={t('money.deposit.doneTitle')}
        status={done.status}
        rows={[
          { label: t('money.deposit.channel'), value: done.channelName },
          { label: t('money.amount.label'), value: format(done.amountMinor) },
          ...(done.bonusMinor > 0 ? [{ label: t('money.promo.bonus'), value: format(done.bonusMinor) }] : []),
          { label: t('money.reference.short'), value: done.reference || '—' },
          { label: t('money.records.time'), value: formatDateTime(done.createdAt) },
        ]}
        next={t('money.deposit.next')}
        recordPath={DEPOSIT_RECORD_PATH}
        againLabel={t('money.deposit.again')}
        onAgain={() => {
          setPlaced(null);
          setRound((value) => value + 1);
        }}
      />
    );
  } else if (channels.isError) {
    body = <LoadFailed onRetry={() => void channels.refetch()} />;
  } else if (channels.isPending || promos.isPending) {
    body = <Skeleton rows={6} />;
  } else if (!channels.data || channels.data.length === 0) {
    body = <EmptyState text={t('money.deposit.noChannels')} />;
  } else {
    body = (
      <LimitGate>
        <DepositForm key={round} channels={channels.data} promos={promos.data ?? []} onDone={setPlaced} />
      </LimitGate>
    );
  }

  return (
    <MoneyPage
      title={t('money.deposit.title')}
      action={
        <Link to={DEPOSIT_RECORD_PATH} className="acc-money__bar-link">
          {t('money.records.depositRecord')}
        </Link>
      }
    >
      {body}
    </MoneyPage>
  );
}

/** When the followed order turns approved, every balance on the page reloads and the records are asked again. */
function useBalanceOnApproval(order: DepositRecord | null) {
  const afterMoneyMoved = useAfterMoneyMoved();
  const seen = useRef<{ id: number; status: DepositRecord['status'] } | null>(null);
  const id = order?.id ?? null;
  const status = order?.status ?? null;
  useEffect(() => {
    const before = seen.current;
    seen.current = id !== null && status !== null ? { id, status } : null;
    if (before && before.id === id && before.status === 'pending' && status === 'approved') afterMoneyMoved();
  }, [id, status, afterMoneyMoved]);
}
