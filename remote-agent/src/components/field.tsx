// One labelled input of the agent forms, with a hint line and the field's message tied to it by
// aria-describedby; `prefix` shows before the input (the currency symbol of an amount).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from 'shared';
import './components.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: ReactNode;
  /** Always-visible help, e.g. the balance or the highest rate. */
  hint?: ReactNode;
  /** The message for a bad value (already translated); empty for none. */
  error?: string;
  prefix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Field({ label, hint, error, prefix, id, ref, className, ...input }: FieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, {
    hint: Boolean(hint),
    error: Boolean(error),
  });
  const control = (
    <input
      {...input}
      ref={ref}
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className={['agt-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      {prefix ? (
        <div className="agt-field__row">
          <span className="agt-field__prefix" aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={hintId} className="agt-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="agt-field__error" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
