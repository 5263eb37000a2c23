// A page's first frame (deploy/src/page-preloads.ts): the header's bar and the first banner, painted from the HTML
// before any script runs, lying over the page at the place of the header and of the banner carousel. The page that
// shows those banners (home, a lobby page) keeps it until the carousel shows its own first image (decoded, so the
// swap is not seen); a carousel with nothing to show (no banners, a failed load) or any other page removes it. On
// the member centre the frame also draws the page's guest card (deploy/src/member-card-frame.ts), which stays until
// the page a visit opens on is shown, so the card is never replaced by a placeholder.
import { type RefObject, useEffect, useRef } from 'react';
import { FIRST_FRAME_ID, firstLoadHeld } from 'shared';

let kept = false;

export function removeFirstFrame(): void {
  document.getElementById(FIRST_FRAME_ID)?.remove();
}

/**
 * After a page's commit: a page that does not keep the frame (one without banners on top) removes it. On the page the
 * site opened on (`openedHere`), a frame that draws the page's card waits until that page is shown (the first load's
 * held work, shared/src/state/first-load.ts); a navigation removes it at once.
 */
export function removeFirstFrameUnlessKept(openedHere: boolean): void {
  if (kept) return;
  const frame = document.getElementById(FIRST_FRAME_ID);
  if (openedHere && frame?.querySelector('section')) {
    void firstLoadHeld().then(() => requestAnimationFrame(() => frame.remove()));
    return;
  }
  frame?.remove();
}

/**
 * Keeps the frame until `area` (home's banner area) shows its first image or settles without one; returns the
 * release (for the page's unmount), which removes the frame.
 */
export function keepFirstFrameUntilCovered(area: Element | null): () => void {
  const frame = document.getElementById(FIRST_FRAME_ID);
  // No banner area here (the page shows none, or not yet): the layout removes a frame nobody keeps.
  if (!frame || !area) return () => undefined;
  kept = true;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    kept = false;
    observer.disconnect();
    area.removeEventListener('load', check, true);
    area.removeEventListener('error', check, true);
    frame.remove();
  };
  function check() {
    if (released) return;
    const image = area!.querySelector('img');
    if (image) {
      if (!image.complete) return; // its load or error event comes back here
      if (image.naturalWidth === 0) return release(); // a broken image: the carousel hides it
      void image
        .decode()
        .catch(() => undefined)
        .then(() => requestAnimationFrame(release));
      return;
    }
    // Nothing loading and no image: the group has no banners or its load failed (the area shows a retry line).
    if (!area!.querySelector('.mc-skeleton')) release();
  }
  const observer = new MutationObserver(check);
  observer.observe(area, { childList: true, subtree: true });
  // Load and error do not bubble: listen in the capture phase for the carousel's image.
  area.addEventListener('load', check, true);
  area.addEventListener('error', check, true);
  check();
  return release;
}

/**
 * For the element that wraps a page's banner area: keeps the first frame over it until its banners show (a page
 * mounted after the first load finds no frame and does nothing).
 */
export function useFirstFrameOver(): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => keepFirstFrameUntilCovered(ref.current?.firstElementChild ?? null), []);
  return ref;
}
