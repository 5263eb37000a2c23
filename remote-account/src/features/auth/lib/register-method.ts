// How the page runs, for the registration payload's registerMethod (spec account §3): inside the native app,
// as an installed PWA, as an iOS home-screen web clip, or in a plain mobile browser.
import { currentRunningContext, isNativeApp, type RegisterMethod, type RunningContext } from 'shared';

/**
 * APP wins; an iOS web clip is checked before the PWA test because iOS also reports display-mode standalone
 * for a home-screen icon; anything else is H5.
 */
export function detectRegisterMethod(env: RunningContext = currentRunningContext()): RegisterMethod {
  if (isNativeApp(env.userAgent)) return 'APP';
  if (env.iosStandalone) return 'WEBCLIP';
  if (env.displayStandalone) return 'PWA';
  return 'H5';
}
