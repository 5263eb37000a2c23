// One labelled input of a form: the label tied to the input, an optional mark before it (the currency symbol of
// an amount), an always-visible hint line and the field's message line, both tied to the input by
// aria-describedby (the message is read out when it appears), and extra content (preset chips, a button) under
// it. Each app keeps its own look: `look` is the class of the field's box, its parts' classes are named from it
// (`__row`, `__prefix`, `__hint`, `__error`).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from './use-field-ids';

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** The class of the field's box in the app's sheet, e.g. 'acc-field'. */
  look: string;
  label: ReactNode;
  /** Always-visible help, e.g. the limits or the balance. */
  hint?: ReactNode;
  /** The message for a bad value (already translated); empty for none. */
  error?: string | undefined;
  /** Shown before the input, e.g. the currency symbol. */
  prefix?: ReactNode;
  /** Under the field's lines: preset chips, a button. */
  children?: ReactNode;
  /** More classes of the field's box. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function InputField({
  look,
  label,
  hint,
  error,
  prefix,
  children,
  className,
  id,
  ref,
  ...input
}: InputFieldProps) {
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
    <div className={[look, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      {prefix ? (
        <div className={`${look}__row`}>
          <span className={`${look}__prefix`} aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={hintId} className={`${look}__hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={`${look}__error`} aria-live="polite">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
