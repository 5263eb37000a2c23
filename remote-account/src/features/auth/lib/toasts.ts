// Toasts that replace an earlier one by id: a loading toast is followed by its success or by the catalogue text
// of the failure in its place (the shell's toast host replaces a toast with the same id).
import { bus, i18n, toApiError, TOAST_DURATION } from 'shared';

export function loadingToast(id: string, message: string): void {
  bus.emit('toast', { id, type: 'loading', message, duration: TOAST_DURATION.untilDismissed });
}

export function successToast(id: string, message: string, duration: number = TOAST_DURATION.default): void {
  bus.emit('toast', { id, type: 'success', message, duration });
}

/** Replace the toast `id` with the failure's catalogue text and toast type. */
export function failureToast(id: string, error: unknown): void {
  const apiError = toApiError(error);
  bus.emit('toast', {
    id,
    type: apiError.toastType,
    message: i18n.t(apiError.messageKey, { ns: 'shared' }),
    duration: TOAST_DURATION.short,
  });
}
