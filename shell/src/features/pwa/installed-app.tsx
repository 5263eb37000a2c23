// The parts of the installed app that wait for the page's first content: the manifest link (with its
// icons) and the service worker (with its precache), the update checks, and the update prompt. A chunk of its own,
// loaded with the side menu once the first content is shown (pwa.tsx): on a phone connection that takes six requests
// at a time their downloads held the member centre's files back, and their code is not needed before.
import { useEffect } from 'react';
import { linkManifestAfterLoad } from './manifest-link';
import { UpdatePrompt } from './update-prompt';
import { startUpdates } from './updates';

export function InstalledApp() {
  useEffect(() => linkManifestAfterLoad(), []);
  // Once per page (not undone on unmount: the worker and the checks belong to the page, not to a component).
  useEffect(() => {
    startUpdates();
  }, []);
  return <UpdatePrompt />;
}
