// Taking a break, from the hub: a time-out of 1 to 30 days or a self-exclusion of 6 months, 1 year, 5 years or
// for good. Each is confirmed twice (ExclusionDialogs); then every session ends, the player is told until when
// and this page signs out and goes home.
import { type FormEvent, useState } from 'react';
import {
  Button,
  EXCLUSION_PERIODS,
  type ExclusionPeriod,
  type ExclusionValue,
  showToast,
  TIMEOUT_MAX_DAYS,
  TIMEOUT_MIN_DAYS,
  TOAST_DURATION,
} from 'shared';
import { FormField } from '../../../components/form-field';
import { useSignOutOnLeave } from '../hooks/use-sign-out-on-leave';
import { useUntilText } from '../hooks/use-until-text';
import { checkTimeoutDays, type ExclusionChoice } from '../lib/exclusion';
import { ExclusionDialogs } from './exclusion-dialogs';
import { useProtectionTranslation } from '../texts';

export function ExclusionSection() {
  const { t } = useProtectionTranslation();
  const untilText = useUntilText();
  const signOut = useSignOutOnLeave();
  const [daysText, setDaysText] = useState('');
  const [daysTouched, setDaysTouched] = useState(false);
  const [period, setPeriod] = useState<ExclusionPeriod>('6m');
  const [choice, setChoice] = useState<ExclusionChoice | null>(null);
  // A fresh pair of dialogs each time (the password never lingers).
  const [round, setRound] = useState(0);

  const days = checkTimeoutDays(daysText);
  const daysError =
    !days.ok && (daysTouched || daysText !== '')
      ? t(`protection.exclusion.days.${days.problem}`, { min: TIMEOUT_MIN_DAYS, max: TIMEOUT_MAX_DAYS })
      : '';

  const confirm = (next: ExclusionChoice) => {
    setRound((count) => count + 1);
    setChoice(next);
  };

  const takeTimeout = (event: FormEvent) => {
    event.preventDefault();
    setDaysTouched(true);
    if (days.ok) confirm({ kind: 'timeout', days: days.days });
  };

  const done = (value: ExclusionValue) => {
    setChoice(null);
    showToast({
      type: 'info',
      duration: TOAST_DURATION.long,
      message: t(
        value.kind === 'timeout' ? 'protection.exclusion.doneTimeout' : 'protection.exclusion.doneSelf',
        {
          until: untilText(value.until),
        },
      ),
    });
    signOut();
  };

  return (
    <section className="acc-rg-section" aria-labelledby="acc-rg-break">
      <h2 id="acc-rg-break">{t('protection.exclusion.title')}</h2>
      <p className="acc-rg__hint">{t('protection.exclusion.intro')}</p>

      <form
        className="acc-rg-card acc-form"
        noValidate
        onSubmit={takeTimeout}
        aria-labelledby="acc-rg-timeout"
      >
        <h3 id="acc-rg-timeout">{t('protection.exclusion.timeoutTitle')}</h3>
        <FormField
          label={t('protection.exclusion.days.label')}
          hint={t('protection.exclusion.days.hint', { min: TIMEOUT_MIN_DAYS, max: TIMEOUT_MAX_DAYS })}
          error={daysError}
          inputMode="numeric"
          autoComplete="off"
          value={daysText}
          onChange={(event) => setDaysText(event.target.value)}
          onBlur={() => setDaysTouched(true)}
        />
        <Button type="submit" block>
          {t('protection.exclusion.timeoutSubmit')}
        </Button>
      </form>

      <form
        className="acc-rg-card acc-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm({ kind: 'self_exclusion', period });
        }}
        aria-labelledby="acc-rg-self"
      >
        <h3 id="acc-rg-self">{t('protection.exclusion.selfTitle')}</h3>
        <fieldset className="acc-rg-choices">
          <legend>{t('protection.exclusion.periodLegend')}</legend>
          {EXCLUSION_PERIODS.map((value) => (
            <label key={value} className="acc-rg-choice">
              <input
                type="radio"
                name="self-exclusion"
                checked={period === value}
                onChange={() => setPeriod(value)}
              />
              <span>{t(`protection.exclusion.periods.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" block>
          {t('protection.exclusion.selfSubmit')}
        </Button>
      </form>

      <ExclusionDialogs key={round} choice={choice} onCancel={() => setChoice(null)} onDone={done} />
    </section>
  );
}
