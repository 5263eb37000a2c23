import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, API_PATHS, type AnnouncementResponse, type Banner } from 'shared';
import { BANNER } from '../../../config';
import {
  installCarouselLayout,
  press,
  shownSlides,
  swipe,
} from '../../../components/testing/carousel-layout';
import { renderWithProviders } from '../../../testing/render';
import { BannerCarousel, bannerTarget } from './banner-carousel';
import { GroupBanners } from './group-banners';
import { HomeBanners } from './home-banners';

const banner = (id: number, overrides: Partial<Banner> = {}): Banner => ({
  id,
  title: `Banner ${id}`,
  groupName: 'm_promotion',
  imageUrl: `/img/b${id}.png`,
  url: '',
  sequence: id,
  ...overrides,
});

function mockBanners(banners: Banner[] | Error) {
  return jest.spyOn(api, 'get').mockImplementation((path: string) => {
    if (path !== API_PATHS.announcements) return Promise.reject(new ApiError('not_found', 404));
    if (banners instanceof Error) return Promise.reject(banners);
    const value: AnnouncementResponse = { banners, promotion: [], player: [], popup: [], hot: [] };
    return Promise.resolve(value as never);
  });
}

afterEach(() => jest.restoreAllMocks());

describe('GroupBanners', () => {
  it('asks for the banners of its group and shows them in sequence order, with a skeleton first', async () => {
    const get = mockBanners([banner(2, { sequence: 2 }), banner(1, { sequence: 1 })]);
    renderWithProviders(<GroupBanners group="m_promotion" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Promotions and news' });
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Banner 1', 'Banner 2']);
    expect(get).toHaveBeenCalledWith(API_PATHS.announcements, {
      moduleId: 'COMM3',
      query: { types: 'B', groupName: 'm_promotion', platform: 'M' },
    });
  });

  it('renders nothing for an empty group', async () => {
    const get = mockBanners([]);
    const { container } = renderWithProviders(<GroupBanners group="m_reg" />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('offers a retry line when loading fails', async () => {
    const user = userEvent.setup();
    mockBanners(new ApiError('network.offline', 0));
    renderWithProviders(<GroupBanners group="m_live" />);
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    jest.restoreAllMocks();
    mockBanners([banner(1)]);
    await user.click(retry);
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
  });

  it('keeps HomeBanners as the m_home group', async () => {
    const get = mockBanners([banner(1, { groupName: 'm_home' })]);
    renderWithProviders(<HomeBanners />);
    await screen.findByRole('img', { name: 'Banner 1' });
    expect(get).toHaveBeenCalledWith(
      API_PATHS.announcements,
      expect.objectContaining({ query: expect.objectContaining({ groupName: 'm_home' }) as unknown }),
    );
  });
});

describe('BannerCarousel', () => {
  it('hides a banner whose image fails, and with one left drops the pause control', async () => {
    mockBanners([banner(1), banner(2)]);
    renderWithProviders(<GroupBanners group="m_promotion" />);
    const carousel = await screen.findByRole('region', { name: 'Promotions and news' });
    expect(within(carousel).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(carousel).toHaveAttribute('data-autoplay', 'on');
    fireEvent.error(screen.getByRole('img', { name: 'Banner 2' }));
    expect(screen.queryByRole('img', { name: 'Banner 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(carousel).toHaveAttribute('data-autoplay', 'off');
    fireEvent.error(screen.getByRole('img', { name: 'Banner 1' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('pauses autoplay with the pause control', async () => {
    const user = userEvent.setup();
    mockBanners([banner(1), banner(2)]);
    renderWithProviders(<GroupBanners group="m_promotion" />);
    const carousel = await screen.findByRole('region', { name: 'Promotions and news' });
    await user.click(within(carousel).getByRole('button', { name: 'Pause' }));
    expect(within(carousel).getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    await user.unhover(carousel);
    act(() => screen.getByRole('button', { name: 'Play' }).blur());
    expect(carousel).toHaveAttribute('data-autoplay', 'off');
  });

  it('links site paths in the app, other sites in a new tab, and nothing else', async () => {
    mockBanners([
      banner(1, { url: '/m/activity' }),
      banner(2, { url: 'https://example.com/promo' }),
      banner(3, { url: 'javascript:alert(1)' }),
      banner(4, { url: '' }),
    ]);
    renderWithProviders(<GroupBanners group="m_promotion" />);
    expect(await screen.findByRole('link', { name: 'Banner 1' })).toHaveAttribute('href', '/m/activity');
    const external = screen.getByRole('link', { name: 'Banner 2' });
    expect(external).toHaveAttribute('href', 'https://example.com/promo');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Banner 3' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Banner 4' })).not.toBeInTheDocument();
  });
});

describe('BannerCarousel moving', () => {
  let layout: ReturnType<typeof installCarouselLayout>;
  beforeEach(() => {
    layout = installCarouselLayout();
  });
  afterEach(() => {
    layout.restore();
    jest.useRealTimers();
    delete (window as { matchMedia?: unknown }).matchMedia;
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  /** Past the first painted frame, after which keen-slider starts (use-carousel). */
  const FIRST_FRAME_MS = 20;
  /** A move takes keen-slider's 500 ms glide; this is past its end. */
  const GLIDE_MS = 600;
  const THREE = [banner(1), banner(2), banner(3)];
  const renderCarousel = (banners = THREE) =>
    renderWithProviders(<BannerCarousel banners={banners} label="Promotions and news" />);
  const activeDot = (container: HTMLElement) =>
    [...container.querySelectorAll('.cnt-banners__dots span')].findIndex((dot) =>
      dot.classList.contains('is-active'),
    );
  const track = () => screen.getAllByRole('group')[0]!.parentElement!;
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it("keeps the first banner's image first in the area, fetched at once at 750 × 300, and shown from the start", () => {
    jest.useFakeTimers();
    const { container } = renderCarousel();
    const first = container.querySelector('img')!;
    expect(first).toHaveAccessibleName('Banner 1');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '750');
    expect(first).toHaveAttribute('height', '300');
    expect(screen.getByRole('img', { name: 'Banner 2' })).toHaveAttribute('loading', 'lazy');
    // Starting does not move it: the first image stays where home's first frame painted it.
    advance(GLIDE_MS);
    expect(shownSlides(track())).toEqual([0]);
    expect(activeDot(container)).toBe(0);
  });

  it(`moves to the next banner every ${BANNER.autoplayMs} ms, the dots following, and loops to the first`, () => {
    jest.useFakeTimers();
    const { container } = renderCarousel();
    advance(BANNER.autoplayMs - 1);
    expect(shownSlides(track())).toEqual([0]);
    advance(1 + GLIDE_MS);
    expect(shownSlides(track())).toEqual([1]);
    expect(activeDot(container)).toBe(1);
    advance(BANNER.autoplayMs);
    expect(shownSlides(track())).toEqual([2]);
    expect(activeDot(container)).toBe(2);
    advance(BANNER.autoplayMs);
    expect(shownSlides(track())).toEqual([0]);
    expect(activeDot(container)).toBe(0);
  });

  it('follows a swipe: no autoplay under the finger, then the dots show the banner swiped to and a full delay follows', () => {
    jest.useFakeTimers();
    const { container } = renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Promotions and news' });
    advance(FIRST_FRAME_MS); // the carousel starts once its first frame is painted
    const finger = press(track());
    expect(carousel).toHaveAttribute('data-autoplay', 'off');
    advance(BANNER.autoplayMs * 2);
    expect(shownSlides(track())).toEqual([0]);
    finger.move(-200);
    finger.lift();
    expect(carousel).toHaveAttribute('data-autoplay', 'on');
    advance(GLIDE_MS);
    expect(shownSlides(track())).toEqual([1]);
    expect(activeDot(container)).toBe(1);
    advance(BANNER.autoplayMs - GLIDE_MS - 1);
    expect(shownSlides(track())).toEqual([1]);
    advance(1 + GLIDE_MS);
    expect(shownSlides(track())).toEqual([2]);
  });

  it('brings a banner into view when its link gets the keyboard focus', async () => {
    const user = userEvent.setup();
    const { container } = renderCarousel([
      banner(1, { url: '/m/activity' }),
      banner(2, { url: '/m/notice' }),
      banner(3, { url: '/m/help' }),
    ]);
    // The track first (the arrow keys move it), then each banner's link.
    await user.tab();
    expect(track()).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Promotions and news' })).toHaveAttribute(
      'data-autoplay',
      'off',
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Banner 1' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Banner 3' })).toHaveFocus();
    await waitFor(() => expect(shownSlides(track())).toEqual([2]));
    expect(activeDot(container)).toBe(2);
  });

  it('stays still under prefers-reduced-motion, with no pause control', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    jest.useFakeTimers();
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Promotions and news' })).toHaveAttribute(
      'data-autoplay',
      'off',
    );
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    advance(BANNER.autoplayMs * 3);
    expect(shownSlides(track())).toEqual([0]);
  });

  it('stays still while the page is hidden', () => {
    jest.useFakeTimers();
    renderCarousel();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('region', { name: 'Promotions and news' })).toHaveAttribute(
      'data-autoplay',
      'off',
    );
    advance(BANNER.autoplayMs * 3);
    expect(shownSlides(track())).toEqual([0]);
  });

  it('stays still once paused', () => {
    jest.useFakeTimers();
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play' }));
    advance(BANNER.autoplayMs * 3);
    expect(shownSlides(track())).toEqual([0]);
  });

  it('with one banner neither autoplays nor moves, and has no dots or tab stop', () => {
    jest.useFakeTimers();
    const { container } = renderCarousel([banner(1)]);
    advance(BANNER.autoplayMs * 2);
    swipe(track(), -200);
    advance(GLIDE_MS);
    expect(shownSlides(track())).toEqual([0]);
    expect(container.querySelector('.cnt-banners__dots')).toBeNull();
    expect(track()).not.toHaveAttribute('tabindex');
  });

  it('goes on with the banners left when one fails to load', () => {
    jest.useFakeTimers();
    const { container } = renderCarousel();
    fireEvent.error(screen.getByRole('img', { name: 'Banner 2' }));
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 2',
      '2 of 2',
    ]);
    advance(BANNER.autoplayMs + GLIDE_MS);
    expect(shownSlides(track())).toEqual([1]);
    expect(screen.getByRole('group', { name: '2 of 2' })).toContainElement(
      screen.getByRole('img', { name: 'Banner 3' }),
    );
    expect(activeDot(container)).toBe(1);
  });
});

describe('bannerTarget', () => {
  it('tells site paths from other sites and refuses the rest', () => {
    expect(bannerTarget('/m/activity')).toEqual({ kind: 'site', url: '/m/activity' });
    expect(bannerTarget('https://example.com')).toEqual({ kind: 'external', url: 'https://example.com' });
    expect(bannerTarget('//evil.example')).toBeNull();
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
    expect(bannerTarget('')).toBeNull();
  });
});
