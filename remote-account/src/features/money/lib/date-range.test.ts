import { checkRange, defaultCustomRange, merchantToday, shiftDay, toRecordRange } from './date-range';

const today = '2025-06-15';

describe('merchantToday', () => {
  it('uses the Dhaka day, not UTC (Dhaka is 6 hours ahead)', () => {
    expect(merchantToday(new Date('2025-06-14T19:30:00Z'))).toBe('2025-06-15');
    expect(merchantToday(new Date('2025-06-14T17:59:00Z'))).toBe('2025-06-14');
  });
});

describe('shiftDay', () => {
  it('moves across month and year ends', () => {
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
  });
});

describe('checkRange (custom record range)', () => {
  it('accepts a single day and the full 90 days', () => {
    expect(checkRange(today, today, today)).toBeNull();
    expect(checkRange(shiftDay(today, -89), today, today)).toBeNull();
  });

  it('refuses more than 90 days', () => {
    expect(checkRange(shiftDay(today, -90), today, today)).toBe('tooLong');
  });

  it('refuses an end before the start', () => {
    expect(checkRange('2025-06-10', '2025-06-09', today)).toBe('order');
  });

  it('refuses days after today', () => {
    expect(checkRange('2025-06-10', '2025-06-16', today)).toBe('future');
  });

  it('asks for both days', () => {
    expect(checkRange('', today, today)).toBe('missing');
    expect(checkRange('2025-06-01', 'not a day', today)).toBe('missing');
  });
});

describe('toRecordRange', () => {
  it('sends only the preset for the fixed presets', () => {
    expect(toRecordRange({ preset: '7days', from: '', to: '' }, today)).toEqual({ preset: '7days' });
  });

  it('sends from and to for a valid custom range, nothing for an invalid one', () => {
    expect(toRecordRange({ preset: 'custom', from: '2025-06-01', to: '2025-06-10' }, today)).toEqual({
      preset: 'custom',
      from: '2025-06-01',
      to: '2025-06-10',
    });
    expect(toRecordRange({ preset: 'custom', from: '2025-06-10', to: '2025-06-01' }, today)).toBeNull();
  });

  it('offers the last 7 days as the first custom range', () => {
    expect(defaultCustomRange(today)).toEqual({ from: '2025-06-09', to: today });
  });
});
