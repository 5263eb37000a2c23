// The date filter of the record pages: the UI kit's day range filter with the record presets (today, yesterday,
// 7 days, 30 days, custom) and the money texts.
import { DayRangeFilter, RECORD_PRESETS, RECORD_RANGE_MAX_DAYS } from 'shared';
import type { DateFilterState } from '../hooks/use-date-filter';
import { useMoneyTranslation } from '../texts';

export function DateFilter({ state }: { state: DateFilterState }) {
  const { t } = useMoneyTranslation();
  const { filter, problem } = state;
  return (
    <DayRangeFilter
      presets={RECORD_PRESETS}
      preset={filter.preset}
      from={filter.from}
      to={filter.to}
      today={state.today}
      problem={problem ? t(`money.dates.problem.${problem}`, { days: RECORD_RANGE_MAX_DAYS }) : ''}
      onPreset={state.setPreset}
      onFrom={state.setFrom}
      onTo={state.setTo}
      texts={{
        group: t('money.dates.label'),
        preset: (preset) => t(`money.dates.${preset}`),
        from: t('money.dates.from'),
        to: t('money.dates.to'),
      }}
      look={{ filter: 'acc-money-dates', field: 'acc-field' }}
    />
  );
}
