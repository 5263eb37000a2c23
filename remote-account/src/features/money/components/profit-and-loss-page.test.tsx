import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfitAndLoss } from 'shared';
import { useProfitAndLoss } from '../api/profit-and-loss';
import { loaded, renderMoney, signIn, signOut } from '../testing/money-testing';
import { ProfitAndLossPage } from './profit-and-loss-page';

jest.mock('../api/profit-and-loss', () => ({ useProfitAndLoss: jest.fn() }));

const figures: ProfitAndLoss = {
  betMinor: 5_000_00,
  winMinor: 4_200_00,
  profitMinor: -800_00,
  depositMinor: 3_000_00,
  withdrawMinor: 1_000_00,
  rewardMinor: 50_00,
  rebateMinor: 25_00,
  byGameType: [
    { gameType: 'RNG', betMinor: 3_000_00, profitMinor: -1_000_00 },
    { gameType: 'LIVE', betMinor: 2_000_00, profitMinor: 200_00 },
  ],
};

beforeEach(() => {
  signIn();
  jest.mocked(useProfitAndLoss).mockReturnValue(loaded(figures));
});
afterEach(signOut);

describe('ProfitAndLossPage', () => {
  it('shows the summary figures with the sign of the profit', () => {
    renderMoney(<ProfitAndLossPage />);
    expect(screen.getByText('Bets', { selector: 'dt' }).nextSibling).toHaveTextContent('৳5,000.00');
    expect(screen.getByText('Wins', { selector: 'dt' }).nextSibling).toHaveTextContent('৳4,200.00');
    expect(screen.getByText('Rebates', { selector: 'dt' }).nextSibling).toHaveTextContent('৳25.00');
    expect(screen.getAllByText('-৳800.00')).toHaveLength(1);
  });

  it('shows bets and profit by game type in a table', () => {
    renderMoney(<ProfitAndLossPage />);
    const table = screen.getByRole('table', { name: 'By game type' });
    const slots = within(table).getByRole('row', { name: /Slots/ });
    expect(slots).toHaveTextContent('৳3,000.00');
    expect(slots).toHaveTextContent('-৳1,000.00');
    expect(within(table).getByRole('row', { name: /Live casino/ })).toHaveTextContent('+৳200.00');
  });

  it('asks for the range of the chosen preset', async () => {
    const user = userEvent.setup();
    renderMoney(<ProfitAndLossPage />);
    expect(useProfitAndLoss).toHaveBeenLastCalledWith({ preset: 'today' });
    await user.click(screen.getByRole('button', { name: '30 days' }));
    expect(useProfitAndLoss).toHaveBeenLastCalledWith({ preset: '30days' });
  });

  it('shows the empty state when nothing was played in the range', () => {
    jest.mocked(useProfitAndLoss).mockReturnValue(loaded({ ...figures, byGameType: [] }));
    renderMoney(<ProfitAndLossPage />);
    expect(screen.getByText('No records in this period')).toBeInTheDocument();
  });
});
