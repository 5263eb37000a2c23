import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_PATHS,
  bus,
  type DepositChannel,
  type DepositPromo,
  type DepositRecord,
  type DepositRequest,
  type MemberWallet,
  MONEY_PATHS,
} from 'shared';
import { apiAnswer, apiFailure, apiUnreachable, recorder, setupNetwork } from 'shared/testing';
import {
  BKASH,
  depositRecord,
  NAGAD,
  renderMoney,
  signIn,
  signOut,
  WELCOME_PROMO,
} from '../testing/money-testing';
import { DepositPage } from './deposit-page';

const server = setupNetwork();
const sent = recorder();
const DEPOSIT = { method: 'post', onRequest: sent.onRequest } as const;
const sentDeposits = () => sent.requests.map((request) => request.body as DepositRequest);

const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });
const referenceInput = () => screen.getByRole('textbox', { name: 'Transaction id' });
const submitButton = () => screen.getByRole('button', { name: 'Submit deposit' });

beforeEach(() => {
  sent.requests.length = 0;
  signIn();
  server.use(
    apiAnswer<DepositChannel[]>(MONEY_PATHS.depositChannels, [BKASH, NAGAD]),
    apiAnswer<DepositPromo[]>(MONEY_PATHS.depositPromos, [WELCOME_PROMO]),
    apiAnswer<MemberWallet>(API_PATHS.memberWallet, { currency: 'BDT', sumBalance: 500_00 }),
    // A placed order is still pending when the page asks again.
    apiAnswer<DepositRecord>(`${MONEY_PATHS.deposit}/:id`, depositRecord()),
  );
});

/** The deposit page once its channels and promotions have arrived. */
async function openPage(ui = <DepositPage />) {
  renderMoney(ui);
  await screen.findByRole('button', { name: 'Submit deposit' });
}
afterEach(signOut);

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(amountInput(), '1000');
  await user.type(referenceInput(), 'TRX12345');
}

describe('DepositPage', () => {
  it('shows each channel with its limits and the receiving account of the chosen one', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByRole('radio', { name: /bKash.*Minimum ৳200\.00, maximum ৳25,000\.00/ })).toBeChecked();
    expect(screen.getByTestId('receiving-account')).toHaveTextContent('01712345678');
    await user.click(screen.getByRole('radio', { name: /Nagad/ }));
    expect(screen.getByTestId('receiving-account')).toHaveTextContent('01898765432');
  });

  it('fills the amount from a preset chip and marks the chip as chosen', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: '৳1,000.00' }));
    expect(amountInput()).toHaveValue('1000');
    expect(screen.getByRole('button', { name: '৳1,000.00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('accepts an amount typed in Bengali digits', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(amountInput(), '৫০০');
    expect(amountInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: '৳500.00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says live what is wrong with the amount: not a number, below the minimum, above the maximum', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(amountInput(), '12x');
    expect(screen.getByText(/not a valid amount/)).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), '150');
    expect(screen.getByText('The amount is below the minimum of ৳200.00')).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), '30000');
    expect(screen.getByText('The amount is above the maximum of ৳25,000.00')).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the bonus and turnover of a promotion for the typed amount', async () => {
    const user = userEvent.setup();
    await openPage();
    const promo = screen.getByRole('radio', { name: /Welcome 10%/ });
    expect(promo).toHaveAccessibleName(/10% bonus up to ৳500\.00, turnover 5×/);
    await user.type(amountInput(), '1000');
    expect(promo).toHaveAccessibleName(/You get ৳100\.00 bonus; turnover needed ৳5,500\.00/);
  });

  it('does not let a promotion be chosen below its minimum deposit', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(amountInput(), '250');
    expect(screen.getByRole('radio', { name: /Welcome 10%/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'No promotion' })).toBeChecked();
  });

  it('requires the transaction id before the deposit can be submitted', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(amountInput(), '1000');
    expect(submitButton()).toBeDisabled();
    await user.click(referenceInput());
    await user.tab();
    expect(screen.getByText('Enter the transaction id of your transfer')).toBeInTheDocument();
    await user.type(referenceInput(), 'TRX12345');
    expect(submitButton()).toBeEnabled();
  });

  it('sends the deposit with the promotion and shows the pending record and what happens next', async () => {
    const user = userEvent.setup();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    server.use(apiAnswer<DepositRecord>(MONEY_PATHS.deposit, depositRecord({ bonusMinor: 100_00 }), DEPOSIT));
    await openPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: /Welcome 10%/ }));
    await user.click(submitButton());
    const panel = await screen.findByRole('status', { name: 'Deposit request received' });
    expect(sentDeposits()).toEqual([
      {
        channelId: 1,
        amountMinor: 1_000_00,
        promoId: 7,
        reference: 'TRX12345',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      },
    ]);
    expect(within(panel).getByText('Pending')).toBeInTheDocument();
    expect(within(panel).getByText('TRX12345')).toBeInTheDocument();
    expect(within(panel).getByText(/approve it in a few minutes/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View records' })).toHaveAttribute('href', '/m/vouReport');
    expect(refreshes).toEqual([{ reason: 'money' }]);
    stop();
  });

  it('follows the placed order: once approved it says so and every balance reloads', async () => {
    const user = userEvent.setup();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    const placed = depositRecord();
    server.use(
      apiAnswer<DepositRecord>(MONEY_PATHS.deposit, placed, DEPOSIT),
      apiAnswer<DepositRecord>(`${MONEY_PATHS.deposit}/${placed.id}`, { ...placed, status: 'approved' }),
    );
    await openPage();
    await fillValidForm(user);
    await user.click(submitButton());
    const panel = await screen.findByRole('status', { name: 'Deposit request received' });
    await waitFor(() => expect(within(panel).getByText('Approved')).toBeInTheDocument());
    // Once after the request, once after the approval.
    expect(refreshes).toEqual([{ reason: 'money' }, { reason: 'money' }]);
    stop();
  });

  it('reuses the idempotency key when the same submission is retried after a failure', async () => {
    const user = userEvent.setup();
    server.use(
      apiUnreachable(MONEY_PATHS.deposit, { ...DEPOSIT, once: true }),
      apiAnswer<DepositRecord>(MONEY_PATHS.deposit, depositRecord(), DEPOSIT),
    );
    await openPage();
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('status', { name: 'Deposit request received' });
    const [first, second] = sentDeposits().map((request) => request.idempotencyKey);
    expect(second).toBe(first);
  });

  it('uses a new idempotency key for the next deposit after a success', async () => {
    const user = userEvent.setup();
    server.use(apiAnswer<DepositRecord>(MONEY_PATHS.deposit, depositRecord(), DEPOSIT));
    await openPage();
    await fillValidForm(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'New deposit' }));
    expect(amountInput()).toHaveValue('');
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(sentDeposits()).toHaveLength(2));
    const [first, second] = sentDeposits().map((request) => request.idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('shows a server amount error beside the amount as well as in a toast', async () => {
    const user = userEvent.setup();
    const toasts: { message: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    server.use(apiFailure(MONEY_PATHS.deposit, 'money.above_maximum', null, DEPOSIT));
    await openPage();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('The amount is above the maximum')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ message: 'The amount is above the maximum' }));
    expect(submitButton()).toBeDisabled();
    stop();
  });

  it('says beside the transaction id when the id already funded a deposit', async () => {
    const user = userEvent.setup();
    server.use(apiFailure(MONEY_PATHS.deposit, 'money.reference_used', null, DEPOSIT));
    await openPage();
    await fillValidForm(user);
    await user.click(submitButton());
    const message = 'This transaction id has already been used for a deposit. Check the id of your transfer';
    const field = referenceInput();
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('links to the deposit record from the top bar', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'Deposit record' })).toHaveAttribute('href', '/m/vouReport');
  });

  it('says beside the amount what a deposit limit still allows when it refuses the deposit', async () => {
    const user = userEvent.setup();
    server.use(
      apiFailure(
        MONEY_PATHS.deposit,
        'limit.deposit_exceeded',
        { kind: 'deposit', period: 'week', limit: 1_500_00, used: 1_200_00, remaining: 300_00 },
        DEPOSIT,
      ),
    );
    await openPage();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Over your deposit limit: you can deposit ৳300.00 more in the last 7 days (limit ৳1,500.00).',
      ),
    ).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts what the page composer gives before the form (the deposit-limit prompt) around it', async () => {
    await openPage(
      <DepositPage
        limitGate={({ children }) => (
          <div data-testid="gate">
            <p>limit first</p>
            {children}
          </div>
        )}
      />,
    );
    expect(within(screen.getByTestId('gate')).getByText('limit first')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('gate')).getByRole('button', { name: 'Submit deposit' }),
    ).toBeInTheDocument();
  });
});
