// The site as an installed app, mounted once by the shell's App: the manifest link and the service worker (both
// after the page's load), the update checks, the browser bars' colour, and the update prompt.
import { useEffect } from 'react';
import { linkManifestAfterLoad } from './manifest-link';
import { followThemeColor } from './theme-color';
import { UpdatePrompt } from './update-prompt';
import { startUpdates } from './updates';

export function Pwa() {
  useEffect(() => followThemeColor(), []);
  useEffect(() => linkManifestAfterLoad(), []);
  // Once per page (not undone on unmount: the worker and the checks belong to the page, not to a component).
  useEffect(() => {
    startUpdates();
  }, []);
  return <UpdatePrompt />;
}
