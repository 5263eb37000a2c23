// The page's platform (read once per mount: the user agent does not change; standalone follows display-mode).
import { useState, useSyncExternalStore } from 'react';
import { currentPlatform, type Platform } from '../lib/platform';
import { installPromptAvailable, subscribeInstallPrompt } from '../lib/install-prompt';

export function usePlatform(): Platform {
  const [platform] = useState(currentPlatform);
  return platform;
}

/** Whether the browser offers its install dialog right now. */
export function useInstallPromptAvailable(): boolean {
  return useSyncExternalStore(subscribeInstallPrompt, installPromptAvailable, () => false);
}
