// One row of each record list: deposit, withdrawal, ledger entry and bet. Times are Dhaka time; statuses are
// labelled badges; gains and losses carry a sign.
import type { ReactNode } from 'react';
import type { BetRecord, DepositRecord, LedgerEntry, WithdrawRecord } from 'shared';
import { formatDateTime } from 'shared';
import { SignedMoney } from './signed-money';
import { StatusBadge } from './status-badge';
import { useMoneyFormat } from 'shared';
import { useMoneyTranslation } from '../texts';

/** A record row: what it is and its amount on the first line, then lines of details (each a pair of ends). */
function RecordRow({
  title,
  figure,
  status,
  details,
}: {
  title: ReactNode;
  figure: ReactNode;
  status?: string;
  details: readonly (readonly [ReactNode, ReactNode])[];
}) {
  return (
    <article className="acc-money-row" data-status={status}>
      <div className="acc-money-row__main">
        <strong>{title}</strong>
        <strong className="acc-money-figure">{figure}</strong>
      </div>
      {details.map(([start, end], index) => (
        <div key={index} className="acc-money-row__meta">
          {start}
          {end}
        </div>
      ))}
    </article>
  );
}

export function DepositRecordItem({ record }: { record: DepositRecord }) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  return (
    <RecordRow
      title={record.channelName}
      figure={format(record.amountMinor)}
      status={record.status}
      details={[
        [<span>{formatDateTime(record.createdAt)}</span>, <StatusBadge status={record.status} />],
        [
          <span>
            {t('money.reference.short')}: <span className="acc-money-number">{record.reference || '—'}</span>
          </span>,
          record.bonusMinor > 0 && (
            <span>{t('money.promo.bonusAmount', { amount: format(record.bonusMinor) })}</span>
          ),
        ],
      ]}
    />
  );
}

export function WithdrawRecordItem({ record }: { record: WithdrawRecord }) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  const provider =
    record.account.provider === 'BANK' && record.account.bankName
      ? record.account.bankName
      : t(`money.provider.${record.account.provider}`);
  return (
    <RecordRow
      title={
        <>
          {provider} <span className="acc-money-number">{record.account.accountNumberMasked}</span>
        </>
      }
      figure={format(record.amountMinor)}
      status={record.status}
      details={[[<span>{formatDateTime(record.createdAt)}</span>, <StatusBadge status={record.status} />]]}
    />
  );
}

export function LedgerItem({ entry }: { entry: LedgerEntry }) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  return (
    <RecordRow
      title={t(`money.ledger.${entry.kind}`)}
      figure={<SignedMoney minor={entry.amountMinor} />}
      details={[
        [
          <span>{formatDateTime(entry.createdAt)}</span>,
          <span>{t('money.records.balanceAfter', { amount: format(entry.balanceAfterMinor) })}</span>,
        ],
        ...(entry.reference
          ? ([[<span className="acc-money-number">{entry.reference}</span>, null]] as const)
          : []),
      ]}
    />
  );
}

export function BetItem({ bet }: { bet: BetRecord }) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  return (
    <RecordRow
      title={bet.gameName}
      figure={<SignedMoney minor={bet.profitMinor} />}
      details={[
        [
          <span>
            {bet.vendor} · {t(`money.gameType.${bet.gameType}`, { defaultValue: bet.gameType })}
          </span>,
          <span>{formatDateTime(bet.settledAt)}</span>,
        ],
        [
          <span>{t('money.bets.bet', { amount: format(bet.betMinor) })}</span>,
          <span>{t('money.bets.win', { amount: format(bet.winMinor) })}</span>,
        ],
      ]}
    />
  );
}
