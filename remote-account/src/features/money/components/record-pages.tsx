// The four record pages as configurations of the one RecordPage: endpoint hook, filter and row.
import { GAME_TYPES, LEDGER_KINDS, MONEY_STATUSES } from 'shared';
import { useAccountRecords } from '../api/account-records';
import { useBetRecords } from '../api/bet-records';
import { useDepositRecords } from '../api/deposit-records';
import { useWithdrawRecords } from '../api/withdraw-records';
import { BetItem, DepositRecordItem, LedgerItem, WithdrawRecordItem } from './record-items';
import { RecordPage } from './record-page';
import { useMoneyTranslation } from '../texts';

function options<T extends string>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

export function DepositRecordPage() {
  const { t } = useMoneyTranslation();
  return (
    <RecordPage
      title={t('money.records.depositRecord')}
      typeLabel={t('money.records.status')}
      typeOptions={options(MONEY_STATUSES, (value) => t(`money.status.${value}`))}
      useRecords={useDepositRecords}
      itemKey={(record) => record.id}
      renderItem={(record) => <DepositRecordItem record={record} />}
    />
  );
}

export function WithdrawRecordPage() {
  const { t } = useMoneyTranslation();
  return (
    <RecordPage
      title={t('money.records.withdrawRecord')}
      typeLabel={t('money.records.status')}
      typeOptions={options(MONEY_STATUSES, (value) => t(`money.status.${value}`))}
      useRecords={useWithdrawRecords}
      itemKey={(record) => record.id}
      renderItem={(record) => <WithdrawRecordItem record={record} />}
    />
  );
}

export function AccountRecordPage() {
  const { t } = useMoneyTranslation();
  return (
    <RecordPage
      title={t('money.records.accountRecord')}
      typeLabel={t('money.records.kind')}
      typeOptions={options(LEDGER_KINDS, (value) => t(`money.ledger.${value}`))}
      useRecords={useAccountRecords}
      itemKey={(entry) => entry.id}
      renderItem={(entry) => <LedgerItem entry={entry} />}
    />
  );
}

export function BettingRecordPage() {
  const { t } = useMoneyTranslation();
  return (
    <RecordPage
      title={t('money.records.bettingRecord')}
      typeLabel={t('money.records.gameType')}
      typeOptions={options(GAME_TYPES, (value) => t(`money.gameType.${value}`))}
      useRecords={useBetRecords}
      totalsLabels={{
        in: t('money.bets.totalWin'),
        out: t('money.bets.totalBet'),
        net: t('money.bets.profit'),
      }}
      itemKey={(bet) => bet.id}
      renderItem={(bet) => <BetItem bet={bet} />}
    />
  );
}
