import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type MemberWallet, MONEY_PATHS, type ProfitAndLoss } from 'shared';
import { apiAnswer, recorder, setupNetwork } from 'shared/testing';
import { renderMoney, signIn, signOut } from '../testing/money-testing';
import { ProfitAndLossPage } from './profit-and-loss-page';

const server = setupNetwork();
const asked = recorder();

/** The page's figures answer `figures` (each request recorded). */
function answer(figures: ProfitAndLoss) {
  server.use(apiAnswer<ProfitAndLoss>(MONEY_PATHS.profitAndLoss, figures, { onRequest: asked.onRequest }));
}

/** The page once its figures have arrived. */
async function openPage() {
  renderMoney(<ProfitAndLossPage />);
  await screen.findByText('Deposits', { selector: 'dt' });
}

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
  asked.requests.length = 0;
  signIn();
  answer(figures);
  server.use(apiAnswer<MemberWallet>(API_PATHS.memberWallet, { currency: 'BDT', sumBalance: 500_00 }));
});
afterEach(signOut);

describe('ProfitAndLossPage', () => {
  it('shows the summary figures with the sign of the profit', async () => {
    await openPage();
    expect(screen.getByText('Bets', { selector: 'dt' }).nextSibling).toHaveTextContent('৳5,000.00');
    expect(screen.getByText('Wins', { selector: 'dt' }).nextSibling).toHaveTextContent('৳4,200.00');
    expect(screen.getByText('Rebates', { selector: 'dt' }).nextSibling).toHaveTextContent('৳25.00');
    expect(screen.getAllByText('-৳800.00')).toHaveLength(1);
  });

  it('shows bets and profit by game type in a table', async () => {
    await openPage();
    const table = screen.getByRole('table', { name: 'By game type' });
    const slots = within(table).getByRole('row', { name: /Slots/ });
    expect(slots).toHaveTextContent('৳3,000.00');
    expect(slots).toHaveTextContent('-৳1,000.00');
    expect(within(table).getByRole('row', { name: /Live casino/ })).toHaveTextContent('+৳200.00');
  });

  it('asks for the range of the chosen preset', async () => {
    const user = userEvent.setup();
    await openPage();
    const presets = () => asked.requests.map((request) => request.query.get('preset'));
    expect(presets()).toEqual(['today']);
    await user.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(presets()).toEqual(['today', '30days']));
  });

  it('shows the empty state only when nothing happened in the range', async () => {
    const nothing: ProfitAndLoss = {
      betMinor: 0,
      winMinor: 0,
      profitMinor: 0,
      depositMinor: 0,
      withdrawMinor: 0,
      rewardMinor: 0,
      rebateMinor: 0,
      byGameType: [],
    };
    answer(nothing);
    renderMoney(<ProfitAndLossPage />);
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
  });

  it('says there were no bets, not no records, when money moved without bets', async () => {
    answer({ ...figures, betMinor: 0, winMinor: 0, profitMinor: 0, byGameType: [] });
    await openPage();
    expect(screen.getByText('Deposits', { selector: 'dt' }).nextSibling).toHaveTextContent('৳3,000.00');
    expect(screen.queryByText('No records in this period')).not.toBeInTheDocument();
    expect(screen.getByText('No bets in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
