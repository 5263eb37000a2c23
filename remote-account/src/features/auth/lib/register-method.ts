// How the page runs, for the registration payload's registerMethod (spec account §3): inside the native app,
// as an installed PWA, as an iOS home-screen web clip, or in a plain mobile browser.
import type { RegisterMethod } from 'shared';

/** The native app's web view adds this marker to its user agent. */
export const APP_USER_AGENT_MARKER = 'VSBDT-App';

export interface RunningEnvironment {
  userAgent: string;
  /** iOS Safari's non-standard flag, true when opened from a home-screen icon. */
  iosStandalone: boolean;
  /** `(display-mode: standalone)` matches: an installed PWA. */
  displayStandalone: boolean;
}

export function currentEnvironment(): RunningEnvironment {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  return {
    userAgent: nav?.userAgent ?? '',
    iosStandalone: nav?.standalone === true,
    displayStandalone: globalThis.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}

/**
 * APP wins; an iOS web clip is checked before the PWA test because iOS also reports display-mode standalone
 * for a home-screen icon; anything else is H5.
 */
export function detectRegisterMethod(env: RunningEnvironment = currentEnvironment()): RegisterMethod {
  if (env.userAgent.includes(APP_USER_AGENT_MARKER)) return 'APP';
  if (env.iosStandalone) return 'WEBCLIP';
  if (env.displayStandalone) return 'PWA';
  return 'H5';
}
