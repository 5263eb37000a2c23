import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_PATHS,
  type BindEmailRequest,
  bus,
  MONEY_PATHS,
  type PaymentPasswordRequest,
  type PayoutAccount,
  type PayoutAccountRequest,
  type SmsCodeRequest,
  type SmsCodeValue,
} from 'shared';
import { apiAnswer, apiFailure, recorder, setupNetwork, signIn, signOut } from 'shared/testing';
import { renderWithProviders } from '../../../../testing/render';
import { EmailSheet } from './email-sheet';
import { PaymentPasswordSheet } from './payment-password-sheet';
import { PayoutAccountSheet } from './payout-account-sheet';

const server = setupNetwork();
const passwordSent = recorder();
const accountSent = recorder();
const smsSent = recorder();
const emailSent = recorder();
const sentPasswords = () => passwordSent.requests.map((request) => request.body as PaymentPasswordRequest);
const sentAccounts = () => accountSent.requests.map((request) => request.body as PayoutAccountRequest);
const sentSmsRequests = () => smsSent.requests.map((request) => request.body as SmsCodeRequest);
const sentEmails = () => emailSent.requests.map((request) => request.body as BindEmailRequest);

/** SECPAYOUTSMS off and no bound number: no SMS step. */
const NO_SMS = { smsRequired: false, mobile: null };
/** A member without a bound number: the step-up is the login password alone. */
const PASSWORD_ONLY = { mobile: null };
const MOBILE = '+880 17******78';
const answerSms = () =>
  server.use(
    apiAnswer<SmsCodeValue>(ACCOUNT_PATHS.smsCode, () => ({ expirationTime: Date.now() + 300_000 }), {
      method: 'post',
      onRequest: smsSent.onRequest,
    }),
  );
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

const addedAccount = (provider: PayoutAccount['provider']): PayoutAccount => ({
  id: 9,
  kind: 'e_wallet',
  provider,
  accountNumberMasked: '*******5678',
  accountName: 'Rahim Uddin',
  bankName: '',
});

beforeEach(() => {
  for (const sent of [passwordSent, accountSent, smsSent, emailSent]) sent.requests.length = 0;
  signIn();
  server.use(
    apiAnswer<null>(MONEY_PATHS.paymentPassword, null, { method: 'post', onRequest: passwordSent.onRequest }),
    apiAnswer<PayoutAccount>(MONEY_PATHS.payoutAccounts, addedAccount('BKASH'), {
      method: 'post',
      onRequest: accountSent.onRequest,
    }),
  );
});
afterEach(() => signOut());

describe('PaymentPasswordSheet', () => {
  it('refuses a payment password that is not 6 digits, without calling the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PaymentPasswordSheet open onClose={jest.fn()} alreadySet={false} stepUp={PASSWORD_ONLY} />,
    );
    await user.type(field('New payment password'), '12345');
    await user.type(field('Confirm payment password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The payment password is exactly 6 digits')).toBeInTheDocument();
    expect(field('New payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(passwordSent.requests).toHaveLength(0);
  });

  it('asks for the current one when a payment password is set, then saves and closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const toasts: { type: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    renderWithProviders(<PaymentPasswordSheet open onClose={onClose} alreadySet stepUp={PASSWORD_ONLY} />);
    await user.type(field('New payment password'), '654321');
    await user.type(field('Confirm payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter your current payment password')).toBeInTheDocument();
    expect(screen.getByText('Enter your login password')).toBeInTheDocument();
    await user.type(field('Current payment password'), '123456');
    await user.type(field('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentPasswords()).toEqual([
      { oldPaymentPassword: '123456', newPaymentPassword: '654321', loginPassword: 'demo1234' },
    ]);
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
    expect(accountSent.requests).toHaveLength(0);
  });

  it('adds an e-wallet account in the payee name, Bengali digits sent as Latin', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    server.use(
      apiAnswer<PayoutAccount>(MONEY_PATHS.payoutAccounts, addedAccount('NAGAD'), {
        method: 'post',
        onRequest: accountSent.onRequest,
      }),
    );
    renderWithProviders(<PayoutAccountSheet {...NO_SMS} open onClose={onClose} payeeName="Rahim Uddin" />);
    await user.selectOptions(field('Account type'), 'NAGAD');
    await user.type(field('Wallet number'), '০১৭১২৩৪৫৬৭৮');
    await user.type(field('Payment password'), '123456');
    await user.type(field('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentAccounts()).toEqual([
      {
        kind: 'e_wallet',
        provider: 'NAGAD',
        accountNumber: '01712345678',
        accountName: 'Rahim Uddin',
        bankName: '',
        paymentPassword: '123456',
        loginPassword: 'demo1234',
      },
    ]);
  });

  it('asks a bank account for the bank name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccountSheet {...NO_SMS} open onClose={jest.fn()} payeeName="Rahim Uddin" />);
    await user.selectOptions(field('Account type'), 'BANK');
    await user.type(field('Bank account number'), '1234567890123');
    await user.type(field('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Bank name')).toHaveAttribute('aria-invalid', 'true');
    expect(accountSent.requests).toHaveLength(0);
  });

  it("with SECPAYOUTSMS, sends a code to the member's own number and adds the account only with it", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    answerSms();
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
    await user.type(field('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the code from the SMS')).toBeInTheDocument();
    expect(accountSent.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    // The code goes to the member's own bound number: no number and no captcha are sent.
    expect(sentSmsRequests()).toEqual([
      { mobileNum: '', countryDialingCode: '', purpose: 'payout', captcha: '' },
    ]);
    // The resend lock counts down on the button (60 s at most).
    expect(await screen.findByRole('button', { name: /^\d+s$/ })).toBeDisabled();
    await user.type(field('SMS code'), '৪৮২৯১৭');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentAccounts()).toEqual([
      expect.objectContaining({ smsCode: '482917', loginPassword: 'demo1234' }),
    ]);
  });

  it('without SECPAYOUTSMS but with a bound number, takes the security code to that number', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    answerSms();
    renderWithProviders(
      <PayoutAccountSheet
        open
        onClose={onClose}
        payeeName="Rahim Uddin"
        smsRequired={false}
        mobile={MOBILE}
      />,
    );
    await user.type(field('Wallet number'), '01712345678');
    await user.type(field('Payment password'), '123456');
    await user.type(field('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(sentSmsRequests()).toEqual([
      { mobileNum: '', countryDialingCode: '', purpose: 'security', captcha: '' },
    ]);
    await user.type(field('SMS code'), '482917');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentAccounts()).toEqual([
      expect.objectContaining({ smsCode: '482917', loginPassword: 'demo1234' }),
    ]);
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

describe('EmailSheet', () => {
  it('with a bound number, asks the login password and a code to that number, and sends them with the address', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    answerSms();
    server.use(
      apiAnswer<null>(MONEY_PATHS.bindEmail, null, { method: 'post', onRequest: emailSent.onRequest }),
    );
    renderWithProviders(<EmailSheet open onClose={onClose} stepUp={{ mobile: MOBILE }} />);
    expect(
      screen.getByText(
        'To keep your account safe, confirm this change with your login password and a code sent to your mobile number.',
      ),
    ).toBeInTheDocument();
    await user.type(field('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter your login password')).toBeInTheDocument();
    expect(screen.getByText('Enter the code from the SMS')).toBeInTheDocument();
    expect(emailSent.requests).toHaveLength(0);

    await user.type(field('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(sentSmsRequests()).toEqual([
      { mobileNum: '', countryDialingCode: '', purpose: 'security', captcha: '' },
    ]);
    await user.type(field('SMS code'), '135790');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentEmails()).toEqual([
      { email: 'new@example.com', loginPassword: 'demo1234', smsCode: '135790' },
    ]);
  });

  it('says a wrong login password on its field, clears it and keeps the sheet open', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    server.use(apiFailure(MONEY_PATHS.bindEmail, 'auth.password_invalid', null, { method: 'post' }));
    renderWithProviders(<EmailSheet open onClose={onClose} stepUp={PASSWORD_ONLY} />);
    await user.type(field('E-mail'), 'new@example.com');
    await user.type(field('Login password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Login password')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Login password')).toHaveValue('');
    expect(screen.getAllByText('The password is not correct').length).toBeGreaterThan(0);
    expect(field('E-mail')).toHaveValue('new@example.com');
    expect(onClose).not.toHaveBeenCalled();
  });
});
