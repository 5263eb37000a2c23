// The one loading spinner of the kit (buttons, loading toasts); purely visual, so callers name the busy state.

export interface SpinnerProps {
  className?: string;
}

export function Spinner({ className }: SpinnerProps) {
  return (
    <span
      className={className ? `mc-spinner ${className}` : 'mc-spinner'}
      aria-hidden="true"
      data-testid="mc-spinner"
    />
  );
}
