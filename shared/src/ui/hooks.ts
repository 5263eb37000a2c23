// Small hooks every app needs: a media query's state, the player's reduced-motion wish, a debounced value, and
// whether an element has come near the screen.
import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/** Whether a media query matches (false where matchMedia is missing, as in tests), following its changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the player asked for reduced motion: carousels, marquees and counters then stay still. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/** A value that follows its input after a quiet period (search input, language reloads). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Whether the element is within 300 px of the screen, once it has been (it stays true): below-the-fold parts render
 * or load only then, so a page's first load does not pay for what nobody has scrolled to yet. Always true
 * when not `deferred`, or where IntersectionObserver is missing.
 */
export function useNearScreen(ref: RefObject<Element | null>, deferred = true): boolean {
  const [near, setNear] = useState(() => !deferred || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: what comes into view renders in slices, never as one long task while the player scrolls.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
