import type { RankProgress } from 'shared';
import { vipLevelOf, vipProgress } from './vip';

const rank = (completed: number, expected: number, labelId: string | null): RankProgress => ({
  currentProgress: { completedConditions: completed, totalExpectedConditions: expected },
  playerRankProgress: { labelId },
});

describe('vipProgress', () => {
  it('is completed divided by expected conditions', () => {
    expect(vipProgress(rank(3, 4, 'VIP2'))).toBe(0.75);
    expect(vipProgress(rank(0, 5, 'VIP1'))).toBe(0);
  });

  it('is 1 when the member has no rank label', () => {
    expect(vipProgress(rank(0, 10, null))).toBe(1);
    expect(vipProgress(rank(2, 10, ''))).toBe(1);
  });

  it('stays within 0 and 1 (nothing expected counts as done)', () => {
    expect(vipProgress(rank(7, 4, 'VIP3'))).toBe(1);
    expect(vipProgress(rank(0, 0, 'VIP3'))).toBe(1);
  });

  it('is 0 before the rank progress has loaded', () => {
    expect(vipProgress(undefined)).toBe(0);
  });
});

describe('vipLevelOf', () => {
  it('reads the trailing level number of a label', () => {
    expect(vipLevelOf('VIP3')).toBe(3);
    expect(vipLevelOf('vip-12')).toBe(12);
    expect(vipLevelOf(null)).toBe(0);
    expect(vipLevelOf('GOLD')).toBe(0);
  });
});
