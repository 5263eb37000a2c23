import { screen, waitFor } from '@testing-library/react';
import { ApiError, CONTENT_PATHS } from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { mockGet, promotion } from '../testing/promotion-testing';
import { SideMenuPromos } from './side-menu-promos';

afterEach(() => jest.restoreAllMocks());

describe('SideMenuPromos', () => {
  it('lists the first 3 promotions as links to their detail, with cover thumbnails', async () => {
    mockGet({
      [CONTENT_PATHS.promotions]: () =>
        [1, 2, 3, 4, 5].map((id) =>
          promotion({
            id,
            title: `Promo ${id}`,
            announcementImages: [{ url: `/img/p${id}.png`, sequence: 1 }],
          }),
        ),
    });
    renderWithProviders(<SideMenuPromos />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Current promotions' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Promo 1', '/m/activityDetail?id=1'],
      ['Promo 2', '/m/activityDetail?id=2'],
      ['Promo 3', '/m/activityDetail?id=3'],
    ]);
    expect(list.querySelector('img')).toHaveAttribute('src', '/img/p1.png');
  });

  it('shows nothing when there are no promotions', async () => {
    const get = mockGet({ [CONTENT_PATHS.promotions]: () => [] });
    const { container } = renderWithProviders(<SideMenuPromos />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows nothing when they cannot be loaded', async () => {
    mockGet({
      [CONTENT_PATHS.promotions]: () => {
        throw new ApiError('unknown', 500);
      },
    });
    const { container } = renderWithProviders(<SideMenuPromos />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
