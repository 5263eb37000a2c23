// Money as players read it: integer minor units in, '৳12,345.67' out (always 2 decimals, thousands separators), or
// asterisks. Without React, for the page's first paint as for the Money component (shared/src/ui/money.tsx).
import { DISPLAY } from '../config/constants';

export const MONEY_MASK = '****';

export interface MoneyFormat {
  /** Display symbol, e.g. '৳'. */
  symbol: string;
  /** Minor units per major unit (100 for BDT). */
  scale: number;
  hidden?: boolean;
}

const HUNDREDTHS = 10 ** DISPLAY.moneyDecimals;

/** Format minor units for display; rounds half away from zero to 2 decimals when the scale has more. */
export function formatMoney(minor: number, { symbol, scale, hidden = false }: MoneyFormat): string {
  if (hidden) return MONEY_MASK;
  // Whole hundredths, computed in integers so 0.1 + 0.2 style errors cannot reach the display.
  const hundredths = Math.round((Math.abs(minor) * HUNDREDTHS) / scale);
  const whole = Math.floor(hundredths / HUNDREDTHS);
  const fraction = String(hundredths % HUNDREDTHS).padStart(DISPLAY.moneyDecimals, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // A value that rounds to zero shows no minus sign.
  const sign = minor < 0 && hundredths > 0 ? '-' : '';
  return `${sign}${symbol}${grouped}.${fraction}`;
}
