import {
  birthdayRange,
  DISPLAY,
  JACKPOT_COUNTER,
  MERCHANT_CODE,
  PAGE_SIZE,
  TOAST_DURATION,
} from './constants';

describe('constants', () => {
  it('offers birthdays from 1 January 1900 to the last moment of the current year', () => {
    const { min, max } = birthdayRange(new Date(2026, 4, 17));
    expect([min.getFullYear(), min.getMonth(), min.getDate()]).toEqual([1900, 0, 1]);
    expect([max.getFullYear(), max.getMonth(), max.getDate(), max.getHours()]).toEqual([2026, 11, 31, 23]);
  });

  it('keeps the figures other modules rely on', () => {
    expect(MERCHANT_CODE).toBe('vsbdtf5');
    expect(PAGE_SIZE.gameList).toBe(36);
    expect(DISPLAY.badgeCap).toBe(99);
    expect(DISPLAY.skeletonRows).toBe(6);
    expect(TOAST_DURATION.default).toBe(1500);
    expect(JACKPOT_COUNTER.growing.startMin).toBeLessThan(JACKPOT_COUNTER.growing.startMax);
  });
});
