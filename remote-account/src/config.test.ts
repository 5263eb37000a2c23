import { birthdayRange } from './config';

describe('birthdayRange', () => {
  it('offers birthdays from 1 January 1900 to the last moment of the current year', () => {
    const { min, max } = birthdayRange(new Date(2026, 4, 17));
    expect([min.getFullYear(), min.getMonth(), min.getDate()]).toEqual([1900, 0, 1]);
    expect([max.getFullYear(), max.getMonth(), max.getDate(), max.getHours()]).toEqual([2026, 11, 31, 23]);
  });
});
