import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, PROTECTION_PATHS, type ToastRequest } from 'shared';
import {
  ALL_PROTECTION,
  limit,
  overview,
  renderAt,
  serveApi,
  signIn,
  signOut,
} from '../testing/protection-testing';
import { ResponsibleGamingPage } from './responsible-gaming-page';

const RAISE_AT = '2025-06-12T08:00:00Z'; // 14:00 in Dhaka
const WHEN = /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/;

function toasts() {
  const seen: ToastRequest[] = [];
  const off = bus.on('toast', (toast) => seen.push(toast));
  return { seen, off };
}

const openSheet = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog');
};

beforeEach(signIn);
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('ResponsibleGamingPage limits', () => {
  it('shows each limit with what is used and what remains, and a raise waiting with when it applies', async () => {
    serveApi({
      get: {
        [PROTECTION_PATHS.overview]: overview([
          limit({
            kind: 'deposit',
            period: 'day',
            amount: 500_00,
            used: 200_00,
            remaining: 300_00,
            pending: { amount: 1_000_00, effectiveAt: RAISE_AT },
          }),
          limit({ kind: 'session', period: 'session', amount: 60, used: 12, remaining: 48 }),
        ]),
      },
    });
    renderAt(<ResponsibleGamingPage />);
    const day = await screen.findByTestId('limit-deposit-day');
    expect(day).toHaveTextContent('In the last 24 hours');
    expect(within(day).getByText('৳500.00')).toBeInTheDocument();
    expect(within(day).getByText('৳200.00')).toBeInTheDocument();
    expect(within(day).getByText('৳300.00')).toBeInTheDocument();
    expect(day).toHaveTextContent('Changes to ৳1,000.00 on 2025/06/12 14:00');
    expect(screen.getByTestId('limit-deposit-week')).toHaveTextContent('In the last 7 daysNo limit');
    const session = screen.getByTestId('limit-session-session');
    expect(session).toHaveTextContent('60 minutes');
    expect(session).toHaveTextContent('48 minutes');
    expect(screen.getByRole('button', { name: 'Change: Deposit limit, In the last 24 hours' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Set: Loss limit, In the last 30 days' })).toBeEnabled();
  });

  it('explains every problem with a typed limit before anything is sent', async () => {
    const user = userEvent.setup();
    const { post } = serveApi({ get: { [PROTECTION_PATHS.overview]: overview() } });
    renderAt(<ResponsibleGamingPage />);
    const sheet = await openSheet(user, 'Set: Deposit limit, In the last 24 hours');
    expect(sheet).toHaveAccessibleName('Deposit limit: In the last 24 hours');
    const amount = within(sheet).getByRole('textbox', { name: 'New limit (৳)' });
    expect(amount).toHaveFocus();
    const save = within(sheet).getByRole('button', { name: 'Save' });
    await user.type(amount, '5k');
    expect(within(sheet).getByText('Enter a whole amount, for example 5000')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    expect(within(sheet).getByText('The limit must be at least ৳0.01')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '20000000000');
    expect(within(sheet).getByText('The limit can be at most ৳10,000,000,000.00')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));

    const minutes = await openSheet(user, 'Set: Session time limit, Per session');
    await user.type(within(minutes).getByRole('textbox', { name: 'New limit (minutes per session)' }), '3');
    expect(within(minutes).getByText('The limit must be at least 5 minutes')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('applies a first or lower limit at once and says a raise waits out the 24-hour cooling-off', async () => {
    const user = userEvent.setup();
    const { seen, off } = toasts();
    const current = limit({ kind: 'deposit', period: 'day', amount: 500_00, used: 0, remaining: 500_00 });
    const { post } = serveApi({
      get: { [PROTECTION_PATHS.overview]: overview([current]) },
      post: {
        [PROTECTION_PATHS.limits]: { ...current, pending: { amount: 800_00, effectiveAt: RAISE_AT } },
      },
    });
    renderAt(<ResponsibleGamingPage />);
    const sheet = await openSheet(user, 'Change: Deposit limit, In the last 24 hours');
    expect(within(sheet).getByText('৳500.00')).toBeInTheDocument();
    const amount = within(sheet).getByRole('textbox', { name: 'New limit (৳)' });
    await user.type(amount, '300');
    expect(screen.getByTestId('limit-effect')).toHaveTextContent('This applies at once.');
    await user.clear(amount);
    await user.type(amount, '800');
    const effect = screen.getByTestId('limit-effect');
    expect(effect).toHaveTextContent(/waits out a 24-hour cooling-off period: it would apply on/);
    expect(effect.textContent).toMatch(WHEN);
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith(
      PROTECTION_PATHS.limits,
      { kind: 'deposit', period: 'day', amount: 800_00 },
      { moduleId: 'COMM3' },
    );
    expect(seen).toContainEqual(
      expect.objectContaining({
        type: 'success',
        message: 'Change saved: it applies on 2025/06/12 14:00, after the cooling-off period',
      }),
    );
    // Focus goes back to the button that opened the sheet.
    expect(screen.getByRole('button', { name: 'Change: Deposit limit, In the last 24 hours' })).toHaveFocus();
    off();
  });

  it('while a raise waits, refuses another raise or a removal but lets the limit go down at once', async () => {
    const user = userEvent.setup();
    const { seen, off } = toasts();
    const waiting = limit({
      kind: 'wager',
      period: 'week',
      amount: 500_00,
      used: 100_00,
      remaining: 400_00,
      pending: { amount: 1_000_00, effectiveAt: RAISE_AT },
    });
    const { post } = serveApi({
      get: { [PROTECTION_PATHS.overview]: overview([waiting]) },
      post: { [PROTECTION_PATHS.limits]: { ...waiting, amount: 400_00, remaining: 300_00, pending: null } },
    });
    renderAt(<ResponsibleGamingPage />);
    const sheet = await openSheet(user, 'Change: Wager limit, In the last 7 days');
    expect(within(sheet).getByText('Changes to ৳1,000.00 on 2025/06/12 14:00')).toBeInTheDocument();
    const amount = within(sheet).getByRole('textbox', { name: 'New limit (৳)' });
    await user.type(amount, '700');
    expect(screen.getByTestId('limit-effect')).toHaveTextContent(
      'A change already waits until 2025/06/12 14:00. You can lower this limit now, but not raise or remove it before then.',
    );
    expect(within(sheet).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(sheet).getByRole('button', { name: 'Remove limit' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '400');
    expect(screen.getByTestId('limit-effect')).toHaveTextContent('This applies at once.');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toEqual({ kind: 'wager', period: 'week', amount: 400_00 });
    await waitFor(() =>
      expect(seen).toContainEqual(expect.objectContaining({ message: 'Limit saved: it applies now' })),
    );
    off();
  });

  it('shows the server refusing a raise during the cooling-off beside the field', async () => {
    const user = userEvent.setup();
    const current = limit({ kind: 'loss', period: 'month', amount: 500_00, used: 0, remaining: 500_00 });
    serveApi({
      get: { [PROTECTION_PATHS.overview]: overview([current]) },
      post: {
        [PROTECTION_PATHS.limits]: () => {
          throw new ApiError('limit.cooling_off', 409);
        },
      },
    });
    renderAt(<ResponsibleGamingPage />);
    const sheet = await openSheet(user, 'Change: Loss limit, In the last 30 days');
    await user.type(within(sheet).getByRole('textbox', { name: 'New limit (৳)' }), '900');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(
      await within(sheet).findByText(
        'A change to this limit is already waiting for its 24-hour cooling-off period',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('removes a limit only after the cooling-off, and says so', async () => {
    const user = userEvent.setup();
    const current = limit({ kind: 'deposit', period: 'month', amount: 500_00, used: 0, remaining: 500_00 });
    const { post } = serveApi({
      get: { [PROTECTION_PATHS.overview]: overview([current]) },
      post: { [PROTECTION_PATHS.limits]: { ...current, pending: { amount: null, effectiveAt: RAISE_AT } } },
    });
    const { seen, off } = toasts();
    renderAt(<ResponsibleGamingPage />);
    const sheet = await openSheet(user, 'Change: Deposit limit, In the last 30 days');
    expect(
      within(sheet).getByText('Removing a limit also waits out the 24-hour cooling-off period.'),
    ).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Remove limit' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        PROTECTION_PATHS.limits,
        { kind: 'deposit', period: 'month', amount: null },
        { moduleId: 'COMM3' },
      ),
    );
    await waitFor(() =>
      expect(seen).toContainEqual(
        expect.objectContaining({
          message: 'Change saved: it applies on 2025/06/12 14:00, after the cooling-off period',
        }),
      ),
    );
    off();
  });
});

describe('ResponsibleGamingPage reality check and parts', () => {
  it('saves the reality-check interval as soon as one is chosen', async () => {
    const user = userEvent.setup();
    const { seen, off } = toasts();
    const { post } = serveApi({
      get: { [PROTECTION_PATHS.overview]: overview([], { realityCheckMinutes: 60 }) },
      post: { [PROTECTION_PATHS.realityCheck]: null },
    });
    renderAt(<ResponsibleGamingPage />);
    const group = await screen.findByRole('group', { name: 'Remind me how long I have played' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Every 15 minutes', 'Every 30 minutes', 'Every 60 minutes', 'Off']);
    expect(within(group).getByRole('radio', { name: 'Every 60 minutes' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Every 30 minutes' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        PROTECTION_PATHS.realityCheck,
        { minutes: 30 },
        { moduleId: 'COMM3' },
      ),
    );
    await waitFor(() =>
      expect(seen).toContainEqual(expect.objectContaining({ message: 'Reality check every 30 minutes' })),
    );
    off();
  });

  it('shows only the parts whose white-label flag is on, and links to the open history pages', async () => {
    const { get } = serveApi({ get: {} });
    const { unmount } = renderAt(<ResponsibleGamingPage />, {
      flags: { RGEXCLUDE: true, TRANSBETREPMEM3: true },
    });
    expect(screen.getByRole('heading', { name: 'Take a break' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Limits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reality check' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    const more = screen.getByRole('navigation', { name: 'Look back at your play' });
    expect(within(more).getByRole('link', { name: 'Betting record' })).toHaveAttribute(
      'href',
      '/m/gameRecord',
    );
    expect(within(more).queryByRole('link', { name: 'Active sessions' })).not.toBeInTheDocument();
    unmount();

    serveApi({ get: { [PROTECTION_PATHS.overview]: overview() } });
    renderAt(<ResponsibleGamingPage />, { flags: { ...ALL_PROTECTION, RGREALITY: false, RGEXCLUDE: false } });
    expect(await screen.findByRole('heading', { name: 'Limits' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reality check' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Take a break' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Active sessions' })).toHaveAttribute(
      'href',
      '/m/security/sessions',
    );
  });
});
