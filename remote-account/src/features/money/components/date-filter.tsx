// The date filter of the record pages: preset buttons (today, yesterday, 7 days, 30 days, custom) and, for
// custom, two labelled date inputs with the range's problem under them.
import { useId } from 'react';
import type { DateFilterState } from '../hooks/use-date-filter';
import { RECORD_PRESETS, RECORD_RANGE_MAX_DAYS } from 'shared';
import { useMoneyTranslation } from '../texts';

export function DateFilter({ state }: { state: DateFilterState }) {
  const { t } = useMoneyTranslation();
  const id = useId();
  const { filter, problem, today } = state;
  return (
    <div className="acc-money-dates">
      <div className="mc-chips" role="group" aria-label={t('money.dates.label')}>
        {RECORD_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="mc-chip"
            aria-pressed={filter.preset === preset}
            onClick={() => state.setPreset(preset)}
          >
            {t(`money.dates.${preset}`)}
          </button>
        ))}
      </div>
      {filter.preset === 'custom' && (
        <div className="acc-money-dates__custom">
          <div className="acc-field">
            <label htmlFor={`${id}-from`}>{t('money.dates.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={filter.from}
              max={today}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => state.setFrom(event.target.value)}
            />
          </div>
          <div className="acc-field">
            <label htmlFor={`${id}-to`}>{t('money.dates.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={filter.to}
              max={today}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => state.setTo(event.target.value)}
            />
          </div>
          {problem && (
            <p id={`${id}-problem`} className="acc-field__error acc-money-dates__problem" aria-live="polite">
              {t(`money.dates.problem.${problem}`, { days: RECORD_RANGE_MAX_DAYS })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
