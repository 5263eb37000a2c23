// Locks page scrolling while any dialog is open (popups, the side menu, the game frame); counted, so two
// overlapping dialogs (a popup over the menu) never unlock each other.
import { useEffect } from 'react';

let locks = 0;

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.body.classList.add('mc-scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.body.classList.remove('mc-scroll-locked');
    };
  }, [active]);
}
