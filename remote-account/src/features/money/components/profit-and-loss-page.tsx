// Profit and loss (/m/profitandloss): for the chosen date range, the summary figures (bets, wins, profit,
// money in and out, rewards, rebates) and a table of bets and profit by game type.
import { EmptyState, LoadFailed, type ProfitAndLoss, Skeleton, useMoneyFormat } from 'shared';
import { useProfitAndLoss } from '../api/profit-and-loss';
import { useDateFilter } from '../hooks/use-date-filter';
import { DateFilter } from './date-filter';
import { MoneyPage } from './money-page';
import { SignedMoney } from './signed-money';
import { useMoneyTranslation } from '../texts';

export function ProfitAndLossPage() {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  const dates = useDateFilter();
  const pnl = useProfitAndLoss(dates.range);

  let body;
  if (!dates.range) body = <p className="acc-money__hint">{t('money.dates.chooseValid')}</p>;
  else if (!pnl.data && pnl.isError) body = <LoadFailed onRetry={() => void pnl.refetch()} />;
  else if (!pnl.data) body = <Skeleton rows={6} />;
  else {
    const data = pnl.data;
    const figures = [
      { key: 'bet' as const, value: format(data.betMinor) },
      { key: 'win' as const, value: format(data.winMinor) },
      { key: 'profit' as const, value: <SignedMoney minor={data.profitMinor} /> },
      { key: 'deposit' as const, value: format(data.depositMinor) },
      { key: 'withdraw' as const, value: format(data.withdrawMinor) },
      { key: 'reward' as const, value: format(data.rewardMinor) },
      { key: 'rebate' as const, value: format(data.rebateMinor) },
    ];
    body = (
      <>
        <dl className="acc-money-totals acc-money-totals--wide">
          {figures.map((figure) => (
            <div key={figure.key}>
              <dt>{t(`money.pnl.${figure.key}`)}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
        {data.byGameType.length > 0 ? null : nothingHappened(data) ? (
          <EmptyState text={t('money.records.empty')} />
        ) : (
          <p className="acc-money__hint">{t('money.pnl.noBets')}</p>
        )}
        {data.byGameType.length === 0 ? null : (
          <table className="acc-money-table">
            <caption>{t('money.pnl.byGameType')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('money.records.gameType')}</th>
                <th scope="col">{t('money.pnl.bet')}</th>
                <th scope="col">{t('money.pnl.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {data.byGameType.map((row) => (
                <tr key={row.gameType}>
                  <th scope="row">{t(`money.gameType.${row.gameType}`, { defaultValue: row.gameType })}</th>
                  <td>{format(row.betMinor)}</td>
                  <td>
                    <SignedMoney minor={row.profitMinor} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    );
  }

  return (
    <MoneyPage title={t('money.pnl.title')}>
      <DateFilter state={dates} />
      {body}
    </MoneyPage>
  );
}

/** Nothing at all in the period: no bets and no money moved, so "no records" is the truth. */
function nothingHappened(data: ProfitAndLoss): boolean {
  return (
    data.byGameType.length === 0 &&
    [
      data.betMinor,
      data.winMinor,
      data.profitMinor,
      data.depositMinor,
      data.withdrawMinor,
      data.rewardMinor,
      data.rebateMinor,
    ].every((minor) => minor === 0)
  );
}
