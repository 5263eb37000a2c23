// Where the page runs (spec account §3 registerMethod; lobby §2: the app download entry is hidden inside the
// native app or an installed PWA): the merchant's native app, an installed PWA, an iOS home-screen web clip, or
// a plain mobile browser.
import type { RegisterMethod } from '../api/contract';

/** The native app's web view appends this marker to its user agent (matched case-insensitively). */
export const APP_USER_AGENT_MARKER = 'VSBDT-App';

export interface RunningContext {
  userAgent: string;
  /** iOS Safari's non-standard navigator.standalone: opened from a home-screen icon. */
  iosStandalone: boolean;
  /** `(display-mode: standalone)` matches: an installed PWA. */
  displayStandalone: boolean;
}

export function currentRunningContext(): RunningContext {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  return {
    userAgent: nav?.userAgent ?? '',
    iosStandalone: nav?.standalone === true,
    displayStandalone:
      typeof globalThis.matchMedia === 'function' &&
      globalThis.matchMedia('(display-mode: standalone)').matches,
  };
}

/** Inside the merchant's native app. */
export function isNativeApp(userAgent: string): boolean {
  return userAgent.toLowerCase().includes(APP_USER_AGENT_MARKER.toLowerCase());
}

/** How the site runs when it was installed from the browser: the registerMethod it reports then. */
export type InstalledMode = Extract<RegisterMethod, 'PWA' | 'WEBCLIP'>;

/**
 * 'WEBCLIP' when iOS opened the page from a home-screen icon (navigator.standalone), 'PWA' when the page runs in
 * standalone display mode elsewhere (an installed app on Android or desktop), null in a browser tab. iOS is
 * checked first because it also reports display-mode standalone for a home-screen icon.
 */
export function installedMode(context: RunningContext = currentRunningContext()): InstalledMode | null {
  if (context.iosStandalone) return 'WEBCLIP';
  if (context.displayStandalone) return 'PWA';
  return null;
}

/** In a plain browser: not the native app, not an installed PWA or home-screen icon. */
export function runsInBrowser(context: RunningContext = currentRunningContext()): boolean {
  return !isNativeApp(context.userAgent) && installedMode(context) === null;
}
