// Labelled inputs of the member-area forms: the label tied to its control, the message line under it read out
// politely, and 44 px controls (member.css).
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import type { InputHTMLAttributes } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="acc-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="acc-member-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-message`} className="acc-field__error" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-message` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const fallback = useId();
  const inputId = id ?? fallback;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <input
        {...input}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
}

export function SelectField({ label, error, options, id, ...select }: SelectFieldProps) {
  const fallback = useId();
  const selectId = id ?? fallback;
  return (
    <FieldFrame id={selectId} label={label} error={error}>
      <select
        {...select}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, id, ...area }: TextAreaFieldProps) {
  const fallback = useId();
  const areaId = id ?? fallback;
  return (
    <FieldFrame id={areaId} label={label} error={error} hint={hint}>
      <textarea
        {...area}
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error, hint)}
      />
    </FieldFrame>
  );
}
