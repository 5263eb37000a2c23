// Withdraw (/m/withdraw): what may be withdrawn and the turnover still to play, prompts to the security centre
// when no payout account or payment password is set, the withdrawal form, then the pending record.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed, Skeleton, useMoneyFormat, type WithdrawInfo, type WithdrawRecord } from 'shared';
import { useWithdrawInfo } from '../api/withdraw-info';
import { formatDateTime } from 'shared';
import { MoneyPage } from './money-page';
import { PayoutAccountLabel } from './payout-account-label';
import { PendingPanel } from './pending-panel';
import { WithdrawForm } from './withdraw-form';
import { useMoneyTranslation } from '../texts';

export const WITHDRAW_RECORD_PATH = '/m/withdrawReport';
export const SECURITY_CENTRE_PATH = '/m/securityCenter';

function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  return (
    <div className="acc-money-card">
      <dl className="acc-money-facts">
        <div className="acc-money-facts__row">
          <dt>{t('money.withdraw.withdrawable')}</dt>
          <dd className="acc-money-figure" data-testid="withdrawable">
            {format(info.withdrawableMinor)}
          </dd>
        </div>
        <div className="acc-money-facts__row">
          <dt>{t('money.withdraw.turnoverRemaining')}</dt>
          <dd data-testid="turnover-remaining">{format(info.turnoverRemainingMinor)}</dd>
        </div>
      </dl>
      {info.turnoverRemainingMinor > 0 && (
        <p className="acc-money__hint">
          {t('money.withdraw.turnoverHint', { amount: format(info.turnoverRemainingMinor) })}
        </p>
      )}
    </div>
  );
}

function SecurityPrompt({ text, action }: { text: string; action: string }) {
  return (
    <div className="acc-money-card acc-money-prompt" role="note">
      <p>{text}</p>
      <Link className="mc-button mc-button--primary" to={SECURITY_CENTRE_PATH}>
        {action}
      </Link>
    </div>
  );
}

export function WithdrawPage() {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  const info = useWithdrawInfo();
  const [done, setDone] = useState<WithdrawRecord | null>(null);
  const [round, setRound] = useState(0);

  let body;
  if (done) {
    body = (
      <PendingPanel
        title={t('money.withdraw.doneTitle')}
        status={done.status}
        rows={[
          { label: t('money.withdraw.account'), value: <PayoutAccountLabel account={done.account} /> },
          { label: t('money.amount.label'), value: format(done.amountMinor) },
          { label: t('money.records.time'), value: formatDateTime(done.createdAt) },
        ]}
        next={t('money.withdraw.next')}
        recordPath={WITHDRAW_RECORD_PATH}
        againLabel={t('money.withdraw.again')}
        onAgain={() => {
          setDone(null);
          setRound((value) => value + 1);
        }}
      />
    );
  } else if (!info.data) {
    body = info.isError ? <LoadFailed onRetry={() => void info.refetch()} /> : <Skeleton rows={6} />;
  } else {
    const noAccount = info.data.accounts.length === 0;
    const noPassword = !info.data.paymentPasswordSet;
    body = (
      <>
        <WithdrawSummary info={info.data} />
        {noAccount && (
          <SecurityPrompt text={t('money.withdraw.noAccount')} action={t('money.withdraw.bindAccount')} />
        )}
        {noPassword && (
          <SecurityPrompt text={t('money.withdraw.noPassword')} action={t('money.withdraw.setPassword')} />
        )}
        {!noAccount && !noPassword && <WithdrawForm key={round} info={info.data} onDone={setDone} />}
      </>
    );
  }

  return (
    <MoneyPage
      title={t('money.withdraw.title')}
      action={
        <Link to={WITHDRAW_RECORD_PATH} className="acc-money__bar-link">
          {t('money.records.withdrawRecord')}
        </Link>
      }
    >
      {body}
    </MoneyPage>
  );
}
