import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from 'shared';
import { game, renderWithProviders, signIn, signOut } from '../testing/render';
import { GameGrid } from '../features/games/components/game-grid';
import { fetchLaunch } from '../lib/launch/api/launch';
import { GameFrame } from '../lib/launch/components/game-frame';

jest.mock('../lib/launch/api/launch', () => ({ fetchLaunch: jest.fn() }));
const launchMock = jest.mocked(fetchLaunch);

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

beforeEach(() => jest.clearAllMocks());
afterEach(signOut);

describe('game launch', () => {
  it('opens the game in the site frame and asks for a wallet refresh when it closes', async () => {
    signIn();
    const user = userEvent.setup();
    const refreshes: unknown[] = [];
    const stop = bus.on('wallet:refresh', (payload) => refreshes.push(payload));
    launchMock.mockResolvedValue({ url: '/games/demo-slot?gameId=g-a', mode: 'frame' });
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Play Game a' }));
    const frame = await screen.findByRole('dialog', { name: 'Game a' });
    expect(frame.querySelector('iframe')).toHaveAttribute('src', '/games/demo-slot?gameId=g-a');
    // The game opens in the site's language (the tests run in English).
    expect(launchMock).toHaveBeenCalledWith({
      gameId: 'g-a',
      language: 'en',
      nodeId: 'a',
      vendor: 'JL',
      freePlay: '',
    });
    await user.click(screen.getByRole('button', { name: 'Back to lobby' }));
    stop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refreshes).toEqual([{ reason: 'game-closed' }]);
  });

  it('sends the lottery fields for a lottery game, which has no favourite star', async () => {
    signIn();
    const user = userEvent.setup();
    launchMock.mockResolvedValue({ url: '/games/lott', mode: 'frame' });
    renderGrid();
    expect(screen.queryByRole('button', { name: 'Add Game l to favourites' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play Game l' }));
    expect(launchMock).toHaveBeenCalledWith(
      expect.objectContaining({ gameCode: 'L1', prizeMode: 'Elott', playType: 'trad' }),
    );
  });

  it('opens the login popup instead without a session', async () => {
    const user = userEvent.setup();
    const popups: unknown[] = [];
    const stop = bus.on('popup:open', (payload) => popups.push(payload));
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Play Game a' }));
    stop();
    expect(popups).toEqual([{ kind: 'login' }]);
    expect(launchMock).not.toHaveBeenCalled();
  });
});
