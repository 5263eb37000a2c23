import { act, screen, within } from '@testing-library/react';
import { api, API_PATHS, mcStore, PROTECTION_PATHS, type SessionFigures, trialSessionAtom } from 'shared';
import { type Flags, merchantConfig, renderWithProviders, signIn, signOut } from 'shared/testing';
import '../../../setup';
import { openGameAtom } from '../frame-state';
import { GameFrame } from './game-frame';
import { SESSION_BAR_REFRESH_MS } from './session-bar';

const STARTED_AT = new Date('2025-05-01T10:00:00Z');
const ON: Flags = { RGREALITY: true };

/** The platform API: session figures by the fake clock with the current net position, and the merchant config. */
function serve(flags: Flags = ON) {
  const state = { netMinor: -1000, calls: 0 };
  jest.spyOn(api, 'get').mockImplementation((path: string) => {
    if (path === API_PATHS.systemConfig) return Promise.resolve(merchantConfig(flags) as never);
    if (path !== PROTECTION_PATHS.session) return Promise.reject(new Error(`unexpected ${path}`));
    state.calls += 1;
    const value: SessionFigures = {
      startedAt: STARTED_AT.toISOString(),
      elapsedSeconds: Math.floor((Date.now() - STARTED_AT.getTime()) / 1000),
      wageredMinor: 1000,
      netMinor: state.netMinor,
      realityCheckSeconds: 3600,
      endsAt: null,
    };
    return Promise.resolve(value as never);
  });
  return state;
}

function openGame(flags: Flags = ON) {
  mcStore.set(openGameAtom, { url: '/games/demo-slot?gameId=g-a', title: 'Demo Slot' });
  return renderWithProviders(<GameFrame />, { flags });
}

async function pass(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  // Ten minutes into the session when the game opens.
  jest.useFakeTimers({ now: STARTED_AT.getTime() + 10 * 60_000 });
});

afterEach(() => {
  mcStore.set(openGameAtom, null);
  mcStore.set(trialSessionAtom, null);
  signOut();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the game frame session bar', () => {
  it('shows the session time ticking each second and the net position of a member', async () => {
    signIn();
    serve();
    openGame();
    const bar = await screen.findByRole('group', { name: 'This session' });
    expect(bar).toHaveTextContent('Session time 0:10:00');
    expect(within(bar).getByText('-৳10.00')).toHaveClass('mc-money-signed--down');

    await pass(1000);
    expect(bar).toHaveTextContent('Session time 0:10:01');
    await pass(2000);
    expect(bar).toHaveTextContent('Session time 0:10:03');
  });

  it('reads the net position again while the game runs', async () => {
    signIn();
    const server = serve();
    openGame();
    const bar = await screen.findByRole('group', { name: 'This session' });
    expect(bar).toHaveTextContent('Net position -৳10.00');

    // A win in the game (another page): the next read shows it.
    server.netMinor = 500;
    await pass(SESSION_BAR_REFRESH_MS);
    expect(bar).toHaveTextContent('Net position +৳5.00');
  });

  it('shows free play its session too', async () => {
    mcStore.set(trialSessionAtom, {
      token: 'trial',
      merchantCode: 'vsbdtf5',
      userName: 'guest',
      type: 4,
      firstTimeLogin: false,
      expiresAt: Date.now() + 1e6,
    });
    serve();
    openGame();
    const bar = await screen.findByRole('group', { name: 'This session' });
    expect(bar).toHaveTextContent('Session time 0:10:00');
    expect(bar).toHaveTextContent('Net position -৳10.00');
  });

  it('is left out when the merchant switched the reality check off', async () => {
    signIn();
    const server = serve({});
    openGame({});
    expect(await screen.findByRole('dialog', { name: 'Demo Slot' })).toBeInTheDocument();
    await pass(SESSION_BAR_REFRESH_MS);
    expect(screen.queryByRole('group', { name: 'This session' })).not.toBeInTheDocument();
    expect(server.calls).toBe(0);
  });
});
