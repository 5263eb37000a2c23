import { formatJackpot, jackpotDelayMs, jackpotStart, jackpotStep } from './jackpot';

const fixed = (value: number) => () => value;

describe('jackpot counter', () => {
  it('starts between 1,200,000,000 and 1,300,000,000', () => {
    expect(jackpotStart(fixed(0))).toBe(1_200_000_000);
    expect(jackpotStart(fixed(0.999999999))).toBeLessThanOrEqual(1_300_000_000);
    expect(jackpotStart(fixed(0.5))).toBe(1_250_000_000);
  });

  it('steps by 100 to 200, rounded to 2 decimals', () => {
    expect(jackpotStep(fixed(0))).toBe(100);
    expect(jackpotStep(fixed(1))).toBe(200);
    expect(jackpotStep(fixed(0.123456))).toBe(112.35);
  });

  it('waits 3, 4 or 5 seconds between steps', () => {
    expect(jackpotDelayMs(fixed(0))).toBe(3000);
    expect(jackpotDelayMs(fixed(0.5))).toBe(4000);
    expect(jackpotDelayMs(fixed(0.99))).toBe(5000);
    expect(jackpotDelayMs(fixed(1))).toBe(5000);
  });

  it('shows grouped thousands and 2 decimals', () => {
    expect(formatJackpot(1_234_567_890.5, '৳')).toBe('৳1,234,567,890.50');
  });
});
