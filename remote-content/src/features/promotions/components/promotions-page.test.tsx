import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, CONTENT_PATHS, i18n } from 'shared';
import { CATEGORIES, collectToasts, mockGet, promotion, renderAt } from '../testing/promotion-testing';
import { PromotionsPage } from './promotions-page';

const WELCOME = promotion();
const CASHBACK = promotion({
  id: 2,
  title: 'Weekly cashback',
  noExpiry: 1,
  endDate: null,
  startDate: '2025-02-01T00:00:00+06:00',
  promoAnnouncementCategoryIds: [20],
  announcementImages: [
    { url: '/img/cashback-2.png', sequence: 2 },
    { url: '/img/cashback-1.png', sequence: 1 },
  ],
});
const REFERRAL = promotion({ id: 3, title: 'Refer a friend', promoAnnouncementCategoryIds: [10, 20] });

function mockApi(promotions = [WELCOME, CASHBACK, REFERRAL]) {
  return mockGet({
    [CONTENT_PATHS.promotionCategories]: () => CATEGORIES,
    [CONTENT_PATHS.promotions]: () => promotions,
    [CONTENT_PATHS.promotion]: (query) => {
      const found = promotions.find((item) => item.id === Number(query?.id));
      if (!found) throw new ApiError('promotion.not_found', 404);
      return found;
    },
  });
}

const renderPage = (path = '/m/activity') => renderAt('/m/activity', <PromotionsPage />, path);
const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => jest.restoreAllMocks());

describe('PromotionsPage', () => {
  it('shows a skeleton, then a card per promotion with its cover, title and dates', async () => {
    mockApi();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const welcome = await screen.findByRole('link', { name: /Welcome bonus/ });
    expect(welcome).toHaveAttribute('href', '/m/activityDetail?id=1');
    expect(within(welcome).getByText('2025/01/01 - 2025/03/31')).toBeInTheDocument();
    const cashback = screen.getByRole('link', { name: /Weekly cashback/ });
    expect(within(cashback).getByText('2025/02/01 - Long term')).toBeInTheDocument();
    // The cover is the image of sequence 1.
    expect(cashback.querySelector('img')).toHaveAttribute('src', '/img/cashback-1.png');
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  });

  it('offers All and each category with its icon as tabs, and filters the cards by category', async () => {
    const user = userEvent.setup();
    mockApi();
    renderPage();
    await screen.findByRole('link', { name: /Welcome bonus/ });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Slots', 'Sports']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Slots' }).querySelector('img')).toHaveAttribute(
      'src',
      '/img/cat-slots.png',
    );
    expect(cardTitles()).toEqual(['Welcome bonus', 'Weekly cashback', 'Refer a friend']);

    await user.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Sports' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Weekly cashback', 'Refer a friend']);

    await user.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(cardTitles()).toEqual(['Welcome bonus', 'Refer a friend']);

    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('shows the categories and cards in the interface language and fetches them again when it changes', async () => {
    // The platform answers each language's texts.
    const inBengali = (language: unknown) => language === 'bn';
    const get = mockGet({
      [CONTENT_PATHS.promotionCategories]: (query) =>
        inBengali(query?.language) ? [{ ...CATEGORIES[0]!, title: 'স্লট' }] : CATEGORIES.slice(0, 1),
      [CONTENT_PATHS.promotions]: (query) => [
        inBengali(query?.language) ? promotion({ title: 'স্বাগতম বোনাস' }) : WELCOME,
      ],
    });
    renderPage();
    await screen.findByRole('link', { name: /Welcome bonus/ });
    expect(screen.getByRole('tab', { name: 'Slots' })).toBeInTheDocument();
    try {
      await act(() => i18n.changeLanguage('bn'));
      expect(await screen.findByRole('link', { name: /স্বাগতম বোনাস/ })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'স্লট' })).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith(CONTENT_PATHS.promotions, {
        moduleId: 'COMM3',
        query: { language: 'bn' },
      });
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    mockApi();
    renderPage();
    await screen.findByRole('tab', { name: 'Sports' });
    screen.getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  });

  it('says so when a category has no promotions', async () => {
    const user = userEvent.setup();
    mockApi([WELCOME]);
    renderPage();
    await screen.findByRole('link', { name: /Welcome bonus/ });
    await user.click(await screen.findByRole('tab', { name: 'Sports' }));
    expect(screen.getByText('There are no promotions in this category')).toBeInTheDocument();
  });

  it('shows the empty state when there are no promotions', async () => {
    mockApi([]);
    renderPage();
    expect(await screen.findByText('There are no promotions right now')).toBeInTheDocument();
  });

  it('offers a retry when the promotions cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockGet({
      [CONTENT_PATHS.promotionCategories]: () => CATEGORIES,
      [CONTENT_PATHS.promotions]: () => {
        if (fail) throw new ApiError('network.offline', 0);
        return [WELCOME];
      },
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: /Welcome bonus/ })).toBeInTheDocument();
  });

  it('shows the promotion detail instead of the list with ?id=N', async () => {
    mockApi();
    renderPage('/m/activity?id=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly cashback' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText('2025/02/01 - Long term')).toBeInTheDocument();
  });

  it('goes back to the list with an info toast for an unknown id', async () => {
    const { toasts, off } = collectToasts();
    mockApi();
    renderPage('/m/activity?id=99');
    expect(await screen.findByRole('link', { name: /Welcome bonus/ })).toBeInTheDocument();
    expect(toasts).toContainEqual(
      expect.objectContaining({ type: 'info', message: 'This promotion is not available' }),
    );
    off();
  });
});
