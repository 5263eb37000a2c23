import { REBATE_CATEGORIES, type RebateRates } from '../api/contract';
import { rebateProblems } from './agent';

describe('rebateProblems', () => {
  const rates = (value: number) =>
    Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, value])) as RebateRates;

  it('allows rates up to the upline’s own and refuses higher, negative or fractional ones', () => {
    expect(rebateProblems(rates(12), rates(12))).toEqual([]);
    expect(rebateProblems(rates(12), { ...rates(5), LIVE: 13 })).toEqual(['LIVE']);
    expect(rebateProblems(rates(12), { ...rates(5), RNG: -1, PVP: 1.5 })).toEqual(['RNG', 'PVP']);
  });
});
