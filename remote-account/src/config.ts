// The account remote's own figures from the spec (account §4, §5, §9): the SMS code countdown, the birthday
// picker's bounds and the redirect delays. Figures more than one app uses live in shared/src/config/constants.ts.

/** SMS code countdown (spec account §4, §9). */
export const SMS_COUNTDOWN = {
  tickMs: 500,
  startSeconds: 60,
} as const;

/** Birthday picker: 1900 to the end of the current year (account §5, §9). */
const BIRTHDAY = {
  minYear: 1900,
} as const;

/** The birthday picker's bounds for a given day ("to the end of the current year"), local time. */
export function birthdayRange(now: Date = new Date()): { min: Date; max: Date } {
  return {
    min: new Date(BIRTHDAY.minYear, 0, 1),
    max: new Date(now.getFullYear(), 11, 31, 23, 59, 59, 999),
  };
}

/** Redirect delays in milliseconds (spec account §4, §9). */
export const REDIRECT_MS = {
  afterChangePassword: 1000,
  afterEmailRecovery: 1000,
} as const;
