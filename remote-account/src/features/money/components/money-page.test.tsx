import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, readLocal, writeLocal } from 'shared';
import { BALANCE_HIDDEN_STORAGE_KEY } from '../hooks/use-balance-hidden';
import { renderMoney, signIn, signOut } from '../testing/money-testing';
import { MoneyPage } from './money-page';

let getSpy: jest.SpyInstance;

beforeEach(() => {
  writeLocal(BALANCE_HIDDEN_STORAGE_KEY, null);
  signIn();
  getSpy = jest.spyOn(api, 'get').mockResolvedValue({ sumBalance: 1_234_50 });
});
afterEach(() => {
  getSpy.mockRestore();
  signOut();
});

describe('MoneyPage frame', () => {
  it('shows the title and the balance once the wallet has loaded', async () => {
    renderMoney(<MoneyPage title="Deposit" />);
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(await screen.findByText('৳1,234.50')).toBeInTheDocument();
  });

  it('masks the balance while the wallet is loading', async () => {
    let finish: (value: unknown) => void = () => undefined;
    getSpy.mockReturnValue(new Promise((done) => (finish = done)));
    renderMoney(<MoneyPage title="Deposit" />);
    const masked = screen.getByText('****');
    expect(masked).toHaveAttribute('aria-busy', 'true');
    expect(masked).toHaveAccessibleName('Loading…');
    finish({ sumBalance: 1_234_50 });
    expect(await screen.findByText('৳1,234.50')).toBeInTheDocument();
  });

  it('hides the balance as asterisks and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMoney(<MoneyPage title="Deposit" />);
    await screen.findByText('৳1,234.50');
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByText('****')).toBeInTheDocument();
    expect(screen.queryByText('৳1,234.50')).not.toBeInTheDocument();
    expect(readLocal(BALANCE_HIDDEN_STORAGE_KEY)).toBe('1');
    unmount();
    renderMoney(<MoneyPage title="Deposit" />);
    expect(screen.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(await screen.findByText('৳1,234.50')).toBeInTheDocument();
    expect(readLocal(BALANCE_HIDDEN_STORAGE_KEY)).toBeNull();
  });

  it('asks the shell to refresh the wallet from the refresh button', async () => {
    const user = userEvent.setup();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    renderMoney(<MoneyPage title="Deposit" />);
    await screen.findByText('৳1,234.50');
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(refreshes).toEqual([{ reason: 'manual' }]);
    stop();
  });

  it('goes one step back when there is a previous page', async () => {
    const user = userEvent.setup();
    renderMoney(<MoneyPage title="Deposit" />, { history: ['/m/home'], path: '/m/voucherCenter' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
  });

  it('goes to the member centre when the page was opened directly', async () => {
    const user = userEvent.setup();
    renderMoney(<MoneyPage title="Deposit" />, { path: '/m/voucherCenter' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/member'));
  });
});
