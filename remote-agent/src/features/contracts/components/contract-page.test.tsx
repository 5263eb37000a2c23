import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AGENT_PATHS, type AgentContract, ApiError } from 'shared';
import { contract } from '../../../testing/fixtures';
import {
  collectToasts,
  fakeGet,
  fakePost,
  renderWithProviders,
  signIn,
  signOut,
} from '../../../testing/render';
import { DividendContractPage, HourlyContractPage, SalaryContractPage } from './contract-page';

const OFFERED = contract({ id: 7 });
const ACTIVE = contract({
  id: 3,
  status: 'active',
  offeredAt: '2025-05-01T04:00:00Z',
  decidedAt: '2025-05-02T04:00:00Z',
  effectiveFrom: '2025-05-03T00:00:00+06:00',
  earnings: [
    {
      periodStart: '2025-06-01T00:00:00+06:00',
      periodEnd: '2025-06-01T23:59:59+06:00',
      tier: 1,
      amountMinor: 500_00,
    },
    {
      periodStart: '2025-06-02T00:00:00+06:00',
      periodEnd: '2025-06-02T23:59:59+06:00',
      tier: 2,
      amountMinor: 2_000_00,
    },
  ],
  totalEarnedMinor: 2_500_00,
});
const ENDED = contract({
  id: 1,
  status: 'ended',
  offeredAt: '2025-01-01T04:00:00Z',
  decidedAt: '2025-01-02T04:00:00Z',
  effectiveFrom: '2025-01-03T00:00:00+06:00',
  effectiveTo: '2025-04-30T00:00:00+06:00',
  earnings: [],
  totalEarnedMinor: 0,
});
const DIVIDEND = contract({
  id: 9,
  kind: 'dividend',
  status: 'active',
  settlement: 'half-month',
  tiers: [{ minActiveMembers: 10, minTeamBetMinor: 100_000_00, amountMinor: 0, sharePermille: 150 }],
});

function open(page: ReactElement, contracts: AgentContract[] | (() => AgentContract[])) {
  const get = fakeGet({ [AGENT_PATHS.contracts]: contracts });
  renderWithProviders(page, { path: '/m/member/agent/getSalaryContract' });
  return get;
}

beforeEach(() => signIn());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('ContractPage', () => {
  it('shows offered, current and past contracts of its kind in that order', async () => {
    open(<SalaryContractPage />, [ENDED, ACTIVE, DIVIDEND, OFFERED]);
    expect(screen.getByRole('heading', { level: 1, name: 'Daily salary contract' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Offered to you' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Offered to you',
      'Current contract',
      'Past contracts',
    ]);
    const cards = screen.getAllByTestId('contract');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Offered')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Active')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Ended')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('2025/01/03 – 2025/04/30')).toBeInTheDocument();
  });

  it('shows the tiers, effective dates, settlement and what the active contract has paid', async () => {
    open(<SalaryContractPage />, [ACTIVE]);
    const card = (await screen.findAllByTestId('contract'))[0]!;
    const tiers = within(card).getByRole('table', { name: 'Tiers' });
    const rows = within(tiers).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TierActive membersTeam betPay',
      '15৳10,000.00৳500.00',
      '220৳50,000.00৳2,000.00',
    ]);
    expect(within(card).getByText('Settlement').nextSibling).toHaveTextContent('Daily');
    expect(within(card).getByText('Effective').nextSibling).toHaveTextContent('From 2025/05/03');
    const earnings = within(card).getByRole('region', { name: 'Earnings' });
    expect(within(earnings).getAllByRole('listitem')).toHaveLength(2);
    expect(within(earnings).getByText('Tier 2')).toBeInTheDocument();
    expect(within(card).getByTestId('total-earned')).toHaveTextContent('Total earned ৳2,500.00');
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows a dividend tier’s pay as a share of team profit', async () => {
    open(<DividendContractPage />, [DIVIDEND, OFFERED]);
    const card = (await screen.findAllByTestId('contract'))[0]!;
    expect(screen.getAllByTestId('contract')).toHaveLength(1);
    expect(within(card).getByText('150‰ of team profit')).toBeInTheDocument();
    expect(within(card).getByText('Settlement').nextSibling).toHaveTextContent('Every half month');
  });

  it('says when there is no contract of its kind', async () => {
    open(<HourlyContractPage />, [OFFERED, DIVIDEND]);
    expect(await screen.findByText('No contracts of this kind yet')).toBeInTheDocument();
  });

  it('accepts an offered contract after confirming', async () => {
    const user = userEvent.setup();
    const toasts = collectToasts();
    let list = [OFFERED];
    const get = open(<SalaryContractPage />, () => list);
    const post = fakePost({
      [`${AGENT_PATHS.contracts}/7/accept`]: () => {
        list = [{ ...OFFERED, status: 'active', decidedAt: '2025-06-21T04:00:00Z' }];
        return list[0];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith(`${AGENT_PATHS.contracts}/7/accept`, {}, { moduleId: 'COMM3' });
    expect(toasts.toasts).toContainEqual({ type: 'success', message: 'Contract accepted' });
    expect(await screen.findByRole('heading', { name: 'Current contract' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([path]) => path === AGENT_PATHS.contracts)).toHaveLength(2);
    toasts.stop();
  });

  it('rejects an offered contract after confirming, and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    open(<SalaryContractPage />, [OFFERED]);
    const post = fakePost({ [`${AGENT_PATHS.contracts}/7/reject`]: { ...OFFERED, status: 'rejected' } });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reject this contract?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reject this contract?' })).getByRole('button', {
        name: 'Yes, reject',
      }),
    );
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${AGENT_PATHS.contracts}/7/reject`, {}, { moduleId: 'COMM3' }),
    );
  });

  it('says an offer was answered meanwhile and fetches the contracts again', async () => {
    const user = userEvent.setup();
    const toasts = collectToasts();
    let list = [OFFERED];
    const get = open(<SalaryContractPage />, () => list);
    fakePost({
      [`${AGENT_PATHS.contracts}/7/accept`]: () => {
        list = [{ ...OFFERED, status: 'rejected', decidedAt: '2025-06-21T04:00:00Z' }];
        throw new ApiError('agent.contract_decided', 409);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept' }));
    await waitFor(() => expect(toasts.messages()).toContain('This contract has already been answered'));
    expect(await screen.findByRole('heading', { name: 'Past contracts' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(get.mock.calls.filter(([path]) => path === AGENT_PATHS.contracts)).toHaveLength(2);
    toasts.stop();
  });
});
