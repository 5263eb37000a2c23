// The date filter state of a record page: the chosen preset, the custom days, what is wrong with them, and the
// range to query (null while the custom range is invalid, so no call is made).
import { useMemo, useState } from 'react';
import type { DatePreset } from 'shared';
import {
  checkRange,
  type DateFilter,
  defaultCustomRange,
  merchantToday,
  type RangeProblem,
  type RecordRange,
  toRecordRange,
} from '../lib/date-range';

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
  const today = merchantToday();
  const [filter, setFilter] = useState<DateFilter>(() => ({ preset: initial, ...defaultCustomRange(today) }));
  const problem = filter.preset === 'custom' ? checkRange(filter.from, filter.to, today) : null;
  const range = useMemo(() => toRecordRange(filter, today), [filter, today]);
  return {
    filter,
    today,
    problem,
    range,
    setPreset: (preset) => setFilter((value) => ({ ...value, preset })),
    setFrom: (from) => setFilter((value) => ({ ...value, from })),
    setTo: (to) => setFilter((value) => ({ ...value, to })),
  };
}
