import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bus, mcStore, type RewardItem, sessionAtom } from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { claimReward, fetchRewards } from '../api/rewards';
import { MissionPage, RewardCentrePage } from './reward-list';

jest.mock('../api/rewards', () => ({ fetchRewards: jest.fn(), claimReward: jest.fn() }));

const rewardsMock = jest.mocked(fetchRewards);
const claimMock = jest.mocked(claimReward);

const reward = (id: number, status: RewardItem['status'], kind: RewardItem['kind']): RewardItem => ({
  id,
  title: `Reward ${id}`,
  amountMinor: 10_000,
  turnoverMultiplier: 3,
  status,
  expiresAt: null,
  kind,
});

beforeEach(() => {
  jest.clearAllMocks();
  mcStore.set(sessionAtom, {
    token: 't',
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    expiresAt: Date.now() + 1e6,
  });
  rewardsMock.mockResolvedValue([
    reward(1, 'claimable', 'promotion'),
    reward(2, 'claimed', 'promotion'),
    reward(3, 'claimable', 'mission'),
  ]);
});
afterEach(() => mcStore.set(sessionAtom, null));

describe('reward centre and mission', () => {
  it('claims with an idempotency key and asks for a wallet refresh', async () => {
    const user = userEvent.setup();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    claimMock.mockResolvedValue(reward(1, 'claimed', 'promotion'));
    renderWithProviders(
      <MemoryRouter>
        <RewardCentrePage />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Claim Reward 1' }));
    await waitFor(() => expect(refreshes).toEqual([{ reason: 'money' }]));
    const [input] = claimMock.mock.calls[0]!;
    expect(input.id).toBe(1);
    expect(input.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(screen.queryByRole('button', { name: 'Claim Reward 3' })).not.toBeInTheDocument();
    stop();
  });

  it('keeps the same idempotency key when a failed claim is retried', async () => {
    const user = userEvent.setup();
    claimMock
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce(reward(1, 'claimed', 'promotion'));
    renderWithProviders(
      <MemoryRouter>
        <RewardCentrePage />
      </MemoryRouter>,
    );
    const button = await screen.findByRole('button', { name: 'Claim Reward 1' });
    await user.click(button);
    await waitFor(() => expect(claimMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(claimMock).toHaveBeenCalledTimes(2));
    expect(claimMock.mock.calls[1]![0].idempotencyKey).toBe(claimMock.mock.calls[0]![0].idempotencyKey);
  });

  it("shows the expiry as the merchant's day, YYYY/MM/DD", async () => {
    // 20:00 UTC on 3 December is already 4 December in Dhaka.
    rewardsMock.mockResolvedValue([
      { ...reward(1, 'claimable', 'promotion'), expiresAt: '2026-12-03T20:00:00.000Z' },
    ]);
    renderWithProviders(
      <MemoryRouter>
        <RewardCentrePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Until 2026\/12\/04/)).toBeInTheDocument();
  });

  it('lists mission rewards on the mission page with their count', async () => {
    renderWithProviders(
      <MemoryRouter>
        <MissionPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Claim Reward 3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /To claim/ })).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: 'Claim Reward 1' })).not.toBeInTheDocument();
  });
});
