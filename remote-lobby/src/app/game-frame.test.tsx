import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type LaunchValue, LOBBY_PATHS } from 'shared';
import { apiAnswer, recorder, setupNetwork } from 'shared/testing';
import { game, renderWithProviders, signIn, signOut } from '../testing/render';
import { GameGrid } from '../features/games/components/game-grid';
import { GameFrame } from '../lib/launch/components/game-frame';

const server = setupNetwork();
const launches = recorder();
/** The query of each launch asked for, without the API's own parameters. */
const launchQueries = () =>
  launches.requests.map(({ query }) => {
    const fields = Object.fromEntries(query);
    delete fields.merchantCode;
    delete fields.moduleId;
    return fields;
  });

function answerLaunch(value: LaunchValue) {
  server.use(apiAnswer<LaunchValue>(LOBBY_PATHS.launch, value, { onRequest: launches.onRequest }));
}

function renderGrid() {
  return renderWithProviders(
    <>
      <GameGrid
        label="Games"
        games={[game('a'), game('l', { gameType: 'LOTT', gameCode: 'L1' })]}
        isPending={false}
      />
      <GameFrame />
    </>,
  );
}

beforeEach(() => {
  launches.requests.length = 0;
  // A member's grid shows favourite stars: none are favourites here.
  server.use(apiAnswer<{ favGames: string[] }>(LOBBY_PATHS.favouriteIds, { favGames: [] }));
});
afterEach(signOut);

describe('game launch', () => {
  it('opens the game in the site frame and asks for a wallet refresh when it closes', async () => {
    signIn();
    const user = userEvent.setup();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    answerLaunch({ url: '/games/demo-slot?gameId=g-a', mode: 'frame' });
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Play Game a' }));
    const frame = await screen.findByRole('dialog', { name: 'Game a' });
    expect(frame.querySelector('iframe')).toHaveAttribute('src', '/games/demo-slot?gameId=g-a');
    // The game opens in the site's language (the tests run in English).
    expect(launchQueries()).toEqual([
      { gameId: 'g-a', language: 'en', nodeId: 'a', vendor: 'JL', freePlay: '' },
    ]);
    expect(launches.requests[0]?.query.get('moduleId')).toBe('GAMELO3');
    await user.click(screen.getByRole('button', { name: 'Back to lobby' }));
    stop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refreshes).toEqual([{ reason: 'game-closed' }]);
  });

  it('sends the lottery fields for a lottery game, which has no favourite star', async () => {
    signIn();
    const user = userEvent.setup();
    answerLaunch({ url: '/games/lott', mode: 'frame' });
    renderGrid();
    expect(screen.queryByRole('button', { name: 'Add Game l to favourites' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play Game l' }));
    await screen.findByRole('dialog', { name: 'Game l' });
    expect(launchQueries()).toEqual([
      expect.objectContaining({ gameCode: 'L1', prizeMode: 'Elott', playType: 'trad' }),
    ]);
  });

  it('opens the login popup instead without a session', async () => {
    const user = userEvent.setup();
    const popups: unknown[] = [];
    const stop = bus.on('popup:open', (payload) => popups.push(payload));
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Play Game a' }));
    stop();
    expect(popups).toEqual([{ kind: 'login' }]);
    expect(launches.requests).toHaveLength(0);
  });
});
