import { daysSince } from './days';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const registered = '2024-03-10T08:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(registered) + ms);

describe('daysSince (days since registration in the member header)', () => {
  it('is 0 on the day of registration, even 23 hours later', () => {
    expect(daysSince(registered, at(0))).toBe(0);
    expect(daysSince(registered, at(23 * HOUR))).toBe(0);
    expect(daysSince(registered, at(DAY - 1))).toBe(0);
  });

  it('counts a whole day once 24 hours have passed', () => {
    expect(daysSince(registered, at(DAY))).toBe(1);
    expect(daysSince(registered, at(25 * HOUR))).toBe(1);
  });

  it('floors to whole days', () => {
    expect(daysSince(registered, at(10 * DAY + 60_000))).toBe(10);
    expect(daysSince(registered, at(11 * DAY - 1))).toBe(10);
  });

  it('is 0 for a date that cannot be read', () => {
    expect(daysSince('not a date', at(5 * DAY))).toBe(0);
    expect(daysSince('', at(5 * DAY))).toBe(0);
  });

  it('is 0 for a registration in the future (a clock ahead on the server)', () => {
    expect(daysSince(registered, at(-3 * DAY))).toBe(0);
  });

  it('measures against the current time by default', () => {
    jest.useFakeTimers({ now: at(3 * DAY + HOUR) });
    try {
      expect(daysSince(registered)).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
