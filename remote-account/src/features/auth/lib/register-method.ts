// How the page runs, for the registration payload's registerMethod (spec account §3): inside the native app,
// as an installed PWA, as an iOS home-screen web clip, or in a plain mobile browser.
import {
  currentRunningContext,
  installedMode,
  isNativeApp,
  type RegisterMethod,
  type RunningContext,
} from 'shared';

/** APP wins; then how the site was installed (PWA, or WEBCLIP on iOS); anything else is H5. */
export function detectRegisterMethod(env: RunningContext = currentRunningContext()): RegisterMethod {
  if (isNativeApp(env.userAgent)) return 'APP';
  return installedMode(env) ?? 'H5';
}
