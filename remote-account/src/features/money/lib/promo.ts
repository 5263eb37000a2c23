// What a deposit promotion gives for an amount: the bonus (basis points of the deposit, capped) and the turnover
// to play before a withdrawal (a multiple of deposit plus bonus).
import type { DepositPromo } from 'shared';

export function promoBonus(promo: DepositPromo, amountMinor: number): number {
  if (amountMinor < promo.minDepositMinor) return 0;
  return Math.min(Math.floor((amountMinor * promo.bonusBasisPoints) / 10_000), promo.maxBonusMinor);
}

export function promoTurnover(promo: DepositPromo, amountMinor: number): number {
  return (amountMinor + promoBonus(promo, amountMinor)) * promo.turnoverMultiplier;
}

/** The bonus rate as a percentage text, e.g. 1000 → '10', 250 → '2.5'. */
export function promoPercent(promo: DepositPromo): string {
  return String(promo.bonusBasisPoints / 100);
}
