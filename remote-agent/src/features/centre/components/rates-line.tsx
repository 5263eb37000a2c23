// Rebate rates as a compact wrapped list: "Slots 12‰", "Live casino 8‰", …
import { useTranslation } from 'react-i18next';
import { REBATE_CATEGORIES, type RebateRates } from 'shared';

export function RatesLine({ rates, label }: { rates: RebateRates; label: string }) {
  const { t } = useTranslation('agent');
  return (
    <ul className="mc-inline-list agt-rates" aria-label={label}>
      {REBATE_CATEGORIES.map((category) => (
        <li key={category}>
          {t(`common.rebate.categories.${category}`)}{' '}
          <strong>{t('common.rebate.permille', { rate: rates[category] })}</strong>
        </li>
      ))}
    </ul>
  );
}
