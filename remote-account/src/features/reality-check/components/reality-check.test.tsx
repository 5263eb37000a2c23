import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { api, API_PATHS, bus, PROTECTION_PATHS, type SessionFigures } from 'shared';
import { type Flags, merchantConfig, renderWithProviders, signIn, signOut } from 'shared/testing';
import '../../../setup';
import { ANSWERED_STORAGE_KEY } from '../lib/schedule';
import { RealityCheck } from './reality-check';

const MINUTE = 60_000;
const STARTED_AT = new Date('2025-05-01T10:00:00Z');
const ON: Flags = { RGREALITY: true, TRANSBETREPMEM3: true };

/**
 * The platform API: the session figures (elapsed time by the fake clock, the rest as the test sets it, read at
 * each call) and the merchant config with the test's flags.
 */
function serveFigures(
  figures: Partial<SessionFigures> | (() => Partial<SessionFigures>) = {},
  flags: Flags = ON,
) {
  const calls = { count: 0 };
  jest.spyOn(api, 'get').mockImplementation((path: string) => {
    if (path === API_PATHS.systemConfig) return Promise.resolve(merchantConfig(flags) as never);
    if (path !== PROTECTION_PATHS.session) return Promise.reject(new Error(`unexpected ${path}`));
    calls.count += 1;
    const value: SessionFigures = {
      startedAt: STARTED_AT.toISOString(),
      elapsedSeconds: Math.floor((Date.now() - STARTED_AT.getTime()) / 1000),
      wageredMinor: 25_000,
      netMinor: -12_000,
      realityCheckSeconds: 15 * 60,
      endsAt: null,
      ...(typeof figures === 'function' ? figures() : figures),
    };
    return Promise.resolve(value as never);
  });
  return calls;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders the check and lets the session figures load, as they do when a page opens. */
async function renderCheck(flags: Flags = ON) {
  const rendered = renderWithProviders(
    <>
      <RealityCheck />
      <Where />
    </>,
    { flags, path: '/m/slot-games' },
  );
  // As on a page, the first answers are in before the clock runs.
  await pass(0);
  return rendered;
}

/** Let the clock run (timers, then the promises they started). */
async function pass(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

function dialog() {
  return screen.queryByRole('dialog', { name: 'Reality check' });
}

beforeEach(() => {
  jest.useFakeTimers({ now: STARTED_AT });
  sessionStorage.clear();
  signIn();
});

afterEach(() => {
  signOut();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RealityCheck', () => {
  it('opens when the interval since the session start is reached, with the figures of that moment', async () => {
    serveFigures();
    await renderCheck();
    await pass(15 * MINUTE - 1000);
    expect(dialog()).not.toBeInTheDocument();

    await pass(1000);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('Session time0:15:00');
    expect(check).toHaveTextContent('Amount wagered৳250.00');
    expect(check).toHaveTextContent('Net position-৳120.00');
    // Focus goes into the dialog, on its first action.
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();

    // The session time runs on while the dialog is open.
    await pass(5000);
    expect(check).toHaveTextContent('Session time0:15:05');
  });

  it('shows a gain with a plus sign', async () => {
    serveFigures({ netMinor: 5_000, realityCheckSeconds: 60 });
    await renderCheck();
    await pass(MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toHaveTextContent(
      'Net position+৳50.00',
    );
  });

  it('continues for another full interval after Continue', async () => {
    serveFigures();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await renderCheck();
    await pass(15 * MINUTE);
    expect(dialog()).toBeInTheDocument();
    // The member reads for half a minute before going on.
    await pass(30_000);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(dialog()).not.toBeInTheDocument();

    // Not at the next multiple of the interval (30:00), but one interval after the answer (30:30).
    await pass(15 * MINUTE - 1000);
    expect(dialog()).not.toBeInTheDocument();
    await pass(1000);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toHaveTextContent(
      'Session time0:30:30',
    );
  });

  it('remembers the answer across a reload of the page', async () => {
    serveFigures();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const first = await renderCheck();
    await pass(15 * MINUTE);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    first.unmount();

    await pass(5 * MINUTE);
    await renderCheck();
    await pass(9 * MINUTE);
    expect(dialog()).not.toBeInTheDocument();
    await pass(MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('opens at once after a reload when a check fell due while the page was away', async () => {
    sessionStorage.setItem(
      ANSWERED_STORAGE_KEY,
      JSON.stringify({ startedAt: STARTED_AT.toISOString(), seconds: 15 * 60 }),
    );
    jest.setSystemTime(STARTED_AT.getTime() + 40 * MINUTE);
    serveFigures();
    await renderCheck();
    await pass(0);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toHaveTextContent(
      'Session time0:40:00',
    );
  });

  it('View history answers the check and opens the betting record', async () => {
    serveFigures();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await renderCheck();
    await pass(15 * MINUTE);
    await user.click(screen.getByRole('button', { name: 'View history' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/m/gameRecord');
  });

  it('offers no history link when the betting record is switched off', async () => {
    serveFigures({}, { RGREALITY: true });
    await renderCheck({ RGREALITY: true });
    await pass(15 * MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View history' })).not.toBeInTheDocument();
  });

  it("Sign out starts the site's sign-out flow", async () => {
    serveFigures();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const requests: unknown[] = [];
    const stop = bus.on('logout:request', (payload) => requests.push(payload));
    await renderCheck();
    await pass(15 * MINUTE);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    stop();
    expect(dialog()).not.toBeInTheDocument();
    expect(requests).toEqual([{}]);
  });

  it('never opens when the merchant switched the reality check off', async () => {
    const calls = serveFigures({}, { TRANSBETREPMEM3: true });
    await renderCheck({ TRANSBETREPMEM3: true });
    await pass(3 * 60 * MINUTE);
    expect(dialog()).not.toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('never opens when the member chose no reality check (interval 0)', async () => {
    serveFigures({ realityCheckSeconds: 0 });
    await renderCheck();
    await pass(3 * 60 * MINUTE);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('picks up an interval the member changed meanwhile', async () => {
    let seconds = 0;
    serveFigures(() => ({ realityCheckSeconds: seconds }));
    await renderCheck();
    await pass(20 * MINUTE);
    expect(dialog()).not.toBeInTheDocument();
    // Turned on at 15 minutes while 20 have passed: due at once, seen by the next poll.
    seconds = 15 * 60;
    await pass(MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });
});
