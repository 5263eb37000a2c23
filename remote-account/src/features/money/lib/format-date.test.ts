import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('shows Dhaka time (UTC+6) as YYYY/MM/DD HH:mm', () => {
    expect(formatDateTime('2025-06-14T19:05:00Z')).toBe('2025/06/15 01:05');
  });

  it('shows nothing for a date that cannot be read', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});
