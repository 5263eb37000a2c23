// The one record page of the money area (deposit, withdraw, account and betting records): date filter, a
// type/status filter, the range's totals when the endpoint gives them, the list with a load-more button,
// skeleton, empty state and a retry. Each record page passes its endpoint hook and how to draw a row.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Button, EmptyState, LoadFailed, Skeleton, useMoneyFormat } from 'shared';
import { useDateFilter } from '../hooks/use-date-filter';
import type { RecordFilter, RecordPageData } from '../lib/records';
import { DateFilter } from './date-filter';
import { MoneyPage } from './money-page';
import { SignedMoney } from './signed-money';
import { useMoneyTranslation } from '../texts';

export interface RecordPageProps<T> {
  title: string;
  /** The label of the type/status filter and its options (the empty value means all). */
  typeLabel: string;
  typeOptions: { value: string; label: string }[];
  useRecords: (
    filter: RecordFilter | null,
  ) => UseInfiniteQueryResult<InfiniteData<RecordPageData<T>, unknown>, Error>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Names of the totals' in, out and net figures; money in, money out and net unless given. */
  totalsLabels?: { in: string; out: string; net: string };
}

export function RecordPage<T>({
  title,
  typeLabel,
  typeOptions,
  useRecords,
  itemKey,
  renderItem,
  totalsLabels,
}: RecordPageProps<T>) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  const typeId = useId();
  const dates = useDateFilter();
  const [type, setType] = useState('');
  const records = useRecords(dates.range ? { range: dates.range, type } : null);

  const pages = records.data?.pages ?? [];
  const items = pages.flatMap((page) => page.list);
  const totalCount = pages[0]?.totalCount ?? 0;
  const totals = pages[0]?.totals;
  const labels = totalsLabels ?? {
    in: t('money.totals.in'),
    out: t('money.totals.out'),
    net: t('money.totals.net'),
  };

  let list: ReactNode;
  if (!dates.range) list = <p className="acc-money__hint">{t('money.dates.chooseValid')}</p>;
  else if (!records.data && records.isError) list = <LoadFailed onRetry={() => void records.refetch()} />;
  else if (!records.data) list = <Skeleton rows={6} />;
  else if (items.length === 0) list = <EmptyState text={t('money.records.empty')} />;
  else
    list = (
      <>
        <p className="acc-money__hint" aria-live="polite">
          {t('money.records.shown', { shown: items.length, total: totalCount })}
        </p>
        <ul className="acc-money-list">
          {items.map((item) => (
            <li key={itemKey(item)} className="acc-money-list__item">
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {records.hasNextPage ? (
          <Button
            variant="secondary"
            block
            loading={records.isFetchingNextPage}
            onClick={() => void records.fetchNextPage()}
          >
            {t('money.records.loadMore')}
          </Button>
        ) : (
          <p className="acc-money__hint acc-money__end">{t('money.records.end')}</p>
        )}
      </>
    );

  return (
    <MoneyPage title={title}>
      <DateFilter state={dates} />
      <div className="acc-field acc-money-type">
        <label htmlFor={typeId}>{typeLabel}</label>
        <select id={typeId} value={type} onChange={(event) => setType(event.target.value)}>
          <option value="">{t('money.records.all')}</option>
          {typeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {totals && (
        <dl className="acc-money-totals" aria-label={t('money.totals.label')}>
          <div>
            <dt>{labels.in}</dt>
            <dd>{format(totals.inMinor)}</dd>
          </div>
          <div>
            <dt>{labels.out}</dt>
            <dd>{format(totals.outMinor)}</dd>
          </div>
          <div>
            <dt>{labels.net}</dt>
            <dd>
              <SignedMoney minor={totals.netMinor} />
            </dd>
          </div>
        </dl>
      )}
      {list}
    </MoneyPage>
  );
}
