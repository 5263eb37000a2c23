// The reality-check interval of the hub: every 15, 30 or 60 minutes, or off. A choice is saved at once and said
// in a toast; the popup itself (session time, amount wagered, net position) is the shell-mounted RealityCheck.
import { notifyError, REALITY_CHECK_MINUTES, type RealityCheckMinutes, showToast } from 'shared';
import { useSetRealityCheck } from '../api/settings';
import { useProtectionTranslation } from '../texts';

/** The intervals, shortest first, then off. */
const CHOICES: readonly RealityCheckMinutes[] = [...REALITY_CHECK_MINUTES.filter((value) => value > 0), 0];

export function RealityCheckSection({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t } = useProtectionTranslation();
  const mutation = useSetRealityCheck();
  // While a change is on its way, show the choice being saved.
  const shown = mutation.isPending ? mutation.variables : minutes;
  const label = (value: RealityCheckMinutes) =>
    value === 0 ? t('protection.reality.off') : t('protection.reality.every', { count: value });

  const choose = (value: RealityCheckMinutes) => {
    if (value === minutes || mutation.isPending) return;
    mutation.mutate(value, {
      onSuccess: () =>
        showToast({
          type: 'success',
          message:
            value === 0 ? t('protection.reality.savedOff') : t('protection.reality.saved', { count: value }),
        }),
      onError: notifyError,
    });
  };

  return (
    <section className="acc-rg-section" aria-labelledby="acc-rg-reality">
      <h2 id="acc-rg-reality">{t('protection.reality.title')}</h2>
      <fieldset
        className="acc-rg-choices"
        aria-describedby="acc-rg-reality-about"
        disabled={mutation.isPending}
      >
        <legend>{t('protection.reality.legend')}</legend>
        <p id="acc-rg-reality-about" className="acc-rg__hint">
          {t('protection.reality.about')}
        </p>
        {CHOICES.map((value) => (
          <label key={value} className="acc-rg-choice">
            <input
              type="radio"
              name="reality-check"
              checked={shown === value}
              onChange={() => choose(value)}
            />
            <span>{label(value)}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
