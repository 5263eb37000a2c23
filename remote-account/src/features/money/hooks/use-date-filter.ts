// The date filter state of a record page: the chosen preset, the custom days, what is wrong with them, and the
// range to query (null while the custom range is invalid, so no call is made). The rules are the merchant's
// calendar the platform API runs too (shared/src/dates).
import { useMemo, useState } from 'react';
import { type DatePreset, merchantDay, presetRange, type RangeProblem, resolveRecordRange } from 'shared';
import type { RecordRange } from '../lib/records';

export interface DateFilter {
  preset: DatePreset;
  /** Used by the custom preset only. */
  from: string;
  to: string;
}

export interface DateFilterState {
  filter: DateFilter;
  today: string;
  problem: RangeProblem | null;
  range: RecordRange | null;
  setPreset: (preset: DatePreset) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
}

export function useDateFilter(initial: DatePreset = 'today'): DateFilterState {
  const today = merchantDay();
  // The first custom range offered: the last 7 days, today included.
  const [filter, setFilter] = useState<DateFilter>(() => {
    const { from, to } = presetRange('7days');
    return { preset: initial, from, to };
  });
  const range = useMemo<RecordRange>(
    () => (filter.preset === 'custom' ? filter : { preset: filter.preset }),
    [filter],
  );
  const resolved = resolveRecordRange(range);
  const problem = 'problem' in resolved ? resolved.problem : null;
  return {
    filter,
    today,
    problem,
    range: problem ? null : range,
    setPreset: (preset) => setFilter((value) => ({ ...value, preset })),
    setFrom: (from) => setFilter((value) => ({ ...value, from })),
    setTo: (to) => setFilter((value) => ({ ...value, to })),
  };
}
