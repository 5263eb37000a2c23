import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_PATHS, ApiError, bus } from 'shared';
import {
  collectToasts,
  fakeGet,
  fakePost,
  renderWithProviders,
  signIn,
  signOut,
} from '../../../testing/render';
import { UplineTransferPage } from './upline-transfer-page';

const INFO = { upline: { id: 1, account: 'agent01' }, balanceMinor: 800_00 };

beforeEach(() => signIn(0));
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const password = () => screen.getByLabelText('Payment password');
const submit = () => screen.getByRole('button', { name: 'Transfer to upline' });

describe('UplineTransferPage', () => {
  it('shows the upline and the balance above the form', async () => {
    fakeGet({ [AGENT_PATHS.uplineTransfer]: INFO });
    renderWithProviders(<UplineTransferPage />, { path: '/m/upLine/transfer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Upline transfer' })).toBeInTheDocument();
    expect(await screen.findByTestId('upline-account')).toHaveTextContent('agent01');
    expect(screen.getByTestId('upline-balance')).toHaveTextContent('৳800.00');
    expect(screen.getByText('Balance: ৳800.00')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Remark (optional)' })).not.toBeInTheDocument();
  });

  it('sends amount, payment password and an idempotency key, then says so and refreshes', async () => {
    const user = userEvent.setup();
    const toasts = collectToasts();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    const get = fakeGet({ [AGENT_PATHS.uplineTransfer]: INFO });
    const post = fakePost({
      [AGENT_PATHS.uplineTransfer]: {
        transferId: 3,
        amountMinor: 300_00,
        balanceMinor: 500_00,
        createdAt: '',
      },
    });
    renderWithProviders(<UplineTransferPage />);
    await screen.findByTestId('upline-account');
    await user.type(amount(), '300');
    await user.type(password(), '654321');
    await user.click(submit());
    await waitFor(() =>
      expect(toasts.toasts).toContainEqual({ type: 'success', message: '৳300.00 sent to agent01' }),
    );
    expect(post).toHaveBeenCalledWith(
      AGENT_PATHS.uplineTransfer,
      {
        amountMinor: 300_00,
        paymentPassword: '654321',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      },
      { moduleId: 'MEMTRANS3' },
    );
    expect(refreshes).toEqual([{ reason: 'money' }]);
    // The form is cleared for the next transfer and the balance fetched again.
    expect(amount()).toHaveValue('');
    expect(password()).toHaveValue('');
    await waitFor(() =>
      expect(get.mock.calls.filter(([path]) => path === AGENT_PATHS.uplineTransfer)).toHaveLength(2),
    );
    stop();
    toasts.stop();
  });

  it('refuses more than the balance without asking the server', async () => {
    const user = userEvent.setup();
    fakeGet({ [AGENT_PATHS.uplineTransfer]: INFO });
    const post = fakePost({});
    renderWithProviders(<UplineTransferPage />);
    await screen.findByTestId('upline-account');
    await user.type(amount(), '800.01');
    await user.type(password(), '654321');
    await user.click(submit());
    expect(screen.getByText('This is more than your balance of ৳800.00')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a refusal with its catalogue text and keeps the form', async () => {
    const user = userEvent.setup();
    fakeGet({ [AGENT_PATHS.uplineTransfer]: INFO });
    fakePost({
      [AGENT_PATHS.uplineTransfer]: () => {
        throw new ApiError('agent.upline_transfer_forbidden', 403);
      },
    });
    renderWithProviders(<UplineTransferPage />);
    await screen.findByTestId('upline-account');
    await user.type(amount(), '10');
    await user.type(password(), '654321');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
    );
    expect(amount()).toHaveValue('10');
    expect(password()).toHaveValue('654321');
  });

  it('says so when the member has no upline', async () => {
    fakeGet({ [AGENT_PATHS.uplineTransfer]: { upline: null, balanceMinor: 0 } });
    renderWithProviders(<UplineTransferPage />);
    expect(await screen.findByText('You have no upline to transfer to.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
  });
});
