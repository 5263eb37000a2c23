// A filter by days: preset chips (today, yesterday, … custom) and, for custom, two labelled date inputs with the
// range's problem under them. The record pages and the agency centre each give their presets, texts and look.
import { useId } from 'react';

export interface DayRangeFilterProps<P extends string> {
  /** The presets in the order shown; 'custom' among them opens the two date inputs. */
  presets: readonly P[];
  preset: P;
  /** The custom range's first and last day (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The merchant's today (YYYY-MM-DD): no later day can be picked. */
  today: string;
  /** What is wrong with the custom range, worded; empty when nothing is. */
  problem: string;
  onPreset: (preset: P) => void;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  texts: { group: string; preset: (preset: P) => string; from: string; to: string };
  /** The app's classes: the filter's own (its `__custom` and `__problem` parts) and its fields' (`__error`). */
  look: { filter: string; field: string };
}

export function DayRangeFilter<P extends string>(props: DayRangeFilterProps<P>) {
  const { presets, preset, problem, texts, look } = props;
  const id = useId();
  const dateInput = (part: 'from' | 'to', value: string, onChange: (day: string) => void) => (
    <div className={look.field}>
      <label htmlFor={`${id}-${part}`}>{texts[part]}</label>
      <input
        id={`${id}-${part}`}
        type="date"
        value={value}
        max={props.today}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
  return (
    <div className={look.filter}>
      <div className="mc-chips" role="group" aria-label={texts.group}>
        {presets.map((option) => (
          <button
            key={option}
            type="button"
            className="mc-chip"
            aria-pressed={preset === option}
            onClick={() => props.onPreset(option)}
          >
            {texts.preset(option)}
          </button>
        ))}
      </div>
      {preset === 'custom' && (
        <div className={`${look.filter}__custom`}>
          {dateInput('from', props.from, props.onFrom)}
          {dateInput('to', props.to, props.onTo)}
          {problem && (
            <p
              id={`${id}-problem`}
              className={`${look.field}__error ${look.filter}__problem`}
              aria-live="polite"
            >
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
