import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('reads like a clock: hours, then two-digit minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(7)).toBe('0:00:07');
    expect(formatDuration(307)).toBe('0:05:07');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(86_399)).toBe('23:59:59');
  });

  it('keeps counting hours past a day', () => {
    expect(formatDuration(90_000)).toBe('25:00:00');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatDuration(-5)).toBe('0:00:00');
    expect(formatDuration(61.9)).toBe('0:01:01');
    expect(formatDuration(Number.NaN)).toBe('0:00:00');
  });
});
