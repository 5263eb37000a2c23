// The agency centre's date filter: preset chips (today, yesterday, this week, this month, custom) and, for
// custom, two labelled date inputs with the range's problem under them (no figures are requested meanwhile).
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { AGENT_PRESETS, AGENT_RANGE_MAX_DAYS } from 'shared';
import type { AgentRangeState } from '../lib/agent-range';
import './components.css';

export function RangeFilter({ state }: { state: AgentRangeState }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const { preset, problem, today } = state;
  const describedBy = problem ? `${id}-problem` : undefined;
  return (
    <div className="agt-range">
      <div className="mc-chips" role="group" aria-label={t('common.dates.label')}>
        {AGENT_PRESETS.map((option) => (
          <button
            key={option}
            type="button"
            className="mc-chip"
            aria-pressed={preset === option}
            onClick={() => state.setPreset(option)}
          >
            {t(`common.dates.${option}`)}
          </button>
        ))}
      </div>
      {preset === 'custom' && (
        <div className="agt-range__custom">
          <div className="agt-field">
            <label htmlFor={`${id}-from`}>{t('common.dates.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={state.from}
              max={today}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => state.setFrom(event.target.value)}
            />
          </div>
          <div className="agt-field">
            <label htmlFor={`${id}-to`}>{t('common.dates.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={state.to}
              max={today}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => state.setTo(event.target.value)}
            />
          </div>
          {problem && (
            <p id={`${id}-problem`} className="agt-field__error agt-range__problem" aria-live="polite">
              {t(`validation.range.${problem}`, { ns: 'shared', days: AGENT_RANGE_MAX_DAYS })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
