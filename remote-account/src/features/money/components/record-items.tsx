// One row of each record list: deposit, withdrawal, ledger entry and bet. Times are Dhaka time; statuses are
// labelled badges; gains and losses carry a sign.
import type { BetRecord, DepositRecord, LedgerEntry, WithdrawRecord } from 'shared';
import { formatDateTime } from 'shared';
import { SignedMoney } from './signed-money';
import { StatusBadge } from './status-badge';
import { useMoneyFormat } from 'shared';
import { useMoneyTranslation } from '../texts';

export function DepositRecordItem({ record }: { record: DepositRecord }) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  return (
    <article className="acc-money-row" data-status={record.status}>
      <div className="acc-money-row__main">
        <strong>{record.channelName}</strong>
        <strong className="acc-money-figure">{format(record.amountMinor)}</strong>
      </div>
      <div className="acc-money-row__meta">
        <span>{formatDateTime(record.createdAt)}</span>
        <StatusBadge status={record.status} />
      </div>
      <div className="acc-money-row__meta">
        <span>
          {t('money.reference.short')}: <span className="acc-money-number">{record.reference || '—'}</span>
        </span>
        {record.bonusMinor > 0 && (
          <span>{t('money.promo.bonusAmount', { amount: format(record.bonusMinor) })}</span>
        )}
      </div>
    </article>
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
    <article className="acc-money-row" data-status={record.status}>
      <div className="acc-money-row__main">
        <strong>
          {provider} <span className="acc-money-number">{record.account.accountNumberMasked}</span>
        </strong>
        <strong className="acc-money-figure">{format(record.amountMinor)}</strong>
      </div>
      <div className="acc-money-row__meta">
        <span>{formatDateTime(record.createdAt)}</span>
        <StatusBadge status={record.status} />
      </div>
    </article>
  );
}

export function LedgerItem({ entry }: { entry: LedgerEntry }) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  return (
    <article className="acc-money-row">
      <div className="acc-money-row__main">
        <strong>{t(`money.ledger.${entry.kind}`)}</strong>
        <strong className="acc-money-figure">
          <SignedMoney minor={entry.amountMinor} />
        </strong>
      </div>
      <div className="acc-money-row__meta">
        <span>{formatDateTime(entry.createdAt)}</span>
        <span>{t('money.records.balanceAfter', { amount: format(entry.balanceAfterMinor) })}</span>
      </div>
      {entry.reference && (
        <div className="acc-money-row__meta">
          <span className="acc-money-number">{entry.reference}</span>
        </div>
      )}
    </article>
  );
}

export function BetItem({ bet }: { bet: BetRecord }) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  return (
    <article className="acc-money-row">
      <div className="acc-money-row__main">
        <strong>{bet.gameName}</strong>
        <strong className="acc-money-figure">
          <SignedMoney minor={bet.profitMinor} />
        </strong>
      </div>
      <div className="acc-money-row__meta">
        <span>
          {bet.vendor} · {t(`money.gameType.${bet.gameType}`, { defaultValue: bet.gameType })}
        </span>
        <span>{formatDateTime(bet.settledAt)}</span>
      </div>
      <div className="acc-money-row__meta">
        <span>{t('money.bets.bet', { amount: format(bet.betMinor) })}</span>
        <span>{t('money.bets.win', { amount: format(bet.winMinor) })}</span>
      </div>
    </article>
  );
}
