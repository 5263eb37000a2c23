// The team's figures over the chosen range: members, new and active members (counts), deposits, withdrawals,
// bets and profit (money). A skeleton while loading, a retry when loading failed; nothing is requested while
// the custom range has a problem.
import { formatDay, LoadFailed, Money, Skeleton, type TeamKpi, useMoneyFormat } from 'shared';
import { RangeFilter } from '../../../components/range-filter';
import type { AgentRangeState } from '../../../lib/agent-range';
import { useTeamKpi } from '../api/kpi';
import { formatCount } from './figures';
import { useCentreTranslation } from '../texts';

const COUNTS = ['members', 'newMembers', 'activeMembers'] as const satisfies readonly (keyof TeamKpi)[];
const AMOUNTS = [
  ['deposits', 'depositMinor'],
  ['withdrawals', 'withdrawalMinor'],
  ['bets', 'betMinor'],
  ['profit', 'profitMinor'],
] as const satisfies readonly (readonly [string, keyof TeamKpi])[];

export function KpiPanel({ range }: { range: AgentRangeState }) {
  const { t } = useCentreTranslation();
  const { symbol, scale } = useMoneyFormat();
  const kpi = useTeamKpi(range.query);

  let body;
  if (!range.query) body = <p className="agt-muted">{t('centre.kpi.fixDates')}</p>;
  else if (kpi.data) {
    const data = kpi.data;
    body = (
      <>
        <p className="agt-muted" data-testid="kpi-range">
          {t('agent:common.dates.range', { from: formatDay(data.from), to: formatDay(data.to) })}
        </p>
        <dl className="agt-kpi" aria-busy={kpi.isFetching || undefined}>
          {COUNTS.map((key) => (
            <div key={key} className="agt-kpi__card" data-testid={`kpi-${key}`}>
              <dt>{t(`centre.kpi.${key}`)}</dt>
              <dd>{formatCount(data[key])}</dd>
            </div>
          ))}
          {AMOUNTS.map(([label, key]) => (
            <div key={key} className="agt-kpi__card" data-testid={`kpi-${label}`}>
              <dt>{t(`centre.kpi.${label}`)}</dt>
              <dd>
                <Money amount={data[key]} symbol={symbol} scale={scale} />
              </dd>
            </div>
          ))}
        </dl>
      </>
    );
  } else if (kpi.isError) body = <LoadFailed onRetry={() => void kpi.refetch()} />;
  else body = <Skeleton rows={4} />;

  return (
    <div className="agt-panel">
      <RangeFilter state={range} />
      {body}
    </div>
  );
}
