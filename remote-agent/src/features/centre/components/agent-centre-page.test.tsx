import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_PATHS, ApiError } from 'shared';
import { teamKpi, downlinePage, affiliateLink } from '../../../testing/fixtures';
import { fakeGet, renderWithProviders, signIn, signOut } from '../../../testing/render';
import { AgentCentrePage } from './agent-centre-page';

const kpiCalls = (spy: jest.SpyInstance) =>
  spy.mock.calls
    .filter(([path]) => path === AGENT_PATHS.kpi)
    .map(([, options]) => (options as { query: unknown }).query);

beforeEach(() => signIn());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('AgentCentrePage', () => {
  it('shows the title, the contract links and the three tabs, Overview first', async () => {
    fakeGet({ [AGENT_PATHS.kpi]: teamKpi() });
    renderWithProviders(<AgentCentrePage />, { path: '/m/agent' });
    expect(screen.getByRole('heading', { level: 1, name: 'Agency centre' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Agency centre sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Downlines', 'Links']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const contracts = screen.getByRole('navigation', { name: 'Contracts' });
    expect(within(contracts).getByRole('link', { name: 'Daily salary contract' })).toHaveAttribute(
      'href',
      '/m/member/agent/getSalaryContract',
    );
    expect(within(contracts).getByRole('link', { name: 'Dividend contract' })).toHaveAttribute(
      'href',
      '/m/member/agent/getDevidendContract',
    );
    expect(within(contracts).getByRole('link', { name: 'Hourly salary contract' })).toHaveAttribute(
      'href',
      '/m/member/agent/getHourContract',
    );
    expect(await screen.findByTestId('kpi-members')).toHaveTextContent('1,234');
  });

  it('keeps the tab in the URL and opens on it after a reload', async () => {
    const user = userEvent.setup();
    fakeGet({
      [AGENT_PATHS.kpi]: teamKpi(),
      [AGENT_PATHS.downlines]: downlinePage([]),
      [AGENT_PATHS.affiliateLinks]: [affiliateLink()],
    });
    const first = renderWithProviders(<AgentCentrePage />, { path: '/m/agent' });
    await user.click(screen.getByRole('tab', { name: 'Downlines' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/agent?tab=downlines');
    expect(screen.getByRole('tab', { name: 'Downlines' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search by account' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/agent$/);
    first.unmount();

    renderWithProviders(<AgentCentrePage />, { path: '/m/agent?tab=links' });
    expect(screen.getByRole('tab', { name: 'Links' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('AB12CD34')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    fakeGet({ [AGENT_PATHS.kpi]: teamKpi(), [AGENT_PATHS.downlines]: downlinePage([]) });
    renderWithProviders(<AgentCentrePage />, { path: '/m/agent' });
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Downlines' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Downlines' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Links' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('KPI panel', () => {
  it('shows the seven figures: counts plain, money with the currency', async () => {
    fakeGet({ [AGENT_PATHS.kpi]: teamKpi() });
    renderWithProviders(<AgentCentrePage />, { path: '/m/agent' });
    expect(await screen.findByTestId('kpi-members')).toHaveTextContent('Members1,234');
    expect(screen.getByTestId('kpi-newMembers')).toHaveTextContent('New members12');
    expect(screen.getByTestId('kpi-activeMembers')).toHaveTextContent('Active members345');
    expect(screen.getByTestId('kpi-deposits')).toHaveTextContent('Deposits৳1,500,000.00');
    expect(screen.getByTestId('kpi-withdrawals')).toHaveTextContent('Withdrawals৳250,000.50');
    expect(screen.getByTestId('kpi-bets')).toHaveTextContent('Bets৳9,876,543.21');
    expect(screen.getByTestId('kpi-profit')).toHaveTextContent('Profit-৳12,345.00');
    expect(screen.getByTestId('kpi-range')).toHaveTextContent('2025/06/15 – 2025/06/15');
  });

  it('asks for today first, then each preset the agent picks', async () => {
    const user = userEvent.setup();
    const get = fakeGet({ [AGENT_PATHS.kpi]: teamKpi() });
    renderWithProviders(<AgentCentrePage />, { path: '/m/agent' });
    await screen.findByTestId('kpi-members');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Yesterday', 'This week', 'This month']) {
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }
    await waitFor(() =>
      expect(kpiCalls(get)).toEqual([
        { preset: 'today' },
        { preset: 'yesterday' },
        { preset: 'thisWeek' },
        { preset: 'thisMonth' },
      ]),
    );
    expect(get.mock.calls.find(([path]) => path === AGENT_PATHS.kpi)?.[1]).toMatchObject({
      moduleId: 'COMM3',
    });
  });

  it('checks a custom range before asking: problems shown under the inputs block the call', async () => {
    const user = userEvent.setup();
    const get = fakeGet({ [AGENT_PATHS.kpi]: teamKpi() });
    renderWithProviders(<AgentCentrePage />, { path: '/m/agent' });
    await screen.findByTestId('kpi-members');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    // Custom starts on this month so far, a valid range: asked at once.
    const customCalls = () =>
      kpiCalls(get).filter((query) => (query as { preset: string }).preset === 'custom');
    await waitFor(() => expect(customCalls()).toHaveLength(1));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    fireEvent.change(from, { target: { value: '2025-02-10' } });
    fireEvent.change(to, { target: { value: '2025-02-01' } });
    expect(screen.getByText('The end day cannot be before the start day')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Correct the dates to see the figures')).toBeInTheDocument();

    fireEvent.change(from, { target: { value: '2024-01-01' } });
    fireEvent.change(to, { target: { value: '2024-12-31' } });
    expect(screen.getByText('Choose at most 93 days')).toBeInTheDocument();

    fireEvent.change(to, { target: { value: '' } });
    expect(screen.getByText('Choose both days')).toBeInTheDocument();

    expect(customCalls()).toHaveLength(1);

    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.change(to, { target: { value: '2025-01-31' } });
    expect(screen.queryByText('Choose both days')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(customCalls()[1]).toEqual({ preset: 'custom', from: '2025-01-01', to: '2025-01-31' }),
    );
  });

  it('offers a retry when the figures could not be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeGet({
      [AGENT_PATHS.kpi]: () => {
        if (fail) throw new ApiError('unknown', 500);
        return teamKpi();
      },
    });
    renderWithProviders(<AgentCentrePage />, { path: '/m/agent' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('kpi-members')).toHaveTextContent('1,234');
  });
});
