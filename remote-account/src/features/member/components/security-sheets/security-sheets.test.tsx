import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from 'shared';
import { signIn, signOut } from 'shared/testing';
import { renderWithProviders } from '../../../../testing/render';
import { requestPayoutSmsCode } from '../../../../lib/payout-sms-code';
import { addPayoutAccount, setPaymentPassword } from '../../api/security';
import { PaymentPasswordSheet } from './payment-password-sheet';
import { PayoutAccountSheet } from './payout-account-sheet';

jest.mock('../../api/security', () => ({
  fetchSecurityOverview: jest.fn(),
  fetchSecurityQuestions: jest.fn(),
  setPaymentPassword: jest.fn(),
  bindEmail: jest.fn(),
  setPayeeName: jest.fn(),
  addPayoutAccount: jest.fn(),
  deletePayoutAccount: jest.fn(),
  answerSecurityQuestions: jest.fn(),
}));

jest.mock('../../../../lib/payout-sms-code', () => {
  const { mutationHook } = jest.requireActual<typeof import('../../../../testing/render')>(
    '../../../../testing/render',
  );
  const request = jest.fn();
  return { requestPayoutSmsCode: request, usePayoutSmsCode: mutationHook(request) };
});

const paymentPasswordMock = jest.mocked(setPaymentPassword);
const smsMock = jest.mocked(requestPayoutSmsCode);
/** SECPAYOUTSMS off: no SMS step. */
const NO_SMS = { smsRequired: false, mobile: null };
const addAccountMock = jest.mocked(addPayoutAccount);
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

beforeEach(() => {
  jest.clearAllMocks();
  signIn();
});
afterEach(() => signOut());

describe('PaymentPasswordSheet', () => {
  it('refuses a payment password that is not 6 digits, without calling the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentPasswordSheet open onClose={jest.fn()} alreadySet={false} />);
    await user.type(field('New payment password'), '12345');
    await user.type(field('Confirm payment password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The payment password is exactly 6 digits')).toBeInTheDocument();
    expect(field('New payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(paymentPasswordMock).not.toHaveBeenCalled();
  });

  it('asks for the current one when a payment password is set, then saves and closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const toasts: { type: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    paymentPasswordMock.mockResolvedValue(null);
    renderWithProviders(<PaymentPasswordSheet open onClose={onClose} alreadySet />);
    await user.type(field('New payment password'), '654321');
    await user.type(field('Confirm payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter your current payment password')).toBeInTheDocument();
    await user.type(field('Current payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(paymentPasswordMock).toHaveBeenCalledWith({
      oldPaymentPassword: '123456',
      newPaymentPassword: '654321',
    });
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success' }));
    stop();
  });
});

describe('PayoutAccountSheet', () => {
  it('shows the e-wallet number format under the field for a bad bKash number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccountSheet {...NO_SMS} open onClose={jest.fn()} payeeName="Rahim Uddin" />);
    await user.type(field('Wallet number'), '1712345');
    await user.type(field('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter an 11-digit number starting with 01 (01XXXXXXXXX)')).toBeInTheDocument();
    expect(addAccountMock).not.toHaveBeenCalled();
  });

  it('adds an e-wallet account in the payee name, Bengali digits sent as Latin', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    addAccountMock.mockResolvedValue({
      id: 9,
      kind: 'e_wallet',
      provider: 'NAGAD',
      accountNumberMasked: '*******5678',
      accountName: 'Rahim Uddin',
      bankName: '',
    });
    renderWithProviders(<PayoutAccountSheet {...NO_SMS} open onClose={onClose} payeeName="Rahim Uddin" />);
    await user.selectOptions(field('Account type'), 'NAGAD');
    await user.type(field('Wallet number'), '০১৭১২৩৪৫৬৭৮');
    await user.type(field('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addAccountMock).toHaveBeenCalledWith({
      kind: 'e_wallet',
      provider: 'NAGAD',
      accountNumber: '01712345678',
      accountName: 'Rahim Uddin',
      bankName: '',
      paymentPassword: '123456',
    });
  });

  it('asks a bank account for the bank name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccountSheet {...NO_SMS} open onClose={jest.fn()} payeeName="Rahim Uddin" />);
    await user.selectOptions(field('Account type'), 'BANK');
    await user.type(field('Bank account number'), '1234567890123');
    await user.type(field('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Bank name')).toHaveAttribute('aria-invalid', 'true');
    expect(addAccountMock).not.toHaveBeenCalled();
  });

  it("with SECPAYOUTSMS, sends a code to the member's own number and adds the account only with it", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    smsMock.mockResolvedValue({ expirationTime: Date.now() + 300_000 });
    addAccountMock.mockResolvedValue({
      id: 9,
      kind: 'e_wallet',
      provider: 'BKASH',
      accountNumberMasked: '*******5678',
      accountName: 'Rahim Uddin',
      bankName: '',
    });
    renderWithProviders(
      <PayoutAccountSheet
        open
        onClose={onClose}
        payeeName="Rahim Uddin"
        smsRequired
        mobile="+880 17******78"
      />,
    );
    expect(screen.getByText('For your safety, a code is sent to +880 17******78.')).toBeInTheDocument();
    await user.type(field('Wallet number'), '01712345678');
    await user.type(field('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the code from the SMS')).toBeInTheDocument();
    expect(addAccountMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(smsMock).toHaveBeenCalledWith('payout');
    // The resend lock counts down on the button (60 s at most).
    expect(await screen.findByRole('button', { name: /^\d+s$/ })).toBeDisabled();
    await user.type(field('SMS code'), '৪৮২৯১৭');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addAccountMock).toHaveBeenCalledWith(expect.objectContaining({ smsCode: '482917' }));
  });

  it('without a bound mobile number, says to bind one first and opens the binding', async () => {
    const user = userEvent.setup();
    const onBindMobile = jest.fn();
    renderWithProviders(
      <PayoutAccountSheet
        open
        onClose={jest.fn()}
        payeeName="Rahim Uddin"
        smsRequired
        mobile={null}
        onBindMobile={onBindMobile}
      />,
    );
    expect(screen.getByText(/Bind a mobile number to your account first/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bind mobile number' }));
    expect(onBindMobile).toHaveBeenCalled();
  });
});
