import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, CONTENT_PATHS, mcStore, trialSessionAtom } from 'shared';
import { renderWithProviders, signIn, signOut } from '../../../testing/render';
import { Route, Routes } from 'react-router-dom';
import { collectToasts, mockGet, promotion, renderAt } from '../testing/promotion-testing';
import { PromotionDetailPage } from './promotion-detail-page';
import { PromotionsPage } from './promotions-page';

const HOSTILE = promotion({
  id: 5,
  title: 'Deposit bonus',
  content:
    '<p>Read the <a href="/m/help?tag=terms">terms</a>.</p><script>window.hacked = true</script>' +
    '<img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">click</a>',
});
const CLAIMABLE = promotion({ id: 6, title: 'Rescue fund', applicable: true, noExpiry: 1, endDate: null });

function mockApi() {
  return mockGet({
    [CONTENT_PATHS.promotions]: () => [HOSTILE, CLAIMABLE],
    [CONTENT_PATHS.promotionCategories]: () => [],
    [CONTENT_PATHS.promotion]: (query) => {
      const found = [HOSTILE, CLAIMABLE].find((item) => item.id === Number(query?.id));
      if (!found) throw new ApiError('promotion.not_found', 404);
      return found;
    },
  });
}

const renderDetail = (path: string) => renderAt('/m/activityDetail', <PromotionDetailPage />, path);
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
  mcStore.set(trialSessionAtom, null);
});

describe('PromotionDetailPage', () => {
  it('shows the cover, title, dates and the sanitised content', async () => {
    mockApi();
    const { container } = renderDetail('/m/activityDetail?id=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit bonus' })).toBeInTheDocument();
    expect(screen.getByText('2025/01/01 - 2025/03/31')).toBeInTheDocument();
    expect(container.querySelector('.cnt-promo-detail__cover')).toHaveAttribute('src', '/img/promo-1.png');
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/m/help?tag=terms');
    // Nothing executable reaches the DOM.
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('has no Apply button for a promotion that takes no applications', async () => {
    mockApi();
    renderDetail('/m/activityDetail?id=5');
    await screen.findByRole('heading', { level: 1, name: 'Deposit bonus' });
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('confirms to the promotion list', async () => {
    const user = userEvent.setup();
    mockApi();
    renderDetail('/m/activityDetail?id=5');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(location()).toBe('/m/activity');
  });

  it('goes back to the list when the page was opened directly', async () => {
    const user = userEvent.setup();
    mockApi();
    renderDetail('/m/activityDetail?id=5');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location()).toBe('/m/activity');
  });

  it('goes one step back when there is history', async () => {
    const user = userEvent.setup();
    mockApi();
    renderWithProviders(
      <Routes>
        <Route path="/m/activity" element={<PromotionsPage />} />
        <Route path="/m/activityDetail" element={<PromotionDetailPage />} />
      </Routes>,
      { path: '/m/activity' },
    );
    await user.click(await screen.findByRole('link', { name: /Rescue fund/ }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  });

  it('sends a member to the claim form of an applicable promotion', async () => {
    const user = userEvent.setup();
    signIn();
    mockApi();
    renderDetail('/m/activityDetail?id=6');
    expect(await screen.findByText('2025/01/01 - Long term')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/m/applyReward?id=6');
  });

  it('opens the login popup instead for a visitor', async () => {
    const user = userEvent.setup();
    const popups: unknown[] = [];
    const off = bus.on('popup:open', (payload) => popups.push(payload));
    mockApi();
    renderDetail('/m/activityDetail?id=6');
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(popups).toEqual([{ kind: 'login' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Rescue fund' })).toBeInTheDocument();
    off();
  });

  it('tells a free-play session to use a real account', async () => {
    const user = userEvent.setup();
    const { toasts, off } = collectToasts();
    mcStore.set(trialSessionAtom, {
      token: 'trial',
      merchantCode: 'vsbdtf5',
      userName: 'guest',
      type: 4,
      firstTimeLogin: false,
      expiresAt: Date.now() + 1e6,
    });
    mockApi();
    renderDetail('/m/activityDetail?id=6');
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(toasts).toContainEqual(
      expect.objectContaining({
        type: 'fail',
        message: 'Please login an actual account to use this function',
      }),
    );
    off();
  });

  it('replaces the route with the list and says why for an unknown id', async () => {
    const { toasts, off } = collectToasts();
    mockApi();
    renderDetail('/m/activityDetail?id=404');
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/activity');
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'info', message: 'This promotion is not available' }),
    ]);
    off();
  });

  it('replaces the route with the list for a missing or malformed id, without asking the API', async () => {
    const get = mockApi();
    renderDetail('/m/activityDetail');
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/activity');
    expect(get).not.toHaveBeenCalledWith(CONTENT_PATHS.promotion, expect.anything());
  });

  it('offers a retry for other failures', async () => {
    const { toasts, off } = collectToasts();
    mockGet({
      [CONTENT_PATHS.promotion]: () => {
        throw new ApiError('network.offline', 0);
      },
    });
    renderDetail('/m/activityDetail?id=5');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'offline' }));
    off();
  });
});
