import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWIPER } from '../config';
import { renderWithProviders } from '../testing/render';
import { Swiper } from './swiper';
import { installCarouselLayout, shownSlides, swipe } from './testing/carousel-layout';

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

function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** A move takes keen-slider's 500 ms glide; this is past its end. */
const GLIDE_MS = 600;
/** One animation frame. */
const FRAME_MS = 20;

const region = () => screen.getByRole('region', { name: 'Highlights' });
/** The track: the parent of the slides. */
const track = () => screen.getAllByRole('group')[0]!.parentElement!;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

let layout: ReturnType<typeof installCarouselLayout>;
beforeEach(() => {
  layout = installCarouselLayout();
});

afterEach(() => {
  layout.restore();
  jest.useRealTimers();
  // jsdom has no matchMedia of its own.
  delete (window as { matchMedia?: unknown }).matchMedia;
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('Swiper', () => {
  it('is a labelled carousel region of named slides, three to a view', async () => {
    renderSwiper();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region()).getAllByRole('group');
    expect(slides).toHaveLength(5);
    expect(slides[0]).toHaveAccessibleName('1 of 5');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[4]!).getByText('5: Five')).toBeInTheDocument();
    await waitFor(() => expect(shownSlides(track())).toEqual([0, 1, 2]));
    // The track is reachable by keyboard (the arrow keys move it) even when no slide holds a link.
    expect(track()).toHaveAttribute('tabindex', '0');
  });

  it('moves a slide at a time with previous and next, going round past either end', async () => {
    const user = userEvent.setup();
    renderSwiper();
    const next = screen.getByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    await user.click(next);
    await waitFor(() => expect(shownSlides(track())).toEqual([1, 2, 3]));
    await user.click(next);
    await user.click(next);
    // After the fifth slide comes the first again.
    await waitFor(() => expect(shownSlides(track())).toEqual([3, 4, 0]));
    await user.click(previous);
    await waitFor(() => expect(shownSlides(track())).toEqual([2, 3, 4]));
  });

  it('moves with the arrow keys once the track has the focus', async () => {
    const user = userEvent.setup();
    renderSwiper();
    await user.tab();
    expect(track()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(shownSlides(track())).toEqual([1, 2, 3]));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(shownSlides(track())).toEqual([4, 0, 1]));
  });

  it('has a pause button with an accessible name and state', async () => {
    const user = userEvent.setup();
    renderSwiper();
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  });

  it(`autoplays one slide every ${SWIPER.autoplayMs} ms and goes round after the last slide`, () => {
    jest.useFakeTimers();
    renderSwiper();
    advance(SWIPER.autoplayMs - 1);
    expect(shownSlides(track())).toEqual([0, 1, 2]);
    advance(1 + GLIDE_MS);
    expect(shownSlides(track())).toEqual([1, 2, 3]);
    advance(SWIPER.autoplayMs * 3);
    expect(shownSlides(track())).toEqual([4, 0, 1]);
    advance(SWIPER.autoplayMs);
    expect(shownSlides(track())).toEqual([0, 1, 2]);
  });

  it('waits a full delay again after a swipe, from the slide swiped to', () => {
    jest.useFakeTimers();
    renderSwiper();
    advance(SWIPER.autoplayMs / 2);
    swipe(track(), -150);
    advance(GLIDE_MS);
    expect(shownSlides(track())).toEqual([1, 2, 3]);
    advance(SWIPER.autoplayMs - GLIDE_MS - 1);
    expect(shownSlides(track())).toEqual([1, 2, 3]);
    advance(1 + GLIDE_MS);
    expect(shownSlides(track())).toEqual([2, 3, 4]);
  });

  it('autoplays only while not hovered, focused, touched, paused or on a hidden page', async () => {
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
    setPageHidden(true);
    expect(region()).toHaveAttribute('data-autoplay', 'off');
    setPageHidden(false);
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

  it('does not move while the page is hidden', () => {
    jest.useFakeTimers();
    renderSwiper();
    setPageHidden(true);
    advance(SWIPER.autoplayMs * 3);
    expect(shownSlides(track())).toEqual([0, 1, 2]);
    // Back on the page: a full delay before the next move.
    setPageHidden(false);
    advance(SWIPER.autoplayMs - 1);
    expect(shownSlides(track())).toEqual([0, 1, 2]);
    advance(1 + GLIDE_MS);
    expect(shownSlides(track())).toEqual([1, 2, 3]);
  });

  it('pausing during an autoplay move lands it at once on its slide, and nothing moves after', () => {
    jest.useFakeTimers();
    renderSwiper();
    advance(SWIPER.autoplayMs + 100);
    // Halfway: no slide is wholly in view.
    expect(shownSlides(track())).not.toEqual([0, 1, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(shownSlides(track())).toEqual([1, 2, 3]);
    fireEvent.mouseLeave(region());
    act(() => (document.activeElement as HTMLElement).blur());
    advance(SWIPER.autoplayMs * 3);
    expect(shownSlides(track())).toEqual([1, 2, 3]);
  });

  it('never autoplays under prefers-reduced-motion, and its buttons move without animation', () => {
    mockReducedMotion(true);
    jest.useFakeTimers();
    renderSwiper();
    expect(region()).toHaveAttribute('data-autoplay', 'off');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    advance(SWIPER.autoplayMs * 2);
    expect(shownSlides(track())).toEqual([0, 1, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    advance(FRAME_MS);
    expect(shownSlides(track())).toEqual([1, 2, 3]);
  });

  it('has no controls, no autoplay, no swipe and no tab stop when everything fits in one view (3 by default)', () => {
    mockReducedMotion(false);
    jest.useFakeTimers();
    renderSwiper(['One', 'Two', 'Three']);
    expect(region()).toHaveAttribute('data-autoplay', 'off');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(track()).not.toHaveAttribute('tabindex');
    swipe(track(), -150);
    advance(SWIPER.autoplayMs * 2);
    expect(shownSlides(track())).toEqual([0, 1, 2]);
  });

  it('moves with fewer items when fewer are shown per view', async () => {
    const user = userEvent.setup();
    renderSwiper(['One', 'Two'], 1);
    await waitFor(() => expect(shownSlides(track())).toEqual([0]));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownSlides(track())).toEqual([1]));
  });

  it('renders nothing without items', () => {
    const { container } = renderSwiper([]);
    expect(container).toBeEmptyDOMElement();
  });
});
