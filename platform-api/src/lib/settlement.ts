// Settlement periods of agent contracts in Asia/Dhaka time: a daily salary settles per Dhaka day, a dividend per
// half month (the 1st–15th and the 16th–end of each month), an hourly salary per clock hour. An accepted contract
// starts at the next period start.
import { DAY_MS, merchantDayStart, nextHalfMonthStart } from 'shared/dates';
import type { AgentContractKind } from 'shared/contract';

export const HOUR_MS = 60 * 60 * 1000;

export type Settlement = 'daily' | 'half-month' | 'hourly';

export const SETTLEMENT_OF: Readonly<Record<AgentContractKind, Settlement>> = {
  daily_salary: 'daily',
  dividend: 'half-month',
  hourly_salary: 'hourly',
};

/** Epoch ms of the first settlement period of `kind` starting after `at`. */
export function nextSettlementStart(kind: AgentContractKind, at: number): number {
  switch (kind) {
    case 'hourly_salary':
      // Dhaka is a whole number of hours from UTC, so clock hours are the same everywhere.
      return (Math.floor(at / HOUR_MS) + 1) * HOUR_MS;
    case 'daily_salary':
      return merchantDayStart(at) + DAY_MS;
    case 'dividend':
      return nextHalfMonthStart(at);
  }
}
