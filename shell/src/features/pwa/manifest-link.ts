// The web app manifest is linked once the page has loaded, not from the HTML: the browser fetches a linked manifest
// and its icons at once, and on a slow phone network those downloads (about 12 KB) would compete with the page's
// own first files, while nothing needs the manifest before the page is up (installing comes later). The service
// worker is registered at the same moment, for the same reason (updates.ts).
import { MANIFEST_FILE } from './build/web-manifest';

export const MANIFEST_URL = `/${MANIFEST_FILE}`;

function link(doc: Document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const element = doc.createElement('link');
  element.rel = 'manifest';
  element.href = MANIFEST_URL;
  doc.head.append(element);
}

/** Links the manifest after the page's load event (at once if it has passed); returns the undo of the wait. */
export function linkManifestAfterLoad(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (doc.readyState === 'complete' || !view) {
    link(doc);
    return () => undefined;
  }
  const onLoad = () => link(doc);
  view.addEventListener('load', onLoad, { once: true });
  return () => view.removeEventListener('load', onLoad);
}
