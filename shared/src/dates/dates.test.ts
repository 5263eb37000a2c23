import {
  AGENT_RANGE_MAX_DAYS,
  dayRange,
  daysSince,
  dayStartMs,
  formatDate,
  formatDateTime,
  formatDay,
  isDay,
  merchantDay,
  merchantDayStart,
  nextHalfMonthStart,
  presetRange,
  RECORD_RANGE_MAX_DAYS,
  rangeProblem,
  resolveAgentRange,
  resolveRecordRange,
  shiftDay,
} from './dates';

/** Epoch ms of a Dhaka wall-clock time (UTC+6 all year). */
const dhaka = (wall: string) => Date.parse(`${wall}+06:00`);

describe('formats shown to players', () => {
  it('shows a moment in Dhaka time as YYYY/MM/DD and YYYY/MM/DD HH:mm, from a text, epoch ms or a Date', () => {
    // 20:30 UTC is 02:30 the next day in Dhaka (UTC+6).
    expect(formatDate('2025-03-04T20:30:00Z')).toBe('2025/03/05');
    expect(formatDateTime('2025-03-04T20:30:00Z')).toBe('2025/03/05 02:30');
    expect(formatDateTime(Date.parse('2025-06-14T19:05:00Z'))).toBe('2025/06/15 01:05');
    expect(formatDateTime(new Date('2026-11-26T01:35:00Z'))).toBe('2026/11/26 07:35');
  });

  it('uses the 24-hour clock and Latin digits', () => {
    expect(formatDateTime('2026-12-03T17:59:00Z')).toBe('2026/12/03 23:59');
    expect(formatDateTime('2026-12-03T18:00:00Z')).toBe('2026/12/04 00:00');
  });

  it('shows nothing for a date that cannot be read', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('soon')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });

  it('shows a day (YYYY-MM-DD) as YYYY/MM/DD, and nothing for one that does not exist', () => {
    expect(formatDay('2025-06-18')).toBe('2025/06/18');
    expect(formatDay('2025-02-30')).toBe('');
  });
});

describe("the merchant's days (Asia/Dhaka)", () => {
  it('turns the day at Dhaka midnight, not at UTC midnight', () => {
    expect(merchantDay(dhaka('2026-11-30T23:59:59.999'))).toBe('2026-11-30');
    expect(merchantDay(dhaka('2026-12-01T00:00:00'))).toBe('2026-12-01');
    expect(merchantDay('2025-06-14T19:30:00Z')).toBe('2025-06-15');
    expect(merchantDay('2025-06-14T17:59:00Z')).toBe('2025-06-14');
  });

  it('starts a day at Dhaka midnight (18:00 UTC the day before)', () => {
    expect(dayStartMs('2026-11-22')).toBe(Date.parse('2026-11-21T18:00:00Z'));
    expect(merchantDayStart(dhaka('2026-11-22T00:00:00'))).toBe(dhaka('2026-11-22T00:00:00'));
    expect(merchantDayStart(dhaka('2026-11-22T23:59:59.999'))).toBe(dhaka('2026-11-22T00:00:00'));
  });

  it('moves a day across month, year and leap-year ends', () => {
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('knows a real day from a malformed or impossible one', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-6-1')).toBe(false);
    expect(isDay('15/06/2025')).toBe(false);
    expect(isDay(undefined)).toBe(false);
  });

  it('starts the next dividend period on the 16th or on the 1st, at Dhaka midnight', () => {
    expect(nextHalfMonthStart(dhaka('2026-11-15T23:59:00'))).toBe(dhaka('2026-11-16T00:00:00'));
    expect(nextHalfMonthStart(dhaka('2026-11-16T00:00:00'))).toBe(dhaka('2026-12-01T00:00:00'));
    expect(nextHalfMonthStart(dhaka('2026-12-31T12:00:00'))).toBe(dhaka('2027-01-01T00:00:00'));
    // 20:00 UTC on the 15th is already the 16th in Dhaka.
    expect(nextHalfMonthStart('2026-11-15T20:00:00Z')).toBe(dhaka('2026-12-01T00:00:00'));
  });
});

describe('daysSince (the member header: with us for N days)', () => {
  const HOUR = 3_600_000;
  const registered = '2024-03-10T08:00:00.000Z';
  const at = (ms: number) => new Date(Date.parse(registered) + ms);

  it('is 0 on the day of registration, even 23 hours later', () => {
    expect(daysSince(registered, at(0))).toBe(0);
    expect(daysSince(registered, at(23 * HOUR))).toBe(0);
    expect(daysSince(registered, at(24 * HOUR - 1))).toBe(0);
  });

  it('counts whole days of elapsed time, floored', () => {
    expect(daysSince(registered, at(24 * HOUR))).toBe(1);
    expect(daysSince(registered, at(25 * HOUR))).toBe(1);
    expect(daysSince(registered, at(10 * 24 * HOUR + 60_000))).toBe(10);
    expect(daysSince(registered, at(11 * 24 * HOUR - 1))).toBe(10);
  });

  it('is 0 for a date that cannot be read or lies in the future (a clock ahead on the server)', () => {
    expect(daysSince('not a date', at(5 * 24 * HOUR))).toBe(0);
    expect(daysSince('', at(5 * 24 * HOUR))).toBe(0);
    expect(daysSince(registered, at(-3 * 24 * HOUR))).toBe(0);
  });

  it('measures against the current time by default', () => {
    jest.useFakeTimers({ now: at(3 * 24 * HOUR + HOUR) });
    try {
      expect(daysSince(registered)).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('presets', () => {
  // Sunday 2026-11-22 03:00 in Dhaka is Saturday 2026-11-21 21:00 UTC; its week started on Saturday the 21st.
  const SUNDAY = dhaka('2026-11-22T03:00:00');
  const days = (range: { from: string; to: string }) => [range.from, range.to];

  it('gives today and yesterday in Dhaka days, as spans from Dhaka midnight to Dhaka midnight', () => {
    expect(presetRange('today', SUNDAY)).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
      startMs: Date.parse('2026-11-21T18:00:00Z'),
      endMs: Date.parse('2026-11-22T18:00:00Z'),
    });
    expect(days(presetRange('yesterday', SUNDAY))).toEqual(['2026-11-21', '2026-11-21']);
    // A minute before Dhaka midnight it is still the 21st.
    expect(days(presetRange('today', dhaka('2026-11-21T23:59:00')))).toEqual(['2026-11-21', '2026-11-21']);
  });

  it('counts the last 7 and 30 days with today, across a month start', () => {
    const second = dhaka('2026-12-02T10:00:00');
    expect(days(presetRange('7days', second))).toEqual(['2026-11-26', '2026-12-02']);
    expect(days(presetRange('30days', second))).toEqual(['2026-11-03', '2026-12-02']);
  });

  it('starts the week on Saturday', () => {
    expect(days(presetRange('thisWeek', SUNDAY))).toEqual(['2026-11-21', '2026-11-22']);
    // On the Saturday itself the week is that one day.
    expect(days(presetRange('thisWeek', dhaka('2026-11-28T00:00:00')))).toEqual(['2026-11-28', '2026-11-28']);
    // On a Friday it began six days before; this Friday's week began in the month before.
    expect(days(presetRange('thisWeek', dhaka('2026-12-04T23:59:00')))).toEqual(['2026-11-28', '2026-12-04']);
    // Just before Dhaka midnight on Friday it is still last week, whatever UTC says (already Saturday 17:59).
    expect(days(presetRange('thisWeek', Date.parse('2026-11-27T17:59:00Z')))).toEqual([
      '2026-11-21',
      '2026-11-27',
    ]);
  });

  it('starts the month on the 1st in Dhaka', () => {
    expect(days(presetRange('thisMonth', SUNDAY))).toEqual(['2026-11-01', '2026-11-22']);
    expect(days(presetRange('thisMonth', dhaka('2026-12-01T00:00:00')))).toEqual([
      '2026-12-01',
      '2026-12-01',
    ]);
    expect(days(presetRange('thisMonth', dhaka('2026-11-30T23:59:00')))).toEqual([
      '2026-11-01',
      '2026-11-30',
    ]);
  });
});

describe('custom ranges', () => {
  const today = '2025-06-15';

  it('accepts a single day and the full length, both ends included', () => {
    expect(rangeProblem(today, today, RECORD_RANGE_MAX_DAYS, today)).toBeNull();
    expect(rangeProblem(shiftDay(today, -89), today, RECORD_RANGE_MAX_DAYS, today)).toBeNull();
    expect(rangeProblem(shiftDay(today, -90), today, RECORD_RANGE_MAX_DAYS, today)).toBe('tooLong');
    expect(rangeProblem(shiftDay(today, -92), today, AGENT_RANGE_MAX_DAYS, today)).toBeNull();
    expect(rangeProblem(shiftDay(today, -93), today, AGENT_RANGE_MAX_DAYS, today)).toBe('tooLong');
  });

  it('names what is wrong: a missing day, an impossible one, the wrong order, a day after today', () => {
    expect(rangeProblem('', today, 90, today)).toBe('missing');
    expect(rangeProblem('2025-06-01', undefined, 90, today)).toBe('missing');
    expect(rangeProblem('2025-02-30', '2025-03-01', 90, today)).toBe('format');
    expect(rangeProblem('2025-06-01', 'not a day', 90, today)).toBe('format');
    expect(rangeProblem('2025-06-10', '2025-06-09', 90, today)).toBe('order');
    expect(rangeProblem('2025-06-10', '2025-06-16', 90, today)).toBe('future');
  });

  it('resolves a record range and an agency range to whole Dhaka days', () => {
    const now = dhaka('2025-06-15T12:00:00');
    expect(resolveRecordRange({ preset: 'custom', from: '2025-06-01', to: '2025-06-15' }, now)).toEqual(
      dayRange('2025-06-01', '2025-06-15'),
    );
    expect(dayRange('2025-06-15', '2025-06-15')).toMatchObject({
      startMs: dhaka('2025-06-15T00:00:00'),
      endMs: dhaka('2025-06-16T00:00:00'),
    });
    expect(resolveRecordRange({ preset: '7days' }, now)).toMatchObject({
      from: '2025-06-09',
      to: '2025-06-15',
    });
    expect(resolveRecordRange({ preset: 'custom', from: '2025-03-17', to: '2025-06-15' }, now)).toEqual({
      problem: 'tooLong',
    });
    expect(resolveAgentRange({ preset: 'custom', from: '2025-03-17', to: '2025-06-15' }, now)).toMatchObject({
      from: '2025-03-17',
    });
    expect(resolveAgentRange({ preset: 'custom', from: '2025-06-16', to: '2025-06-17' }, now)).toEqual({
      problem: 'future',
    });
  });
});
