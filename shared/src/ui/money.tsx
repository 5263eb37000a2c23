// Money display: integer minor units in, '৳12,345.67' out (always 2 decimals, thousands separators), hidden as
// asterisks when the member hides the balance and masked while a refresh is in flight (spec account §3).
import { useTranslation } from 'react-i18next';
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

export interface MoneyProps extends MoneyFormat {
  /** Amount in minor units. */
  amount: number;
  /** Shows asterisks while the balance is refreshing. */
  masked?: boolean;
  className?: string;
}

export function Money({ amount, symbol, scale, hidden = false, masked = false, className }: MoneyProps) {
  const { t } = useTranslation();
  const concealed = hidden || masked;
  const text = concealed ? MONEY_MASK : formatMoney(amount, { symbol, scale });
  // Screen readers hear the plain amount, or why there is none, never "star star star star".
  const label = hidden ? t('common.hidden') : masked ? t('common.loading') : text;
  return (
    <span
      className={['mc-money', concealed && 'mc-money--masked', className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-busy={masked || undefined}
    >
      {text}
    </span>
  );
}
