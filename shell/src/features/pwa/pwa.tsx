// The site as an installed app, mounted once by the shell's App: the manifest link and the service worker, the
// update checks, the browser bars' colour, and the update prompt.
//
// The manifest (with its icons) and the worker (with its precache) wait for the page's load and for its first
// content (afterFirstLoad: the page's first-load modules and start calls settled, then an idle moment): nothing
// needs them before, and on a phone connection that takes six requests at a time their downloads held the
// member centre's files back (issue 9: the manifest and its icon went out before the member card was drawn).
import { useEffect } from 'react';
import { afterFirstLoad } from '../../federation/remotes';
import { linkManifestAfterLoad } from './manifest-link';
import { followThemeColor } from './theme-color';
import { UpdatePrompt } from './update-prompt';
import { startUpdates } from './updates';

export function Pwa() {
  useEffect(() => followThemeColor(), []);
  useEffect(() => {
    let current = true;
    let undo: () => void = () => undefined;
    void afterFirstLoad().then(() => {
      if (current) undo = linkManifestAfterLoad();
    });
    return () => {
      current = false;
      undo();
    };
  }, []);
  // Once per page (not undone on unmount: the worker and the checks belong to the page, not to a component).
  useEffect(() => {
    void afterFirstLoad().then(() => startUpdates());
  }, []);
  return <UpdatePrompt />;
}
