// Agency centre rules run by the site and the platform API alike: the rebate ceiling (a downline's rate never above
// its upline's own, per category). The agency's date ranges are the merchant's calendar (shared/src/dates).
import type { RebateCategory, RebateRates } from '../api/contract.ts';
import { REBATE_CATEGORIES } from '../api/contract.ts';

/** The highest rebate rate anyone can hold, permille (3 %). */
export const REBATE_MAX_PERMILLE = 30;

/** The categories where `requested` is above `own` or outside 0..REBATE_MAX_PERMILLE (whole numbers only). */
export function rebateProblems(own: RebateRates, requested: RebateRates): RebateCategory[] {
  return REBATE_CATEGORIES.filter((category) => {
    const rate = requested[category];
    return !Number.isInteger(rate) || rate < 0 || rate > REBATE_MAX_PERMILLE || rate > own[category];
  });
}
