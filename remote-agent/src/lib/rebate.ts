// Rebate rates as the forms hold them: one text per category (Bengali or Latin digits), turned into permille
// numbers for rebateProblems and the request; an empty or non-numeric text is NaN, which rebateProblems refuses.
import { REBATE_CATEGORIES, type RebateCategory, type RebateRates, toLatinDigits } from 'shared';

export type RebateInputs = Record<RebateCategory, string>;

export function ratesToInputs(rates: RebateRates): RebateInputs {
  return Object.fromEntries(
    REBATE_CATEGORIES.map((category) => [category, String(rates[category] ?? 0)]),
  ) as RebateInputs;
}

export function inputsToRates(inputs: RebateInputs): RebateRates {
  return Object.fromEntries(
    REBATE_CATEGORIES.map((category) => {
      const text = toLatinDigits(inputs[category]).trim();
      return [category, /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN];
    }),
  ) as RebateRates;
}
