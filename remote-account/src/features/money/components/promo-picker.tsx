// The promotion choice of a deposit: none or one. Each shows its bonus and turnover, for the typed amount when
// there is one; a promotion whose minimum the amount does not reach cannot be chosen.
import type { DepositPromo } from 'shared';
import { promoBonus, promoPercent, promoTurnover } from '../lib/promo';
import { useMoneyFormat } from 'shared';
import { useMoneyTranslation } from '../texts';

export interface PromoPickerProps {
  promos: DepositPromo[];
  value: number | null;
  /** The valid typed amount, or null. */
  amountMinor: number | null;
  onChange: (id: number | null) => void;
}

export function promoEligible(promo: DepositPromo, amountMinor: number | null): boolean {
  return amountMinor === null || amountMinor >= promo.minDepositMinor;
}

export function PromoPicker({ promos, value, amountMinor, onChange }: PromoPickerProps) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  if (promos.length === 0) return null;
  return (
    <fieldset className="acc-money-choices">
      <legend>{t('money.promo.title')}</legend>
      <label className="acc-money-choice">
        <input type="radio" name="deposit-promo" checked={value === null} onChange={() => onChange(null)} />
        <span className="acc-money-choice__text">
          <strong>{t('money.promo.none')}</strong>
        </span>
      </label>
      {promos.map((promo) => {
        const eligible = promoEligible(promo, amountMinor);
        return (
          <label key={promo.id} className="acc-money-choice" data-disabled={!eligible || undefined}>
            <input
              type="radio"
              name="deposit-promo"
              checked={value === promo.id}
              disabled={!eligible}
              onChange={() => onChange(promo.id)}
            />
            <span className="acc-money-choice__text">
              <strong>{promo.title}</strong>
              <small>
                {t('money.promo.terms', {
                  percent: promoPercent(promo),
                  max: format(promo.maxBonusMinor),
                  times: promo.turnoverMultiplier,
                })}
              </small>
              {amountMinor !== null && eligible ? (
                <small className="acc-money-choice__figure">
                  {t('money.promo.forAmount', {
                    bonus: format(promoBonus(promo, amountMinor)),
                    turnover: format(promoTurnover(promo, amountMinor)),
                  })}
                </small>
              ) : (
                <small>{t('money.promo.minimum', { min: format(promo.minDepositMinor) })}</small>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
