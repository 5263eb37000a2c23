import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, CONTENT_PATHS, type DownloadLink, type SiteContent } from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { HighlightCards } from './highlight-cards';
import { LicenceAndCopyright } from './licence-and-copyright';
import { PromoLinks } from './promo-links';
import { SocialLinks } from './social-links';

const SITE: SiteContent = {
  highlights: Array.from({ length: 7 }, (_, index) => ({
    id: index + 1,
    title: `Card ${index + 1}`,
    body: `Body of card ${index + 1}`,
    iconUrl: `/img/h${index + 1}.png`,
  })),
  helpBlock: { title: 'Help centre', body: 'Answers to common questions' },
  licence: { imageUrl: '/img/licence.png', title: 'Gaming Curacao licence' },
  copyright: '© 2019-2025 vsbdtf5. All rights reserved.',
  promoLinks: [
    { promotionId: 4, title: 'Welcome bonus' },
    { promotionId: 9, title: 'Daily rescue' },
  ],
};

function mockApi({ site = SITE, links = [] as DownloadLink[], fail = false } = {}) {
  return jest.spyOn(api, 'get').mockImplementation((path: string) => {
    if (fail) return Promise.reject(new ApiError('unknown', 500));
    if (path === CONTENT_PATHS.siteContent) return Promise.resolve(site as never);
    if (path === CONTENT_PATHS.downloadLinks) return Promise.resolve(links as never);
    return Promise.reject(new ApiError('not_found', 404));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('SocialLinks', () => {
  it('shows only the configured networks, in order, opening safely in a new tab', async () => {
    mockApi({
      links: [
        { resourceType: 'TELEGRAM', url: 'https://t.me/vsbdtf5' },
        { resourceType: 'FACEBOOK', url: 'https://facebook.com/vsbdtf5' },
        { resourceType: 'YOUTUBE', url: '' },
        { resourceType: 'DISCORD', url: 'javascript:alert(1)' },
        { resourceType: 'WHATSAPP', url: 'https://wa.me/1' },
        { resourceType: 'Android', url: 'https://example.com/app.apk' },
      ],
    });
    renderWithProviders(<SocialLinks />);
    const list = await screen.findByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://facebook.com/vsbdtf5',
      'https://t.me/vsbdtf5',
    ]);
    expect(links[0]).toHaveAccessibleName('Facebook (opens in a new tab)');
    expect(links[1]).toHaveAccessibleName('Telegram (opens in a new tab)');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('names every network', async () => {
    mockApi({
      links: (['FACEBOOK', 'TWITTER', 'INSTAGRAM', 'YOUTUBE', 'TELEGRAM', 'TIKTOK', 'DISCORD'] as const).map(
        (resourceType) => ({ resourceType, url: `https://example.com/${resourceType}` }),
      ),
    });
    renderWithProviders(<SocialLinks />);
    await screen.findByRole('list', { name: 'Follow us' });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Facebook (opens in a new tab)',
      'X (Twitter) (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'YouTube (opens in a new tab)',
      'Telegram (opens in a new tab)',
      'TikTok (opens in a new tab)',
      'Discord (opens in a new tab)',
    ]);
  });

  it('shows nothing when none is configured', async () => {
    const get = mockApi({ links: [{ resourceType: 'WHATSAPP', url: 'https://wa.me/1' }] });
    const { container } = renderWithProviders(<SocialLinks />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});

describe('HighlightCards', () => {
  it('shows the first six cards of the site content in the swiper, under the heading', async () => {
    mockApi();
    renderWithProviders(<HighlightCards />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Highlights' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Highlights' });
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4', 'Card 5', 'Card 6']);
    expect(within(region).getByText('Body of card 6')).toBeInTheDocument();
    expect(within(region).getByRole('group', { name: '1 of 6' })).toBeInTheDocument();
  });

  it('offers a small retry when the site content cannot be loaded', async () => {
    const user = userEvent.setup();
    const get = mockApi({ fail: true });
    renderWithProviders(<HighlightCards />);
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    get.mockRestore();
    mockApi();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Highlights' })).toBeInTheDocument();
  });
});

describe('PromoLinks', () => {
  it('links each promo of the site content to its detail', async () => {
    mockApi();
    renderWithProviders(<PromoLinks />);
    const nav = await screen.findByRole('navigation', { name: 'Promotions' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Welcome bonus', '/m/activityDetail?id=4'],
      ['Daily rescue', '/m/activityDetail?id=9'],
    ]);
  });

  it('shows nothing on error', async () => {
    const get = mockApi({ fail: true });
    const { container } = renderWithProviders(<PromoLinks />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LicenceAndCopyright', () => {
  it('shows the licence image named by its title and the copyright line', async () => {
    mockApi();
    renderWithProviders(<LicenceAndCopyright />);
    const licence = await screen.findByRole('img', { name: 'Gaming Curacao licence' });
    expect(licence).toHaveAttribute('src', '/img/licence.png');
    expect(screen.getByText('© 2019-2025 vsbdtf5. All rights reserved.')).toBeInTheDocument();
  });

  it('shows nothing on error', async () => {
    mockApi({ fail: true });
    const { container } = renderWithProviders(<LicenceAndCopyright />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
