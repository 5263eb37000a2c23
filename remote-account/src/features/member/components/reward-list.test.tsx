import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  API_PATHS,
  bus,
  mcStore,
  type MemberWallet,
  MONEY_PATHS,
  type RewardItem,
  sessionAtom,
} from 'shared';
import { apiAnswer, apiUnreachable, recorder, type SentRequest, setupNetwork } from 'shared/testing';
import { renderWithProviders } from '../../../testing/render';
import { MissionPage, RewardCentrePage } from './reward-list';

const server = setupNetwork();
const claims = recorder();
const CLAIM_PATH = `${MONEY_PATHS.rewards}/:id/claim`;
const CLAIM = { method: 'post', onRequest: claims.onRequest } as const;
/** Which reward each claim was for (from its path) and the idempotency key it sent. */
const sentClaims = () =>
  claims.requests.map((request: SentRequest) => ({
    id: Number(/\/(\d+)\/claim$/.exec(request.url.pathname)?.[1]),
    idempotencyKey: (request.body as { idempotencyKey: string }).idempotencyKey,
  }));

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
  claims.requests.length = 0;
  mcStore.set(sessionAtom, {
    token: 't',
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    expiresAt: Date.now() + 1e6,
  });
  server.use(
    apiAnswer<RewardItem[]>(MONEY_PATHS.rewards, [
      reward(1, 'claimable', 'promotion'),
      reward(2, 'claimed', 'promotion'),
      reward(3, 'claimable', 'mission'),
    ]),
    apiAnswer<MemberWallet>(API_PATHS.memberWallet, { currency: 'BDT', sumBalance: 100_00 }),
  );
});
afterEach(() => mcStore.set(sessionAtom, null));

describe('reward centre and mission', () => {
  it('claims with an idempotency key and asks for a wallet refresh', async () => {
    const user = userEvent.setup();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    server.use(apiAnswer<RewardItem>(CLAIM_PATH, reward(1, 'claimed', 'promotion'), CLAIM));
    renderWithProviders(
      <MemoryRouter>
        <RewardCentrePage />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Claim Reward 1' }));
    await waitFor(() => expect(refreshes).toEqual([{ reason: 'money' }]));
    const [input] = sentClaims();
    expect(input?.id).toBe(1);
    expect(input?.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(screen.queryByRole('button', { name: 'Claim Reward 3' })).not.toBeInTheDocument();
    stop();
  });

  it('keeps the same idempotency key when a failed claim is retried', async () => {
    const user = userEvent.setup();
    server.use(
      apiUnreachable(CLAIM_PATH, { ...CLAIM, once: true }),
      apiAnswer<RewardItem>(CLAIM_PATH, reward(1, 'claimed', 'promotion'), CLAIM),
    );
    renderWithProviders(
      <MemoryRouter>
        <RewardCentrePage />
      </MemoryRouter>,
    );
    const button = await screen.findByRole('button', { name: 'Claim Reward 1' });
    await user.click(button);
    await waitFor(() => expect(sentClaims()).toHaveLength(1));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(sentClaims()).toHaveLength(2));
    const [first, second] = sentClaims();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it("shows the expiry as the merchant's day, YYYY/MM/DD", async () => {
    // 20:00 UTC on 3 December is already 4 December in Dhaka.
    server.use(
      apiAnswer<RewardItem[]>(MONEY_PATHS.rewards, [
        { ...reward(1, 'claimable', 'promotion'), expiresAt: '2026-12-03T20:00:00.000Z' },
      ]),
    );
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
