import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type WithdrawRecord } from 'shared';
import { submitWithdraw } from '../api/withdraw';
import { useWithdrawInfo } from '../api/withdraw-info';
import { BKASH_ACCOUNT, loaded, renderMoney, signIn, signOut, withdrawInfo } from '../testing/money-testing';
import { WithdrawPage } from './withdraw-page';

jest.mock('../api/withdraw', () => {
  const { mutationHook } =
    jest.requireActual<typeof import('../../../testing/render')>('../../../testing/render');
  const submit = jest.fn();
  return { submitWithdraw: submit, useSubmitWithdraw: mutationHook(submit) };
});
jest.mock('../api/withdraw-info', () => ({ useWithdrawInfo: jest.fn() }));

const submitMock = jest.mocked(submitWithdraw);
const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });
const passwordInput = () => screen.getByLabelText('Payment password', { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Submit withdrawal' });

const pendingRecord: WithdrawRecord = {
  id: 9,
  amountMinor: 1_000_00,
  account: BKASH_ACCOUNT,
  status: 'pending',
  createdAt: '2025-06-15T04:00:00Z',
  decidedAt: null,
};

function showInfo(overrides: Parameters<typeof withdrawInfo>[0] = {}) {
  jest.mocked(useWithdrawInfo).mockReturnValue(loaded(withdrawInfo(overrides)));
}

beforeEach(() => {
  jest.clearAllMocks();
  signIn();
  showInfo();
});
afterEach(signOut);

describe('WithdrawPage', () => {
  it('shows the withdrawable amount and the turnover still to play', () => {
    showInfo({ withdrawableMinor: 0, turnoverRemainingMinor: 1_250_00 });
    renderMoney(<WithdrawPage />);
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('৳0.00');
    expect(screen.getByTestId('turnover-remaining')).toHaveTextContent('৳1,250.00');
    expect(screen.getByText(/Play ৳1,250\.00 more turnover/)).toBeInTheDocument();
  });

  it('sends a member without a payout account to the security centre instead of showing the form', () => {
    showInfo({ accounts: [] });
    renderMoney(<WithdrawPage />);
    expect(screen.getByText(/Bind a bKash, Nagad, Rocket or bank account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bind an account' })).toHaveAttribute(
      'href',
      '/m/securityCenter',
    );
    expect(screen.queryByRole('button', { name: 'Submit withdrawal' })).not.toBeInTheDocument();
  });

  it('sends a member without a payment password to the security centre instead of showing the form', () => {
    showInfo({ paymentPasswordSet: false });
    renderMoney(<WithdrawPage />);
    expect(screen.getByRole('link', { name: 'Set payment password' })).toHaveAttribute(
      'href',
      '/m/securityCenter',
    );
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
  });

  it('lists bound accounts with masked numbers, the only one chosen already', () => {
    renderMoney(<WithdrawPage />);
    expect(screen.getByRole('radio', { name: /bKash \*{7}5678/ })).toBeChecked();
  });

  it('keeps submit disabled until account, amount and a 6-digit payment password are valid', async () => {
    const user = userEvent.setup();
    const second = {
      ...BKASH_ACCOUNT,
      id: 4,
      provider: 'NAGAD' as const,
      accountNumberMasked: '*******1111',
    };
    showInfo({ accounts: [BKASH_ACCOUNT, second] });
    renderMoney(<WithdrawPage />);
    expect(submitButton()).toBeDisabled();
    await user.type(amountInput(), '১০০০');
    await user.type(passwordInput(), '12345');
    expect(screen.getByText('The payment password has 6 digits')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.type(passwordInput(), '6');
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Nagad/ }));
    expect(submitButton()).toBeEnabled();
  });

  it('masks the payment password and keeps only its digits', async () => {
    const user = userEvent.setup();
    renderMoney(<WithdrawPage />);
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.type(passwordInput(), '১২a34567');
    expect(passwordInput()).toHaveValue('123456');
  });

  it('refuses more than the withdrawable amount beside the field', async () => {
    const user = userEvent.setup();
    renderMoney(<WithdrawPage />);
    await user.type(amountInput(), '2500');
    await user.type(passwordInput(), '123456');
    expect(screen.getByText('You can withdraw at most ৳2,000.00 now')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('fills the amount with everything withdrawable', async () => {
    const user = userEvent.setup();
    renderMoney(<WithdrawPage />);
    await user.click(screen.getByRole('button', { name: 'All: ৳2,000.00' }));
    expect(amountInput()).toHaveValue('2000');
  });

  it('withdraws and shows the pending record, refreshing the wallet', async () => {
    const user = userEvent.setup();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    submitMock.mockResolvedValue(pendingRecord);
    renderMoney(<WithdrawPage />);
    await user.type(amountInput(), '1000');
    await user.type(passwordInput(), '123456');
    await user.click(submitButton());
    expect(submitMock).toHaveBeenCalledWith({
      accountId: 3,
      amountMinor: 1_000_00,
      paymentPassword: '123456',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    });
    const panel = await screen.findByRole('status', { name: 'Withdrawal request received' });
    expect(within(panel).getByText('Pending')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View records' })).toHaveAttribute(
      'href',
      '/m/withdrawReport',
    );
    expect(refreshes).toEqual([{ reason: 'money' }]);
    stop();
  });

  it('shows a wrong payment password beside the field and clears it', async () => {
    const user = userEvent.setup();
    submitMock.mockRejectedValue(new ApiError('money.payment_password_wrong', 400));
    renderMoney(<WithdrawPage />);
    await user.type(amountInput(), '1000');
    await user.type(passwordInput(), '123456');
    await user.click(submitButton());
    expect(await screen.findByText('The payment password is not correct')).toBeInTheDocument();
    expect(passwordInput()).toHaveValue('');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
  });
});
