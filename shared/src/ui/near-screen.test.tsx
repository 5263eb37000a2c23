// useNearScreen with a stand-in for the browser's IntersectionObserver (jsdom has none): what a below-the-fold
// part relies on is that it stays a placeholder until its element comes near the screen, and then stays rendered.
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearScreen } from './hooks';

class StandInObserver {
  static all: StandInObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  private readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    StandInObserver.all.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  /** The browser reporting the observed element in or out of the margin. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Part({ deferred = true }: { deferred?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, deferred);
  return <div ref={ref}>{near ? 'rendered' : 'placeholder'}</div>;
}

beforeEach(() => {
  StandInObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = StandInObserver;
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('keeps a placeholder until the element comes within 300 px of the screen, then renders for good', () => {
  render(<Part />);
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  const [observer] = StandInObserver.all;
  expect(observer?.options.rootMargin).toBe('300px 0px');

  act(() => observer?.report(false));
  expect(screen.getByText('placeholder')).toBeInTheDocument();

  act(() => observer?.report(true));
  expect(screen.getByText('rendered')).toBeInTheDocument();
  // Once rendered it stays: the observer is let go, and leaving the screen changes nothing.
  expect(observer?.disconnected).toBe(true);
  act(() => observer?.report(false));
  expect(screen.getByText('rendered')).toBeInTheDocument();
});

it('renders at once when not deferred, observing nothing', () => {
  render(<Part deferred={false} />);
  expect(screen.getByText('rendered')).toBeInTheDocument();
  expect(StandInObserver.all).toHaveLength(0);
});

it('renders at once where the browser has no IntersectionObserver', () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(<Part />);
  expect(screen.getByText('rendered')).toBeInTheDocument();
});
