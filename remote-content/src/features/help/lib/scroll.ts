// "Scrolls to the top on entry" (spec lobby §2 Help centre). Sets the scroll position directly: works in every
// browser and needs no smooth-scroll (reduced motion) decision.
export function scrollToTop(): void {
  const scroller = document.scrollingElement ?? document.documentElement;
  scroller.scrollTop = 0;
}
