import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_PATHS,
  API_PATHS,
  bus,
  type MemberWallet,
  MONEY_PATHS,
  type SmsCodeRequest,
  type SmsCodeValue,
  type WithdrawInfo,
  type WithdrawRecord,
  type WithdrawRequest,
} from 'shared';
import { apiAnswer, apiFailure, recorder, setupNetwork } from 'shared/testing';
import { BKASH_ACCOUNT, renderMoney, signIn, signOut, withdrawInfo } from '../testing/money-testing';
import { WithdrawPage } from './withdraw-page';

const server = setupNetwork();
const withdrawSent = recorder();
const smsSent = recorder();
const WITHDRAW = { method: 'post', onRequest: withdrawSent.onRequest } as const;
const SMS = { method: 'post', onRequest: smsSent.onRequest } as const;
const sentWithdrawals = () => withdrawSent.requests.map((request) => request.body as WithdrawRequest);

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
  server.use(apiAnswer<WithdrawInfo>(MONEY_PATHS.withdrawInfo, withdrawInfo(overrides)));
}

/** The withdrawal page once the withdrawal info has arrived. */
async function openPage(flags: Parameters<typeof renderMoney>[1] = {}) {
  renderMoney(<WithdrawPage />, flags);
  await screen.findByTestId('withdrawable');
}

beforeEach(() => {
  withdrawSent.requests.length = 0;
  smsSent.requests.length = 0;
  signIn();
  showInfo();
  server.use(apiAnswer<MemberWallet>(API_PATHS.memberWallet, { currency: 'BDT', sumBalance: 2_500_00 }));
});
afterEach(signOut);

describe('WithdrawPage', () => {
  it('shows the withdrawable amount and the turnover still to play', async () => {
    showInfo({ withdrawableMinor: 0, turnoverRemainingMinor: 1_250_00 });
    await openPage();
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('৳0.00');
    expect(screen.getByTestId('turnover-remaining')).toHaveTextContent('৳1,250.00');
    expect(screen.getByText(/Play ৳1,250\.00 more turnover/)).toBeInTheDocument();
  });

  it('sends a member without a payout account to the security centre instead of showing the form', async () => {
    showInfo({ accounts: [] });
    await openPage();
    expect(screen.getByText(/Bind a bKash, Nagad, Rocket or bank account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bind an account' })).toHaveAttribute(
      'href',
      '/m/securityCenter',
    );
    expect(screen.queryByRole('button', { name: 'Submit withdrawal' })).not.toBeInTheDocument();
  });

  it('sends a member without a payment password to the security centre instead of showing the form', async () => {
    showInfo({ paymentPasswordSet: false });
    await openPage();
    expect(screen.getByRole('link', { name: 'Set payment password' })).toHaveAttribute(
      'href',
      '/m/securityCenter',
    );
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
  });

  it('lists bound accounts with masked numbers, the only one chosen already', async () => {
    await openPage();
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
    await openPage();
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
    await openPage();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.type(passwordInput(), '১২a34567');
    expect(passwordInput()).toHaveValue('123456');
  });

  it('refuses more than the withdrawable amount beside the field', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(amountInput(), '2500');
    await user.type(passwordInput(), '123456');
    expect(screen.getByText('You can withdraw at most ৳2,000.00 now')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('fills the amount with everything withdrawable', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'All: ৳2,000.00' }));
    expect(amountInput()).toHaveValue('2000');
  });

  it('withdraws and shows the pending record, refreshing the wallet', async () => {
    const user = userEvent.setup();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    server.use(apiAnswer<WithdrawRecord>(MONEY_PATHS.withdraw, pendingRecord, WITHDRAW));
    await openPage();
    await user.type(amountInput(), '1000');
    await user.type(passwordInput(), '123456');
    await user.click(submitButton());
    await screen.findByRole('status', { name: 'Withdrawal request received' });
    expect(sentWithdrawals()).toEqual([
      {
        accountId: 3,
        amountMinor: 1_000_00,
        paymentPassword: '123456',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      },
    ]);
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
    server.use(apiFailure(MONEY_PATHS.withdraw, 'money.payment_password_wrong', null, WITHDRAW));
    await openPage();
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
    server.use(apiAnswer<SmsCodeValue>(ACCOUNT_PATHS.smsCode, { expirationTime: Date.now() + 300_000 }, SMS));
    server.use(apiAnswer<WithdrawRecord>(MONEY_PATHS.withdraw, pendingRecord, WITHDRAW));
    await openPage({ flags: { SECPAYOUTSMS: true } });
    await user.click(screen.getByRole('radio', { name: /5678/ }));
    expect(screen.queryByRole('textbox', { name: 'SMS code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /9999/ }));
    await user.type(amountInput(), '1000');
    await user.type(passwordInput(), '123456');
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /\d+s/ });
    expect(smsSent.requests.map((request) => (request.body as SmsCodeRequest).purpose)).toEqual(['withdraw']);
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '482917');
    await user.click(submitButton());
    await screen.findByRole('status', { name: 'Withdrawal request received' });
    expect(sentWithdrawals()).toEqual([expect.objectContaining({ accountId: 4, smsCode: '482917' })]);
  });

  it('says a wrong SMS code beside the field, and where to bind a number when there is none', async () => {
    const user = userEvent.setup();
    showInfo({ accounts: [{ ...BKASH_ACCOUNT, used: false }] });
    server.use(
      apiFailure(ACCOUNT_PATHS.smsCode, 'sms.no_mobile', null, SMS),
      apiFailure(MONEY_PATHS.withdraw, 'sms.code_invalid', null, WITHDRAW),
    );
    await openPage({ flags: { SECPAYOUTSMS: true } });
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
