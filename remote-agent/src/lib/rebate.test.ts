import { rebateProblems } from 'shared/validation';
import { inputsToRates, ratesToInputs } from './rebate';

const own = { RNG: 12, LIVE: 8, SPORTS: 10, FISH: 12, PVP: 5, LOTT: 6 };

describe('rebate inputs', () => {
  it('round-trips rates through the texts of the fields', () => {
    expect(inputsToRates(ratesToInputs(own))).toEqual(own);
  });

  it('turns empty and broken texts into values rebateProblems refuses', () => {
    const rates = inputsToRates({ ...ratesToInputs(own), RNG: '', LIVE: '1.5', SPORTS: 'x', PVP: '৩' });
    expect(rates.PVP).toBe(3);
    expect(rebateProblems(own, rates)).toEqual(['RNG', 'LIVE', 'SPORTS']);
  });

  it('marks rates above the agent’s own', () => {
    expect(rebateProblems(own, inputsToRates({ ...ratesToInputs(own), LOTT: '7' }))).toEqual(['LOTT']);
  });
});
