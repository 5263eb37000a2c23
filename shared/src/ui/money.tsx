// Money display: integer minor units in, '৳12,345.67' out (always 2 decimals, thousands separators), hidden as
// asterisks when the member hides the balance and masked while a refresh is in flight (spec account §3).
import { useTranslation } from 'react-i18next';
import { MONEY_MASK, type MoneyFormat, formatMoney } from '../money/format';

export { formatMoney, MONEY_MASK, type MoneyFormat } from '../money/format';

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
