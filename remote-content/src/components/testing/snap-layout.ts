// jsdom has no layout, scrolling or IntersectionObserver. For tests of the scroll-snap carousels: each slide of a
// `.cnt-snap` track gets a left offset (index × slideWidth), the track's scrolls are recorded, and a test says
// which slides the browser now reports as shown, as it would after a swipe.
import { act } from '@testing-library/react';

export interface TrackScroll {
  left: number;
  behavior: ScrollBehavior | undefined;
}

class FakeIntersectionObserver {
  static all = new Set<FakeIntersectionObserver>();

  readonly root: Element | Document | null;

  readonly targets = new Set<Element>();

  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.root = options.root ?? null;
    FakeIntersectionObserver.all.add(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.all.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(shown: (target: Element) => boolean) {
    const entries = [...this.targets].map(
      (target) =>
        ({
          target,
          isIntersecting: shown(target),
          intersectionRatio: shown(target) ? 1 : 0,
        }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Installs the fake layout; call the returned `restore` after the test. */
export function installSnapLayout({ slideWidth = 300 } = {}) {
  const scrolls: TrackScroll[] = [];
  const offsetLeft = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft');
  const scrollTo = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      const track = this.parentElement;
      if (!track?.classList.contains('cnt-snap')) return 0;
      return Array.from(track.children).indexOf(this) * slideWidth;
    },
  });
  Object.defineProperty(Element.prototype, 'scrollTo', {
    configurable: true,
    value(this: Element, options: ScrollToOptions) {
      scrolls.push({ left: options.left ?? 0, behavior: options.behavior });
      this.scrollLeft = options.left ?? 0;
    },
  });
  const globals = window as { IntersectionObserver?: unknown };
  const intersectionObserver = globals.IntersectionObserver;
  globals.IntersectionObserver = FakeIntersectionObserver;

  return {
    /** Every scroll asked of a track, oldest first. */
    scrolls,
    /** The index of the slide the last scroll went to. */
    lastScrolledTo: () => {
      const last = scrolls[scrolls.length - 1];
      return last ? last.left / slideWidth : null;
    },
    /** The browser reports the slides at `indices` of `track` as shown (and every other one as not). */
    show(track: Element, indices: number[]) {
      const slides = Array.from(track.children);
      act(() => {
        for (const observer of FakeIntersectionObserver.all) {
          if (observer.root !== track) continue;
          observer.report((target) => indices.includes(slides.indexOf(target)));
        }
      });
    },
    restore() {
      if (offsetLeft) Object.defineProperty(HTMLElement.prototype, 'offsetLeft', offsetLeft);
      if (scrollTo) Object.defineProperty(Element.prototype, 'scrollTo', scrollTo);
      else delete (Element.prototype as { scrollTo?: unknown }).scrollTo;
      if (intersectionObserver === undefined) delete globals.IntersectionObserver;
      else globals.IntersectionObserver = intersectionObserver;
      FakeIntersectionObserver.all.clear();
    },
  };
}
