// Where the page runs (spec account §3 registerMethod; lobby §2: the app download entry is hidden inside the
// native app or an installed PWA): the merchant's native app, an installed PWA, an iOS home-screen web clip, or
// a plain mobile browser.

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

/** In a plain browser: not the native app, not an installed PWA or home-screen icon. */
export function runsInBrowser(context: RunningContext = currentRunningContext()): boolean {
  return !isNativeApp(context.userAgent) && !context.iosStandalone && !context.displayStandalone;
}
