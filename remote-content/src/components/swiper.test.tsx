import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { Swiper } from './swiper';

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

afterEach(() => {
  // jsdom has no matchMedia of its own.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('Swiper', () => {
  it('is a labelled carousel region of named slides', () => {
    renderSwiper();
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(5);
    expect(slides[0]).toHaveAccessibleName('1 of 5');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[4]!).getByText('5: Five')).toBeInTheDocument();
  });

  it('has previous, next and pause buttons with accessible names', async () => {
    const user = userEvent.setup();
    renderSwiper();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
  });

  it('autoplays only while not hovered, focused or paused', async () => {
    const user = userEvent.setup();
    renderSwiper();
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveAttribute('data-autoplay', 'on');
    fireEvent.mouseEnter(region);
    expect(region).toHaveAttribute('data-autoplay', 'off');
    fireEvent.mouseLeave(region);
    expect(region).toHaveAttribute('data-autoplay', 'on');
    await user.tab();
    expect(region).toHaveAttribute('data-autoplay', 'off');
    await user.tab();
    expect(region).toHaveAttribute('data-autoplay', 'off');
    act(() => screen.getByRole('button', { name: 'Pause' }).blur());
    expect(region).toHaveAttribute('data-autoplay', 'on');
  });

  it('never autoplays under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderSwiper();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('data-autoplay', 'off');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('has no controls and no autoplay when everything fits in one view (3 by default)', () => {
    mockReducedMotion(false);
    renderSwiper(['One', 'Two', 'Three']);
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('data-autoplay', 'off');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('scrolls with fewer items when fewer are shown per view', () => {
    renderSwiper(['One', 'Two'], 1);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    const { container } = renderSwiper([]);
    expect(container).toBeEmptyDOMElement();
  });
});
