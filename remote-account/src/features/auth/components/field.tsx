// One labelled input of the account forms: label tied to the input, an optional fixed prefix (+880), a show/hide
// toggle for secrets, extra controls beside the input, and the field's message line under it.
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useFieldIds } from 'shared';
import { useAuthTranslation } from '../texts';
import { HideIcon, ShowIcon } from 'shared';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** The message line under the field (already translated); empty for none. */
  error?: string;
  /** Fixed text before the input, e.g. '+880'. */
  prefix?: string;
  /** A password input with a show/hide toggle. */
  secret?: boolean;
  /** Controls after the input (SMS button, captcha image). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Field({ label, error, prefix, secret, trailing, id, ref, type, ...input }: FieldProps) {
  const { t } = useAuthTranslation();
  const {
    inputId,
    errorId: messageId,
    describedBy,
  } = useFieldIds(id, { hint: false, error: Boolean(error) });
  const [shown, setShown] = useState(false);
  return (
    <div className="acc-field">
      <label htmlFor={inputId}>{label}</label>
      <span className="acc-field__row">
        {prefix && (
          <span className="acc-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...input}
          ref={ref}
          id={inputId}
          type={secret ? (shown ? 'text' : 'password') : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {secret && (
          <button
            type="button"
            className="acc-field__toggle"
            aria-label={t(shown ? 'common.hidePassword' : 'common.showPassword')}
            aria-pressed={shown}
            aria-controls={inputId}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? <HideIcon /> : <ShowIcon />}
          </button>
        )}
        {trailing}
      </span>
      {error ? (
        <p id={messageId} className="acc-field__error" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
