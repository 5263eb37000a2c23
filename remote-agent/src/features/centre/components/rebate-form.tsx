// Rebate rates per game category, each at most the agent's own rate (shown as "max X‰") and within
// 0..REBATE_MAX_PERMILLE: rebateProblems marks the wrong fields and nothing is sent while one is wrong. A server
// refusal shows its catalogue text above the button and the values stay as typed.
import { useTranslation } from 'react-i18next';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button, notifyError, REBATE_CATEGORIES, type RebateCategory, type RebateRates } from 'shared';
import { rebateProblems, REBATE_MAX_PERMILLE } from 'shared/validation';
import { Field } from '../../../components/field';
import { inputsToRates, type RebateInputs, ratesToInputs } from '../../../lib/rebate';

export interface RebateFormProps {
  own: RebateRates;
  initial: RebateRates;
  /** A line above the fields saying what the rates are for. */
  intro: string;
  submitLabel: string;
  submit: (rates: RebateRates) => Promise<unknown>;
  onDone: () => void;
}

export function RebateForm({ own, initial, intro, submitLabel, submit, onDone }: RebateFormProps) {
  const { t } = useTranslation('agent');
  const { t: tShared } = useTranslation();
  const id = useId();
  const [inputs, setInputs] = useState<RebateInputs>(() => ratesToInputs(initial));
  const [touched, setTouched] = useState<ReadonlySet<RebateCategory>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState('');
  const [pending, setPending] = useState(false);
  const sending = useRef(false);

  const rates = inputsToRates(inputs);
  const problems = rebateProblems(own, rates);
  const shown = (category: RebateCategory) =>
    problems.includes(category) && (attempted || touched.has(category));

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    const first = problems[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    sending.current = true;
    setPending(true);
    setServerError('');
    submit(rates)
      .then(onDone)
      .catch((error: unknown) => setServerError(tShared(notifyError(error).messageKey)))
      .finally(() => {
        sending.current = false;
        setPending(false);
      });
  };

  return (
    <form className="agt-form" onSubmit={send} noValidate>
      <p className="agt-muted">{intro}</p>
      <div className="agt-rebate-fields">
        {REBATE_CATEGORIES.map((category) => {
          const max = Math.min(own[category], REBATE_MAX_PERMILLE);
          return (
            <Field
              key={category}
              id={`${id}-${category}`}
              label={t(`common.rebate.categories.${category}`)}
              hint={t('common.rebate.max', { max })}
              error={shown(category) ? t('common.rebate.problem', { max }) : ''}
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              value={inputs[category]}
              onChange={(event) => {
                const text = event.target.value;
                setInputs((value) => ({ ...value, [category]: text }));
                setTouched((value) => new Set(value).add(category));
                setServerError('');
              }}
            />
          );
        })}
      </div>
      {serverError && (
        <p className="agt-field__error agt-form__error" role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
