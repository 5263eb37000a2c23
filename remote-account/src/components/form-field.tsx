// One labelled input of the account remote's forms (money, protection): the label tied to the input, a hint line
// and the field's message line, both tied to it by aria-describedby (the message is read out when it appears);
// extra content (preset chips, a button) goes under the input.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from 'shared';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Always-visible help, e.g. the limits. */
  hint?: ReactNode;
  /** The message for a bad value (already translated); empty for none. */
  error?: string | undefined;
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function FormField({ label, hint, error, children, id, ref, ...input }: FormFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, {
    hint: Boolean(hint),
    error: Boolean(error),
  });
  return (
    <div className="acc-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="acc-field__hint">
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
