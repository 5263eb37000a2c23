import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROTECTION_PATHS } from 'shared';
import {
  ALL_PROTECTION,
  limit,
  overview,
  renderAt,
  serveApi,
  signIn,
  signOut,
} from '../testing/protection-testing';
import { DepositLimitGate } from './deposit-limit-gate';

const FORM = <p>deposit form</p>;

beforeEach(signIn);
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('DepositLimitGate', () => {
  it('asks for a deposit limit before the first deposit, with an active "No limit for now"', async () => {
    const user = userEvent.setup();
    let answered = false;
    const { post } = serveApi({
      get: { [PROTECTION_PATHS.overview]: () => overview([], { depositLimitAnswered: answered }) },
      post: {
        [PROTECTION_PATHS.depositLimitOptOut]: () => {
          answered = true;
          return null;
        },
      },
    });
    renderAt(<DepositLimitGate>{FORM}</DepositLimitGate>);
    const prompt = await screen.findByRole('form', { name: 'Set a deposit limit?' });
    expect(screen.queryByText('deposit form')).not.toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'No limit for now' }));
    expect(await screen.findByText('deposit form')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(PROTECTION_PATHS.depositLimitOptOut, {}, { moduleId: 'COMM3' });
  });

  it('sets the limit from the prompt once the amount is valid', async () => {
    const user = userEvent.setup();
    let answered = false;
    const { post } = serveApi({
      get: { [PROTECTION_PATHS.overview]: () => overview([], { depositLimitAnswered: answered }) },
      post: {
        [PROTECTION_PATHS.limits]: () => {
          answered = true;
          return limit({ kind: 'deposit', period: 'week', amount: 2_000_00 });
        },
      },
    });
    renderAt(<DepositLimitGate>{FORM}</DepositLimitGate>);
    const prompt = await screen.findByRole('form', { name: 'Set a deposit limit?' });
    await user.click(within(prompt).getByRole('button', { name: 'Set limit' }));
    expect(within(prompt).getByText('Enter the new limit')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.click(within(prompt).getByRole('radio', { name: 'In the last 7 days' }));
    await user.type(within(prompt).getByRole('textbox', { name: 'New limit (৳)' }), '2000');
    await user.click(within(prompt).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('deposit form')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      PROTECTION_PATHS.limits,
      { kind: 'deposit', period: 'week', amount: 2_000_00 },
      { moduleId: 'COMM3' },
    );
  });

  it('once answered, shows what each deposit limit still allows above the form, and links to the hub', async () => {
    serveApi({
      get: {
        [PROTECTION_PATHS.overview]: overview([
          limit({ kind: 'deposit', period: 'day', amount: 500_00, used: 200_00, remaining: 300_00 }),
        ]),
      },
    });
    renderAt(<DepositLimitGate>{FORM}</DepositLimitGate>);
    expect(await screen.findByText('deposit form')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-limits')).toHaveTextContent(
      'In the last 24 hours: ৳300.00 left of your ৳500.00 limit',
    );
    expect(screen.getByRole('link', { name: 'Responsible gaming: limits and breaks' })).toHaveAttribute(
      'href',
      '/m/responsible-gaming',
    );
  });

  it('with RGLIMITS off shows the form without asking; with every part off, no link either', async () => {
    const { get } = serveApi({});
    const { unmount } = renderAt(<DepositLimitGate>{FORM}</DepositLimitGate>, {
      flags: { ...ALL_PROTECTION, RGLIMITS: false },
    });
    expect(screen.getByText('deposit form')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responsible gaming: limits and breaks' })).toBeInTheDocument();
    unmount();
    renderAt(<DepositLimitGate>{FORM}</DepositLimitGate>, { flags: {} });
    expect(screen.getByText('deposit form')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(get).not.toHaveBeenCalled());
  });
});
