import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWIPER } from 'shared';
import { renderWithProviders } from '../testing/render';
import { Swiper } from './swiper';
import { installSnapLayout } from './testing/snap-layout';

const ITEMS = ['One', 'Two', 'Three', 'Four', 'Five'];
const renderSwiper = (items = ITEMS, slidesPerView?: number) =>
  renderWithProviders(
    <Swiper
      items={items}
      label="Highlights"
      slidesPerView={slidesPerView}
      renderItem={(item, index) => <p>{`${index + 1}: ${item}`}</p>}
    />,
  );

function mockReducedMotion(reduced: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: jest.fn().mockImplementation((query: string) => ({
      matches: reduced && query.includes('reduce'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })),
  });
}

const region = () => screen.getByRole('region', { name: 'Highlights' });
/** The scrolling element: the parent of the slides. */
const track = () => screen.getAllByRole('group')[0]!.parentElement!;

let layout: ReturnType<typeof installSnapLayout>;
beforeEach(() => {
  layout = installSnapLayout();
});

afterEach(() => {
  layout.restore();
  jest.useRealTimers();
  // jsdom has no matchMedia of its own.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('Swiper', () => {
  it('is a labelled carousel region of named slides, three to a view', () => {
    renderSwiper();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region()).getAllByRole('group');
    expect(slides).toHaveLength(5);
    expect(slides[0]).toHaveAccessibleName('1 of 5');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[4]!).getByText('5: Five')).toBeInTheDocument();
    expect(track().style.getPropertyValue('--cnt-snap-per-view')).toBe('3');
    // The scrolling track is reachable by keyboard (arrow keys scroll it) even when no slide holds a link.
    expect(track()).toHaveAttribute('tabindex', '0');
  });

  it('scrolls a slide at a time with previous and next, and loops at both ends', async () => {
    const user = userEvent.setup();
    renderSwiper();
    const next = screen.getByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    await user.click(next);
    expect(layout.scrolls.at(-1)).toEqual({ left: 300, behavior: 'smooth' });
    await user.click(next);
    expect(layout.lastScrolledTo()).toBe(2);
    // Slides 3 to 5 fill the last view: next goes back to the first.
    await user.click(next);
    expect(layout.lastScrolledTo()).toBe(0);
    await user.click(previous);
    expect(layout.lastScrolledTo()).toBe(2);
  });

  it('has a pause button with an accessible name and state', async () => {
    const user = userEvent.setup();
    renderSwiper();
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  });

  it(`autoplays one slide every ${SWIPER.autoplayMs} ms and goes back to the first after the last view`, () => {
    jest.useFakeTimers();
    renderSwiper();
    act(() => jest.advanceTimersByTime(SWIPER.autoplayMs - 1));
    expect(layout.scrolls).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(layout.scrolls).toEqual([{ left: 300, behavior: 'smooth' }]);
    act(() => jest.advanceTimersByTime(SWIPER.autoplayMs));
    expect(layout.lastScrolledTo()).toBe(2);
    act(() => jest.advanceTimersByTime(SWIPER.autoplayMs));
    expect(layout.lastScrolledTo()).toBe(0);
  });

  it('waits a full delay again after a swipe, from the slide swiped to', () => {
    jest.useFakeTimers();
    renderSwiper();
    act(() => jest.advanceTimersByTime(SWIPER.autoplayMs / 2));
    // The user swipes to the last view: slides 3 to 5 are shown.
    layout.show(track(), [2, 3, 4]);
    act(() => jest.advanceTimersByTime(SWIPER.autoplayMs - 1));
    expect(layout.scrolls).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(layout.lastScrolledTo()).toBe(0);
  });

  it('autoplays only while not hovered, focused, touched or paused', async () => {
    const user = userEvent.setup();
    renderSwiper();
    expect(region()).toHaveAttribute('data-autoplay', 'on');
    fireEvent.mouseEnter(region());
    expect(region()).toHaveAttribute('data-autoplay', 'off');
    fireEvent.mouseLeave(region());
    expect(region()).toHaveAttribute('data-autoplay', 'on');
    fireEvent.touchStart(track());
    expect(region()).toHaveAttribute('data-autoplay', 'off');
    fireEvent.touchEnd(track());
    expect(region()).toHaveAttribute('data-autoplay', 'on');
    await user.tab();
    expect(track()).toHaveFocus();
    expect(region()).toHaveAttribute('data-autoplay', 'off');
    await user.tab();
    expect(region()).toHaveAttribute('data-autoplay', 'off');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(region()).toHaveAttribute('data-autoplay', 'on');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.unhover(region());
    act(() => (document.activeElement as HTMLElement).blur());
    expect(region()).toHaveAttribute('data-autoplay', 'off');
  });

  it('pausing during an autoplay scroll ends it at once at its slide, and nothing moves after', () => {
    jest.useFakeTimers();
    renderSwiper();
    act(() => jest.advanceTimersByTime(SWIPER.autoplayMs));
    expect(layout.scrolls).toEqual([{ left: 300, behavior: 'smooth' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(layout.scrolls.at(-1)).toEqual({ left: 300, behavior: 'instant' });
    fireEvent.mouseLeave(region());
    act(() => (document.activeElement as HTMLElement).blur());
    const count = layout.scrolls.length;
    act(() => jest.advanceTimersByTime(SWIPER.autoplayMs * 3));
    expect(layout.scrolls).toHaveLength(count);
  });

  it('never autoplays under prefers-reduced-motion, and its buttons move without animation', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    renderSwiper();
    expect(region()).toHaveAttribute('data-autoplay', 'off');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(layout.scrolls).toEqual([{ left: 300, behavior: 'instant' }]);
  });

  it('has no controls, no autoplay and no tab stop when everything fits in one view (3 by default)', () => {
    mockReducedMotion(false);
    renderSwiper(['One', 'Two', 'Three']);
    expect(region()).toHaveAttribute('data-autoplay', 'off');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(track()).not.toHaveAttribute('tabindex');
  });

  it('scrolls with fewer items when fewer are shown per view', () => {
    renderSwiper(['One', 'Two'], 1);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(track().style.getPropertyValue('--cnt-snap-per-view')).toBe('');
  });

  it('renders nothing without items', () => {
    const { container } = renderSwiper([]);
    expect(container).toBeEmptyDOMElement();
  });
});
