import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('formats in the merchant time zone as YYYY/MM/DD', () => {
    // 20:30 UTC is 02:30 the next day in Dhaka (UTC+6).
    expect(formatDate('2025-03-04T20:30:00Z')).toBe('2025/03/05');
    expect(formatDateTime('2025-03-04T20:30:00Z')).toBe('2025/03/05 02:30');
  });

  it('gives an empty text for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
