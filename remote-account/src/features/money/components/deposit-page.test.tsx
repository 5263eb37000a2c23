import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, bus } from 'shared';
import { submitDeposit } from '../api/deposit';
import { useDepositChannels } from '../api/deposit-channels';
import { useDepositPromos } from '../api/deposit-promos';
import {
  BKASH,
  depositRecord,
  loaded,
  NAGAD,
  renderMoney,
  signIn,
  signOut,
  WELCOME_PROMO,
} from '../testing/money-testing';
import { DepositPage } from './deposit-page';

jest.mock('../api/deposit', () => {
  const { mutationHook } =
    jest.requireActual<typeof import('../../../testing/render')>('../../../testing/render');
  const actual = jest.requireActual<typeof import('../api/deposit')>('../api/deposit');
  const submit = jest.fn();
  // The order is followed for real, through the API client (answered per test).
  return { ...actual, submitDeposit: submit, useSubmitDeposit: mutationHook(submit) };
});
jest.mock('../api/deposit-channels', () => ({ useDepositChannels: jest.fn() }));
jest.mock('../api/deposit-promos', () => ({ useDepositPromos: jest.fn() }));

const submitMock = jest.mocked(submitDeposit);
const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });
const referenceInput = () => screen.getByRole('textbox', { name: 'Transaction id' });
const submitButton = () => screen.getByRole('button', { name: 'Submit deposit' });

beforeEach(() => {
  jest.clearAllMocks();
  signIn();
  jest.mocked(useDepositChannels).mockReturnValue(loaded([BKASH, NAGAD]));
  jest.mocked(useDepositPromos).mockReturnValue(loaded([WELCOME_PROMO]));
});
afterEach(signOut);

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(amountInput(), '1000');
  await user.type(referenceInput(), 'TRX12345');
}

describe('DepositPage', () => {
  it('shows each channel with its limits and the receiving account of the chosen one', async () => {
    const user = userEvent.setup();
    renderMoney(<DepositPage />);
    expect(screen.getByRole('radio', { name: /bKash.*Minimum ৳200\.00, maximum ৳25,000\.00/ })).toBeChecked();
    expect(screen.getByTestId('receiving-account')).toHaveTextContent('01712345678');
    await user.click(screen.getByRole('radio', { name: /Nagad/ }));
    expect(screen.getByTestId('receiving-account')).toHaveTextContent('01898765432');
  });

  it('fills the amount from a preset chip and marks the chip as chosen', async () => {
    const user = userEvent.setup();
    renderMoney(<DepositPage />);
    await user.click(screen.getByRole('button', { name: '৳1,000.00' }));
    expect(amountInput()).toHaveValue('1000');
    expect(screen.getByRole('button', { name: '৳1,000.00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('accepts an amount typed in Bengali digits', async () => {
    const user = userEvent.setup();
    renderMoney(<DepositPage />);
    await user.type(amountInput(), '৫০০');
    expect(amountInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: '৳500.00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says live what is wrong with the amount: not a number, below the minimum, above the maximum', async () => {
    const user = userEvent.setup();
    renderMoney(<DepositPage />);
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
    renderMoney(<DepositPage />);
    const promo = screen.getByRole('radio', { name: /Welcome 10%/ });
    expect(promo).toHaveAccessibleName(/10% bonus up to ৳500\.00, turnover 5×/);
    await user.type(amountInput(), '1000');
    expect(promo).toHaveAccessibleName(/You get ৳100\.00 bonus; turnover needed ৳5,500\.00/);
  });

  it('does not let a promotion be chosen below its minimum deposit', async () => {
    const user = userEvent.setup();
    renderMoney(<DepositPage />);
    await user.type(amountInput(), '250');
    expect(screen.getByRole('radio', { name: /Welcome 10%/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'No promotion' })).toBeChecked();
  });

  it('requires the transaction id before the deposit can be submitted', async () => {
    const user = userEvent.setup();
    renderMoney(<DepositPage />);
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
    submitMock.mockResolvedValue(depositRecord({ bonusMinor: 100_00 }));
    renderMoney(<DepositPage />);
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: /Welcome 10%/ }));
    await user.click(submitButton());
    expect(submitMock).toHaveBeenCalledWith({
      channelId: 1,
      amountMinor: 1_000_00,
      promoId: 7,
      reference: 'TRX12345',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    });
    const panel = await screen.findByRole('status', { name: 'Deposit request received' });
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
    submitMock.mockResolvedValue(placed);
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation((path: string) =>
        path === `/wps/deposit/${placed.id}`
          ? Promise.resolve({ ...placed, status: 'approved' })
          : Promise.reject(new ApiError('network.offline', 0)),
      );
    renderMoney(<DepositPage />);
    await fillValidForm(user);
    await user.click(submitButton());
    const panel = await screen.findByRole('status', { name: 'Deposit request received' });
    await waitFor(() => expect(within(panel).getByText('Approved')).toBeInTheDocument());
    // Once after the request, once after the approval.
    expect(refreshes).toEqual([{ reason: 'money' }, { reason: 'money' }]);
    get.mockRestore();
    stop();
  });

  it('reuses the idempotency key when the same submission is retried after a failure', async () => {
    const user = userEvent.setup();
    submitMock.mockRejectedValueOnce(new ApiError('network.timeout', 0));
    submitMock.mockResolvedValueOnce(depositRecord());
    renderMoney(<DepositPage />);
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('status', { name: 'Deposit request received' });
    const [first, second] = submitMock.mock.calls.map(([request]) => request.idempotencyKey);
    expect(second).toBe(first);
  });

  it('uses a new idempotency key for the next deposit after a success', async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValue(depositRecord());
    renderMoney(<DepositPage />);
    await fillValidForm(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'New deposit' }));
    expect(amountInput()).toHaveValue('');
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(2));
    const [first, second] = submitMock.mock.calls.map(([request]) => request.idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('shows a server amount error beside the amount as well as in a toast', async () => {
    const user = userEvent.setup();
    const toasts: { message: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    submitMock.mockRejectedValue(new ApiError('money.above_maximum', 400));
    renderMoney(<DepositPage />);
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('The amount is above the maximum')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ message: 'The amount is above the maximum' }));
    expect(submitButton()).toBeDisabled();
    stop();
  });

  it('says beside the transaction id when the id already funded a deposit', async () => {
    const user = userEvent.setup();
    submitMock.mockRejectedValue(new ApiError('money.reference_used', 409));
    renderMoney(<DepositPage />);
    await fillValidForm(user);
    await user.click(submitButton());
    const message = 'This transaction id has already been used for a deposit. Check the id of your transfer';
    const field = referenceInput();
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('links to the deposit record from the top bar', () => {
    renderMoney(<DepositPage />);
    expect(screen.getByRole('link', { name: 'Deposit record' })).toHaveAttribute('href', '/m/vouReport');
  });

  it('says beside the amount what a deposit limit still allows when it refuses the deposit', async () => {
    const user = userEvent.setup();
    submitMock.mockRejectedValue(
      new ApiError('limit.deposit_exceeded', 403, {
        kind: 'deposit',
        period: 'week',
        limit: 1_500_00,
        used: 1_200_00,
        remaining: 300_00,
      }),
    );
    renderMoney(<DepositPage />);
    await fillValidForm(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Over your deposit limit: you can deposit ৳300.00 more in the last 7 days (limit ৳1,500.00).',
      ),
    ).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts what the page composer gives before the form (the deposit-limit prompt) around it', () => {
    renderMoney(
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
