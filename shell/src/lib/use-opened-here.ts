// Whether the page on screen is the one the site opened on (a first load or a reload), not one navigated to:
// page transitions (the 300 ms fade, home's scroll to the top) belong only to navigations (a fade or a
// scroll on the first page holds back its paint and forces layouts while it is built).
import { useLocation } from 'react-router-dom';

/** The history entry the site opened on (react-router keeps an entry's key in history.state, also over a reload). */
let openedOn: string | null = null;

export function useOpenedHere(): boolean {
  const { key } = useLocation();
  openedOn ??= key;
  return key === openedOn;
}
