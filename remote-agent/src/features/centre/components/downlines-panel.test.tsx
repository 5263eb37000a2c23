import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AGENT_PATHS,
  type AgentTransferRequest,
  ApiError,
  bus,
  type Downline,
  type DownlineQuery,
} from 'shared';
import { downline, downlinePage, rates } from '../../../testing/fixtures';
import {
  collectToasts,
  fakeGet,
  fakePost,
  fakePut,
  renderWithProviders,
  signIn,
  signOut,
} from '../../../testing/render';
import { AgentCentrePage } from './agent-centre-page';

const AGENT = { id: 1, account: 'agent01' };
const RAHIM = downline({ id: 11, account: 'rahim01', directCount: 3, teamCount: 7 });
const SALMA = downline({ id: 12, account: 'salma02', nickname: '', balanceMinor: 0 });
const KARIM = downline({ id: 21, account: 'karim03', level: 2, parentId: 11, directCount: 1, teamCount: 1 });
const NADIA = downline({ id: 31, account: 'nadia04', level: 3, parentId: 21 });

/** The fake team: agent01 → rahim01 (→ karim03 → nadia04), salma02. */
function downlinesAnswer({ query }: { query?: Record<string, unknown> }) {
  const q = query as unknown as DownlineQuery;
  if (q.account) {
    const found = [RAHIM, SALMA, KARIM, NADIA].filter((d) => d.account.includes(q.account!));
    return downlinePage(found, { path: [] });
  }
  if (q.parentId === 11) return downlinePage([KARIM], { path: [AGENT, { id: 11, account: 'rahim01' }] });
  if (q.parentId === 21)
    return downlinePage([NADIA], {
      path: [AGENT, { id: 11, account: 'rahim01' }, { id: 21, account: 'karim03' }],
    });
  return downlinePage([RAHIM, SALMA], { path: [AGENT] });
}

function downlineQueries(get: jest.SpyInstance): DownlineQuery[] {
  return get.mock.calls
    .filter(([path]) => path === AGENT_PATHS.downlines)
    .map(([, options]) => (options as { query: DownlineQuery }).query);
}

const row = (account: string) => screen.getByRole('listitem', { name: account });

function open(handlers: Record<string, unknown> = {}, walletMinor = 5_000_00) {
  const get = fakeGet(
    {
      [AGENT_PATHS.downlines]: downlinesAnswer,
      [AGENT_PATHS.rebate]: { ownRates: rates() },
      ...handlers,
    },
    walletMinor,
  );
  const view = renderWithProviders(<AgentCentrePage />, { path: '/m/agent?tab=downlines' });
  return { get, ...view };
}

beforeEach(() => signIn());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('Downlines panel', () => {
  it('lists the direct downlines with their figures and the actions each may have', async () => {
    const { get } = open();
    const rahim = await screen.findByRole('listitem', { name: 'rahim01' });
    expect(within(rahim).getByText('Level 1')).toBeInTheDocument();
    expect(within(rahim).getByText('2025/03/02')).toBeInTheDocument();
    expect(within(rahim).getByText('Balance').nextSibling).toHaveTextContent('৳2,000.00');
    expect(within(rahim).getByText('Team size').nextSibling).toHaveTextContent('7');
    expect(within(rahim).getByText('Deposits').nextSibling).toHaveTextContent('৳1,000.00');
    expect(within(rahim).getByText('Bets').nextSibling).toHaveTextContent('৳5,000.00');
    expect(within(rahim).getByText('Profit').nextSibling).toHaveTextContent('৳300.00');
    expect(within(rahim).getByRole('button', { name: 'Team (3)' })).toBeInTheDocument();
    expect(within(rahim).getByRole('button', { name: 'Transfer' })).toBeInTheDocument();
    expect(within(rahim).getByRole('button', { name: 'Rebate' })).toBeInTheDocument();
    expect(within(row('salma02')).queryByRole('button', { name: /Team/ })).not.toBeInTheDocument();
    expect(downlineQueries(get)[0]).toEqual({ preset: 'today', pageNo: 1, pageSize: 20 });
  });

  it('drills into a member’s team by parentId and climbs back up by the breadcrumbs', async () => {
    const user = userEvent.setup();
    const { get } = open();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'rahim01' })).getByRole('button', {
        name: 'Team (3)',
      }),
    );
    const karim = await screen.findByRole('listitem', { name: 'karim03' });
    expect(downlineQueries(get).at(-1)).toEqual({ preset: 'today', parentId: 11, pageNo: 1, pageSize: 20 });
    // Only direct downlines of the agent get rebate settings.
    expect(within(karim).queryByRole('button', { name: 'Rebate' })).not.toBeInTheDocument();
    expect(within(karim).getByRole('button', { name: 'Transfer' })).toBeInTheDocument();

    await user.click(within(karim).getByRole('button', { name: 'Team (1)' }));
    await screen.findByRole('listitem', { name: 'nadia04' });
    expect(downlineQueries(get).at(-1)).toMatchObject({ parentId: 21 });
    const crumbs = screen.getByRole('navigation', { name: 'Team path' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['agent01', 'rahim01', 'karim03']);
    expect(within(crumbs).getByText('karim03')).toHaveAttribute('aria-current', 'location');

    // Going up shows the lists already loaded (cached by their parentId query).
    await user.click(within(crumbs).getByRole('button', { name: 'rahim01' }));
    await screen.findByRole('listitem', { name: 'karim03' });
    expect(screen.queryByRole('listitem', { name: 'nadia04' })).not.toBeInTheDocument();
    const upOne = screen.getByRole('navigation', { name: 'Team path' });
    expect(
      within(upOne)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['agent01', 'rahim01']);

    await user.click(within(upOne).getByRole('button', { name: 'agent01' }));
    await screen.findByRole('listitem', { name: 'salma02' });
    expect(screen.getByRole('listitem', { name: 'rahim01' })).toBeInTheDocument();
    expect(downlineQueries(get).map((query) => query.parentId)).toEqual([undefined, 11, 21]);
  });

  it('searches the whole team by account once typing pauses, and clears back to the tree', async () => {
    const user = userEvent.setup();
    const { get } = open();
    await screen.findByRole('listitem', { name: 'rahim01' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by account' }), 'ar');
    // Nothing is asked while typing.
    expect(downlineQueries(get).some((query) => query.account)).toBe(false);
    await screen.findByText('Members matching “ar”', undefined, { timeout: 2000 });
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'karim03' })).toBeInTheDocument());
    const searches = downlineQueries(get).filter((query) => query.account);
    expect(searches).toEqual([{ preset: 'today', account: 'ar', pageNo: 1, pageSize: 20 }]);
    expect(screen.queryByRole('navigation', { name: 'Team path' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search by account' })).toHaveValue('');
    expect(await screen.findByRole('listitem', { name: 'salma02' })).toBeInTheDocument();
  });

  it('says so when a search finds nobody', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('listitem', { name: 'rahim01' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by account' }), 'zzz');
    expect(
      await screen.findByText('No member matches “zzz”', undefined, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('pages with previous and next', async () => {
    const user = userEvent.setup();
    const { get } = open({
      [AGENT_PATHS.downlines]: ({ query }: { query?: Record<string, unknown> }) =>
        downlinePage(
          [downline({ id: 100 + Number(query?.pageNo), account: `member${String(query?.pageNo)}` })],
          {
            totalPages: 3,
            totalCount: 45,
            pageNum: Number(query?.pageNo),
          },
        ),
    });
    await screen.findByRole('listitem', { name: 'member1' });
    const paging = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(paging).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(paging).getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'member2' });
    expect(within(paging).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(downlineQueries(get).at(-1)).toMatchObject({ pageNo: 2 });
    await user.click(within(paging).getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'member3' });
    expect(within(paging).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(paging).getByRole('button', { name: 'Previous' }));
    await screen.findByRole('listitem', { name: 'member2' });
  });
});

describe('Transfer to a downline', () => {
  async function openTransfer(walletMinor = 1_000_00) {
    const user = userEvent.setup();
    const view = open({}, walletMinor);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'rahim01' })).getByRole('button', {
        name: 'Transfer',
      }),
    );
    const sheet = screen.getByRole('dialog', { name: 'Transfer to rahim01' });
    await within(sheet).findByText('Balance: ৳1,000.00');
    return { user, sheet, ...view };
  }

  it('refuses more than the wallet balance without asking the server', async () => {
    const post = fakePost({});
    const { user, sheet } = await openTransfer();
    await user.type(within(sheet).getByRole('textbox', { name: 'Amount' }), '1500');
    await user.type(within(sheet).getByLabelText('Payment password'), '123456');
    expect(within(sheet).getByText('This is more than your balance of ৳1,000.00')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Confirm transfer' }));
    expect(within(sheet).getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for an amount and a 6-digit payment password before sending', async () => {
    const post = fakePost({});
    const { user, sheet } = await openTransfer();
    await user.click(within(sheet).getByRole('button', { name: 'Confirm transfer' }));
    expect(within(sheet).getByText('Enter an amount')).toBeInTheDocument();
    expect(within(sheet).getByText('The payment password has 6 digits')).toBeInTheDocument();
    const password = within(sheet).getByLabelText('Payment password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('inputmode', 'numeric');
    await user.type(password, '১২a3');
    expect(password).toHaveValue('123');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the transfer, says so, refreshes the wallet and the list', async () => {
    const toasts = collectToasts();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    const post = fakePost({
      [AGENT_PATHS.transfer]: ({ body }: { body?: unknown }) => ({
        transferId: 1,
        amountMinor: (body as AgentTransferRequest).amountMinor,
        balanceMinor: 750_00,
        createdAt: '2025-06-15T04:00:00Z',
      }),
    });
    const { user, sheet, get } = await openTransfer();
    const listCalls = () => get.mock.calls.filter(([path]) => path === AGENT_PATHS.downlines).length;
    const before = listCalls();
    await user.type(within(sheet).getByRole('textbox', { name: 'Amount' }), '250');
    await user.type(within(sheet).getByLabelText('Payment password'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith(
      AGENT_PATHS.transfer,
      {
        downlineId: 11,
        amountMinor: 250_00,
        paymentPassword: '123456',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      },
      { moduleId: 'MEMTRANS3' },
    );
    expect(toasts.toasts).toContainEqual({ type: 'success', message: '৳250.00 sent to rahim01' });
    expect(refreshes).toEqual([{ reason: 'money' }]);
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    stop();
    toasts.stop();
  });

  it('sends the remark when one is typed', async () => {
    const post = fakePost({
      [AGENT_PATHS.transfer]: { transferId: 1, amountMinor: 100, balanceMinor: 0, createdAt: '' },
    });
    const { user, sheet } = await openTransfer();
    await user.type(within(sheet).getByRole('textbox', { name: 'Amount' }), '1');
    await user.type(within(sheet).getByLabelText('Payment password'), '123456');
    await user.type(within(sheet).getByRole('textbox', { name: 'Remark (optional)' }), '  bonus  ');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toMatchObject({ amountMinor: 100, remark: 'bonus' });
  });

  it('retries with the same idempotency key after a network failure, a new one once the form changes', async () => {
    const toasts = collectToasts();
    const keys: string[] = [];
    let attempt = 0;
    fakePost({
      [AGENT_PATHS.transfer]: ({ body }: { body?: unknown }) => {
        keys.push((body as AgentTransferRequest).idempotencyKey);
        attempt += 1;
        if (attempt <= 2) throw new ApiError('network.offline', 0);
        return { transferId: 1, amountMinor: 100_00, balanceMinor: 0, createdAt: '' };
      },
    });
    const { user, sheet } = await openTransfer();
    const amount = within(sheet).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '100');
    await user.type(within(sheet).getByLabelText('Payment password'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm transfer' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Slow Connection / No Internet');
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'offline' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);

    await user.clear(amount);
    await user.type(amount, '90');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
    toasts.stop();
  });

  it('reuses the key when the sheet is closed unanswered and the same transfer sent again, not for another member', async () => {
    const keys: string[] = [];
    fakePost({
      [AGENT_PATHS.transfer]: ({ body }: { body?: unknown }) => {
        keys.push((body as AgentTransferRequest).idempotencyKey);
        throw new ApiError('network.timeout', 0);
      },
    });
    const { user, sheet } = await openTransfer();
    const send = async (dialog: HTMLElement) => {
      await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
      await user.type(within(dialog).getByLabelText('Payment password'), '123456');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
      await within(dialog).findByRole('alert');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    };
    await send(sheet);
    await user.click(within(row('rahim01')).getByRole('button', { name: 'Transfer' }));
    await send(screen.getByRole('dialog', { name: 'Transfer to rahim01' }));
    await user.click(within(row('salma02')).getByRole('button', { name: 'Transfer' }));
    await send(screen.getByRole('dialog', { name: 'Transfer to salma02' }));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows a refusal with its catalogue text and keeps what was typed', async () => {
    const toasts = collectToasts();
    fakePost({
      [AGENT_PATHS.transfer]: () => {
        throw new ApiError('agent.not_in_team', 404);
      },
    });
    const { user, sheet } = await openTransfer();
    await user.type(within(sheet).getByRole('textbox', { name: 'Amount' }), '100');
    await user.type(within(sheet).getByLabelText('Payment password'), '123456');
    await user.type(within(sheet).getByRole('textbox', { name: 'Remark (optional)' }), 'hi');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm transfer' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('This member is not in your team');
    expect(toasts.messages()).toContain('This member is not in your team');
    expect(within(sheet).getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    expect(within(sheet).getByLabelText('Payment password')).toHaveValue('123456');
    expect(within(sheet).getByRole('textbox', { name: 'Remark (optional)' })).toHaveValue('hi');
    toasts.stop();
  });

  it('shows an insufficient balance beside the amount and a wrong password beside the password', async () => {
    let code: 'money.insufficient_balance' | 'money.payment_password_wrong' = 'money.insufficient_balance';
    fakePost({
      [AGENT_PATHS.transfer]: () => {
        throw new ApiError(code, 400);
      },
    });
    const { user, sheet } = await openTransfer();
    const amount = within(sheet).getByRole('textbox', { name: 'Amount' });
    const password = within(sheet).getByLabelText('Payment password');
    await user.type(amount, '100');
    await user.type(password, '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm transfer' }));
    expect(await within(sheet).findByText('Insufficient balance')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    code = 'money.payment_password_wrong';
    await user.click(within(sheet).getByRole('button', { name: 'Confirm transfer' }));
    expect(await within(sheet).findByText('The payment password is not correct')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Rebate of a direct downline', () => {
  async function openRebate(target: Downline = RAHIM) {
    const user = userEvent.setup();
    const view = open();
    await user.click(
      within(await screen.findByRole('listitem', { name: target.account })).getByRole('button', {
        name: 'Rebate',
      }),
    );
    const sheet = await screen.findByRole('dialog', { name: `Rebate of ${target.account}` });
    await within(sheet).findByRole('spinbutton', { name: 'Slots' });
    return { user, sheet, ...view };
  }

  it('starts from the downline’s rates and shows the agent’s own as the maximum', async () => {
    const { sheet } = await openRebate();
    expect(within(sheet).getByRole('spinbutton', { name: 'Slots' })).toHaveValue(10);
    expect(within(sheet).getByRole('spinbutton', { name: 'Live casino' })).toHaveValue(5);
    expect(within(sheet).getByRole('spinbutton', { name: 'Slots' })).toHaveAccessibleDescription('max 12‰');
    expect(within(sheet).getByRole('spinbutton', { name: 'Poker' })).toHaveAccessibleDescription('max 5‰');
    for (const name of ['Slots', 'Live casino', 'Sports', 'Fishing', 'Poker', 'Lottery']) {
      expect(within(sheet).getByRole('spinbutton', { name })).toBeInTheDocument();
    }
  });

  it('refuses a rate above the agent’s own without asking the server', async () => {
    const put = fakePut({});
    const { user, sheet } = await openRebate();
    const slots = within(sheet).getByRole('spinbutton', { name: 'Slots' });
    await user.clear(slots);
    await user.type(slots, '15');
    expect(within(sheet).getByText('Enter a whole number from 0 to 12')).toBeInTheDocument();
    expect(slots).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(sheet).getByRole('button', { name: 'Save rebate' }));
    expect(put).not.toHaveBeenCalled();
    expect(slots).toHaveFocus();
  });

  it('saves rates within the agent’s own and says so', async () => {
    const toasts = collectToasts();
    const put = fakePut({ [`${AGENT_PATHS.downlineRebate}/11`]: RAHIM });
    const { user, sheet } = await openRebate();
    const slots = within(sheet).getByRole('spinbutton', { name: 'Slots' });
    await user.clear(slots);
    await user.type(slots, '12');
    await user.click(within(sheet).getByRole('button', { name: 'Save rebate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(put).toHaveBeenCalledWith(
      `${AGENT_PATHS.downlineRebate}/11`,
      { rebateRates: { ...RAHIM.rebateRates, RNG: 12 } },
      { moduleId: 'COMM3' },
    );
    expect(toasts.toasts).toContainEqual({ type: 'success', message: 'Rebate of rahim01 saved' });
    toasts.stop();
  });

  it('shows the server’s refusal with its catalogue text and keeps the values', async () => {
    fakePut({
      [`${AGENT_PATHS.downlineRebate}/11`]: () => {
        throw new ApiError('agent.rebate_above_own', 400);
      },
    });
    const { user, sheet } = await openRebate();
    const slots = within(sheet).getByRole('spinbutton', { name: 'Slots' });
    await user.clear(slots);
    await user.type(slots, '11');
    await user.click(within(sheet).getByRole('button', { name: 'Save rebate' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      "A downline's rebate cannot be higher than your own",
    );
    expect(slots).toHaveValue(11);
  });
});
