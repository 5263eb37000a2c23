// The site as an installed app, mounted once by the shell's App: the manifest link and the service worker, the
// update checks, the browser bars' colour, and the update prompt.
//
// The manifest (with its icons) and the worker (with its precache) wait for the page's load and for its first
// content (shared useFirstContentShown, set by the shell once afterFirstLoad resolves): nothing
// needs them before, and on a phone connection that takes six requests at a time their downloads held the
// member centre's files back (issue 9: the manifest and its icon went out before the member card was drawn).
import { useEffect } from 'react';
import { useFirstContentShown } from 'shared';
import { linkManifestAfterLoad } from './manifest-link';
import { followThemeColor } from './theme-color';
import { UpdatePrompt } from './update-prompt';
import { startUpdates } from './updates';

export function Pwa() {
  useEffect(() => followThemeColor(), []);
  const firstContentShown = useFirstContentShown();
  useEffect(() => (firstContentShown ? linkManifestAfterLoad() : undefined), [firstContentShown]);
  // Once per page (not undone on unmount: the worker and the checks belong to the page, not to a component). The
  // signal only ever turns on, so this runs once.
  useEffect(() => {
    if (firstContentShown) startUpdates();
  }, [firstContentShown]);
  return <UpdatePrompt />;
}
