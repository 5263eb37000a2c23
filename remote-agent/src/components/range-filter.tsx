// The agency centre's date filter: the UI kit's day range filter with the agency presets (today, yesterday, this
// week, this month, custom) and the agency texts (no figures are requested while the custom range has a problem).
import { useTranslation } from 'react-i18next';
import { AGENT_PRESETS, AGENT_RANGE_MAX_DAYS, DayRangeFilter } from 'shared';
import type { AgentRangeState } from '../lib/agent-range';
import './components.css';

export function RangeFilter({ state }: { state: AgentRangeState }) {
  const { t } = useTranslation('agent');
  const { problem } = state;
  return (
    <DayRangeFilter
      presets={AGENT_PRESETS}
      preset={state.preset}
      from={state.from}
      to={state.to}
      today={state.today}
      problem={problem ? t(`validation.range.${problem}`, { ns: 'shared', days: AGENT_RANGE_MAX_DAYS }) : ''}
      onPreset={state.setPreset}
      onFrom={state.setFrom}
      onTo={state.setTo}
      texts={{
        group: t('common.dates.label'),
        preset: (preset) => t(`common.dates.${preset}`),
        from: t('common.dates.from'),
        to: t('common.dates.to'),
      }}
      look={{ filter: 'agt-range', field: 'agt-field' }}
    />
  );
}
