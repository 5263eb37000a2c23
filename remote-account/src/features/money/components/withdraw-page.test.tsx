import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type WithdrawRecord } from 'shared';
import { requestPayoutSmsCode } from '../../../lib/payout-sms-code';
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
jest.mock('../../../lib/payout-sms-code', () => {
  const { mutationHook } =
    jest.requireActual<typeof import('../../../testing/render')>('../../../testing/render');
  const request = jest.fn();
  return { requestPayoutSmsCode: request, usePayoutSmsCode: mutationHook(request) };
});

const submitMock = jest.mocked(submitWithdraw);
const smsMock = jest.mocked(requestPayoutSmsCode);
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

  it('asks for an SMS code for an account that never received a withdrawal (SECPAYOUTSMS on)', async () => {
    const user = userEvent.setup();
    const used = { ...BKASH_ACCOUNT, used: true };
    const fresh = { ...BKASH_ACCOUNT, id: 4, accountNumberMasked: '*******9999', used: false };
    showInfo({ accounts: [used, fresh] });
    smsMock.mockResolvedValue({ expirationTime: Date.now() + 300_000 });
    submitMock.mockResolvedValue(pendingRecord);
    renderMoney(<WithdrawPage />, { flags: { SECPAYOUTSMS: true } });
    await user.click(screen.getByRole('radio', { name: /5678/ }));
    expect(screen.queryByRole('textbox', { name: 'SMS code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /9999/ }));
    await user.type(amountInput(), '1000');
    await user.type(passwordInput(), '123456');
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(smsMock).toHaveBeenCalledWith('withdraw');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '482917');
    await user.click(submitButton());
    await screen.findByRole('status', { name: 'Withdrawal request received' });
    expect(submitMock).toHaveBeenCalledWith(expect.objectContaining({ accountId: 4, smsCode: '482917' }));
  });

  it('says a wrong SMS code beside the field, and where to bind a number when there is none', async () => {
    const user = userEvent.setup();
    showInfo({ accounts: [{ ...BKASH_ACCOUNT, used: false }] });
    smsMock.mockRejectedValue(new ApiError('sms.no_mobile', 400));
    submitMock.mockRejectedValue(new ApiError('sms.code_invalid', 400));
    renderMoney(<WithdrawPage />, { flags: { SECPAYOUTSMS: true } });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('link', { name: 'Bind one in the security centre' })).toHaveAttribute(
      'href',
      '/m/securityCenter',
    );
    await user.type(amountInput(), '1000');
    await user.type(passwordInput(), '123456');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '111111');
    await user.click(submitButton());
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveValue('');
  });
});
