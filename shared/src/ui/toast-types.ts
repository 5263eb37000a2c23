// Toast types and durations of the spec (account §8, §9): info, success, fail, offline, loading.

export type ToastType = 'info' | 'success' | 'fail' | 'offline' | 'loading';

export const TOAST_DURATION = {
  /** The default of most flows. */
  default: 1500,
  short: 3000,
  long: 8000,
  recoverySuccess: 1000,
  freeReject: 2000,
  rewardSubmitLoading: 10000,
  setPasswordLoading: 15000,
  /** Logout, SMS sending, recovery: effectively until dismissed. */
  untilDismissed: 9999 * 1000,
} as const;

export interface ToastRequest {
  type: ToastType;
  /** Already translated text. */
  message: string;
  /** Milliseconds; defaults to TOAST_DURATION.default (loading: until dismissed). */
  duration?: number;
  /** A stable id lets a later toast replace this one (e.g. loading → success). */
  id?: string;
}
