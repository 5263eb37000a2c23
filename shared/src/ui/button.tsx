// The kit's button: four variants, a 44 px touch target, and a loading state that shows a spinner and blocks
// repeated submits. It defaults to type="button" so it never submits a form by accident.
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, disables the button and marks it aria-busy. */
  loading?: boolean;
  /** Full width. */
  block?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['mc-button', `mc-button--${variant}`, block && 'mc-button--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
