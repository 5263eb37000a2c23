// One toast's view, plus the helpers every app uses to ask for a toast: remotes call showToast and the shell's
// toast host (listening on the bus) decides placement, replacement by id and timing via toastDuration.
import { useTranslation } from 'react-i18next';
import { bus } from '../bus/event-bus';
import { Spinner } from './spinner';
import { TOAST_DURATION, type ToastRequest, type ToastType } from './toast-types';
import { CloseIcon } from '../icons';

/** Milliseconds the toast stays: its own duration, else until dismissed for loading, else the default. */
export function toastDuration(request: ToastRequest): number {
  if (request.duration !== undefined) return request.duration;
  return request.type === 'loading' ? TOAST_DURATION.untilDismissed : TOAST_DURATION.default;
}

/** Ask the shell's toast host to show a toast. */
export function showToast(request: ToastRequest): void {
  bus.emit('toast', request);
}

/** Failures interrupt (alert); the rest are announced politely (status). */
export function toastRole(type: ToastType): 'alert' | 'status' {
  return type === 'fail' || type === 'offline' ? 'alert' : 'status';
}

const ICON_PATHS: Record<Exclude<ToastType, 'loading'>, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z',
  fail: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.3 12.9-1.4 1.4L12 13.4l-2.9 2.9-1.4-1.4 2.9-2.9-2.9-2.9 1.4-1.4 2.9 2.9 2.9-2.9 1.4 1.4-2.9 2.9 2.9 2.9Z',
  offline:
    'M2.3 3.7 3.7 2.3l18 18-1.4 1.4-4.1-4.1-1.6 1.9L12 21.4 1 8.4a16 16 0 0 1 4-2.6L2.3 3.7ZM12 3c4.2 0 8 1.6 11 4.4l-4.8 5.7L8.1 3.2C9.4 3.1 10.7 3 12 3Z',
};

export interface ToastViewProps {
  toast: ToastRequest;
  /** When given, a dismiss button is shown. */
  onDismiss?: () => void;
  className?: string;
}

export function ToastView({ toast, onDismiss, className }: ToastViewProps) {
  const { t } = useTranslation();
  const { type, message } = toast;
  return (
    <div
      role={toastRole(type)}
      aria-busy={type === 'loading' || undefined}
      className={['mc-toast', `mc-toast--${type}`, className].filter(Boolean).join(' ')}
      data-toast-type={type}
    >
      <span className="mc-toast__icon" aria-hidden="true" data-testid={`mc-toast-icon-${type}`}>
        {type === 'loading' ? (
          <Spinner />
        ) : (
          <svg viewBox="0 0 24 24" fill="currentColor" focusable="false">
            <path d={ICON_PATHS[type]} />
          </svg>
        )}
      </span>
      <span className="mc-toast__message">{message}</span>
      {onDismiss && (
        <button
          type="button"
          className="mc-button mc-button--ghost mc-toast__dismiss"
          aria-label={t('ui.dismiss')}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
