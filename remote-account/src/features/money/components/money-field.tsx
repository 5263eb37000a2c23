// One labelled input of the money forms, with a hint line and the field's message line tied to it by
// aria-describedby; extra content (preset chips, a button) goes under the input.
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface MoneyFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Always-visible help, e.g. the limits. */
  hint?: ReactNode;
  /** The message for a bad value (already translated); empty for none. */
  error?: string;
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function MoneyField({ label, hint, error, children, id, ref, ...input }: MoneyFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="acc-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="acc-money__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="acc-field__error" aria-live="polite">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
