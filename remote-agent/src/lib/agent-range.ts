// The date range of the agency centre's figures: a preset (today, yesterday, this week, this month) or a custom
// pair of days checked by the same resolveAgentRange the platform API runs (shared/src/dates); no query while the
// custom range has a problem.
import { useState } from 'react';
import {
  type AgentDatePreset,
  type AgentRangeQuery,
  type DayRange,
  merchantDay,
  presetRange,
  type RangeProblem,
  resolveAgentRange,
} from 'shared';

export interface AgentRangeState {
  preset: AgentDatePreset;
  /** The custom days as typed (YYYY-MM-DD from the date inputs). */
  from: string;
  to: string;
  /** Today in Dhaka, the latest day the inputs offer. */
  today: string;
  /** What is wrong with the custom days; null for a preset or a good custom range. */
  problem: RangeProblem | null;
  /** What to send; null while the custom range has a problem (nothing is requested then). */
  query: AgentRangeQuery | null;
  resolved: DayRange | null;
  setPreset: (preset: AgentDatePreset) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
}

export function toRangeQuery(preset: AgentDatePreset, from: string, to: string): AgentRangeQuery {
  return preset === 'custom' ? { preset, from, to } : { preset };
}

/** The query of a range and its resolution, or the custom range's problem. */
export function checkAgentRange(
  query: AgentRangeQuery,
  nowMs: number = Date.now(),
): { query: AgentRangeQuery; resolved: DayRange } | { problem: RangeProblem } {
  const resolved = resolveAgentRange(query, nowMs);
  return 'problem' in resolved ? resolved : { query, resolved };
}

export function useAgentRange(initial: AgentDatePreset = 'today'): AgentRangeState {
  const [state, setState] = useState(() => {
    // The custom inputs start on this month so far, a range that is always valid.
    const { from, to } = presetRange('thisMonth');
    return { preset: initial, from, to };
  });
  const checked = checkAgentRange(toRangeQuery(state.preset, state.from, state.to));
  return {
    ...state,
    today: merchantDay(),
    problem: 'problem' in checked ? checked.problem : null,
    query: 'problem' in checked ? null : checked.query,
    resolved: 'problem' in checked ? null : checked.resolved,
    setPreset: (preset) => setState((value) => ({ ...value, preset })),
    setFrom: (from) => setState((value) => ({ ...value, from })),
    setTo: (to) => setState((value) => ({ ...value, to })),
  };
}
