// Manual rebate (/m/member/manualRebate): what is available by game type and one idempotent claim of it all;
// rebate report (/m/member/rebateReport): the member's rebates by period, paged with load more.
import { useRef, useState } from 'react';
import {
  Button,
  type DatePreset,
  EmptyState,
  formatMoney,
  Money,
  notifyError,
  showToast,
  Skeleton,
  useMoneyFormat,
} from 'shared';
import { useClaimManualRebate, useRebateReport, useRebateSummary } from '../hooks/use-rebates';
import { newIdempotencyKey } from 'shared';
import { formatDateTime } from 'shared';
import { PageFrame } from './page-frame';
import { useMemberTranslation } from '../texts';

/** Basis points as a percentage text, e.g. 80 → '0.8%'. */
export function basisPointsText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

export function ManualRebatePage() {
  const { t } = useMemberTranslation();
  const { symbol, scale } = useMoneyFormat();
  const money = { symbol, scale };
  const summary = useRebateSummary();
  const claim = useClaimManualRebate();
  // One key per claim attempt until it succeeds, so a retry after a lost answer is not paid twice.
  const key = useRef<string | null>(null);
  const data = summary.data;

  const onClaim = () => {
    key.current ??= newIdempotencyKey();
    claim.mutate(key.current, {
      onSuccess: (entry) => {
        key.current = null;
        showToast({
          type: 'success',
          message: t('memberArea.rebate.claimed', { amount: formatMoney(entry.amountMinor, money) }),
        });
      },
      onError: notifyError,
    });
  };

  return (
    <PageFrame title={t('routes.manualRebate', { ns: 'shared' })}>
      {!data ? (
        <Skeleton rows={4} />
      ) : (
        <>
          <div className="acc-member-panel acc-rebate-total">
            <span>{t('memberArea.rebate.available')}</span>
            <Money amount={data.availableMinor} {...money} className="acc-rebate-total__amount" />
          </div>
          {data.byGameType.length === 0 ? (
            <EmptyState text={t('memberArea.rebate.none')} />
          ) : (
            <table className="acc-table">
              <caption className="acc-visually-hidden">{t('memberArea.rebate.byGameType')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('memberArea.rebate.gameType')}</th>
                  <th scope="col">{t('memberArea.rebate.validBet')}</th>
                  <th scope="col">{t('memberArea.rebate.rate')}</th>
                  <th scope="col">{t('memberArea.rebate.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.byGameType.map((row) => (
                  <tr key={row.gameType}>
                    <th scope="row">
                      {t(`memberArea.gameTypes.${row.gameType}`, { defaultValue: row.gameType })}
                    </th>
                    <td>
                      <Money amount={row.validBetMinor} {...money} />
                    </td>
                    <td>{basisPointsText(row.rateBasisPoints)}</td>
                    <td>
                      <Money amount={row.rebateMinor} {...money} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Button block onClick={onClaim} loading={claim.isPending} disabled={data.availableMinor <= 0}>
            {t('memberArea.rebate.claim')}
          </Button>
        </>
      )}
    </PageFrame>
  );
}

const PRESETS = ['today', 'yesterday', '7days', '30days'] as const satisfies readonly DatePreset[];

export function RebateReportPage() {
  const { t } = useMemberTranslation();
  const { symbol, scale } = useMoneyFormat();
  const money = { symbol, scale };
  const [preset, setPreset] = useState<DatePreset>('7days');
  const report = useRebateReport(preset);
  const records = report.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <PageFrame title={t('routes.rebateReport', { ns: 'shared' })}>
      <div className="acc-tabs" role="group" aria-label={t('memberArea.rebate.period')}>
        {PRESETS.map((option) => (
          <button
            key={option}
            type="button"
            className="acc-tabs__tab"
            aria-pressed={preset === option}
            onClick={() => setPreset(option)}
          >
            {t(`memberArea.presets.${option}`)}
          </button>
        ))}
      </div>
      {report.isPending ? (
        <Skeleton rows={5} />
      ) : records.length === 0 ? (
        <EmptyState text={t('memberArea.rebate.noRecords')} />
      ) : (
        <ul className="acc-cards">
          {records.map((record) => (
            <li key={record.id} className="acc-card">
              <div className="acc-card__main">
                <span className="acc-card__title">{t(`memberArea.rebate.kinds.${record.kind}`)}</span>
                <span className="acc-card__meta">{formatDateTime(record.createdAt)}</span>
              </div>
              <Money amount={record.amountMinor} {...money} className="acc-card__amount" />
            </li>
          ))}
        </ul>
      )}
      {report.hasNextPage ? (
        <Button
          variant="secondary"
          block
          loading={report.isFetchingNextPage}
          onClick={() => void report.fetchNextPage()}
        >
          {t('memberArea.common.loadMore')}
        </Button>
      ) : null}
    </PageFrame>
  );
}
