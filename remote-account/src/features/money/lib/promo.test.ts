import type { DepositPromo } from 'shared';
import { promoBonus, promoPercent, promoTurnover } from './promo';

const promo: DepositPromo = {
  id: 1,
  title: 'Welcome 10%',
  bonusBasisPoints: 1000,
  maxBonusMinor: 500_00,
  minDepositMinor: 200_00,
  turnoverMultiplier: 5,
};

describe('deposit promotion figures', () => {
  it('gives the rate of the deposit as bonus', () => {
    expect(promoBonus(promo, 1_000_00)).toBe(100_00);
  });

  it('caps the bonus', () => {
    expect(promoBonus(promo, 10_000_00)).toBe(500_00);
  });

  it('gives nothing below the promotion minimum', () => {
    expect(promoBonus(promo, 199_99)).toBe(0);
  });

  it('asks for turnover of deposit plus bonus times the multiple', () => {
    expect(promoTurnover(promo, 1_000_00)).toBe(5_500_00);
  });

  it('shows the rate as a percentage', () => {
    expect(promoPercent(promo)).toBe('10');
    expect(promoPercent({ ...promo, bonusBasisPoints: 250 })).toBe('2.5');
  });
});
