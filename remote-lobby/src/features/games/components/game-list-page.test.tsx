import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { LOBBY_PATHS, type PagedGames, type VendorConfig } from 'shared';
import { apiAnswer, recorder, setupNetwork } from 'shared/testing';
import { game, renderWithProviders } from '../../../testing/render';
import { GameListPage } from './game-list-page';

const server = setupNetwork();
const asked = recorder();
/** The query of each game list page asked for (values as sent: strings). */
const gameQueries = () => asked.requests.map(({ query }) => Object.fromEntries(query));

const config: VendorConfig = {
  sorting: [{ gameCategory: 'RNG', vendorNames: [] }],
  mapping: {
    RNG: ['JL', 'PG'].map((vassalage) => ({
      vassalage,
      displayName: vassalage === 'JL' ? 'JILI' : 'PG Soft',
      gameType: 'RNG' as const,
      gameCategory: 'RNG',
      mobileLargeIcon: '',
      isHot: 0 as const,
      gameClassify: [{ key: 'JP', displayName: 'Jackpot' }],
    })),
  },
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const page = (pageNum: number, totalPages: number, prefix = 'p'): PagedGames => ({
  games: [game(`${prefix}${pageNum}`)],
  pageNum,
  totalPages,
  totalCount: totalPages,
});

beforeEach(() => {
  asked.requests.length = 0;
  // Two pages of one game each, named by the vendor asked for.
  server.use(
    apiAnswer<PagedGames>(
      LOBBY_PATHS.games,
      ({ query }) => page(Number(query.get('pageNo')), 2, query.get('vassalage') || 'all'),
      { onRequest: asked.onRequest },
    ),
  );
});

function renderPage(path = '/m/slot-games') {
  return renderWithProviders(
    <>
      <GameListPage entry="RNG" title="Slots" />
      <Location />
    </>,
    { path, vendorConfig: config },
  );
}

describe('game list page', () => {
  it('reads its filter from the URL on load', async () => {
    renderPage('/m/slot-games?vassalage=PG&gameName=gold');
    await screen.findByRole('button', { name: 'Play Game PG1' });
    expect(gameQueries()).toContainEqual(
      expect.objectContaining({
        moduleId: 'GAMELO3',
        gameType: 'RNG',
        vassalage: 'PG',
        gameName: 'gold',
        pageNo: '1',
        pageSize: '36',
      }),
    );
  });

  it('loads more while pageNum < totalPages and starts again at page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: 'Play Game all2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(gameQueries().at(-1)).toEqual(expect.objectContaining({ pageNo: '2' }));

    const strip = screen.getByRole('list', { name: 'Providers' });
    await user.click(within(strip).getByRole('button', { name: 'JILI' }));
    await screen.findByRole('button', { name: 'Play Game JL1' });
    expect(gameQueries().at(-1)).toEqual(expect.objectContaining({ vassalage: 'JL', pageNo: '1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?vassalage=JL');
  });

  it('applies the provider popup choice only on Confirm, starting from the current vendor', async () => {
    const user = userEvent.setup();
    renderPage('/m/slot-games?vassalage=JL');
    await user.click(await screen.findByRole('button', { name: 'Providers' }));
    const dialog = screen.getByRole('dialog', { name: 'Providers' });
    expect(within(dialog).getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('?vassalage=JL');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^$/));
  });

  it('deselects an active classification on a second click and writes the choice to the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    const jackpot = within(dialog).getByRole('button', { name: 'Jackpot' });
    await user.click(jackpot);
    expect(jackpot).toHaveAttribute('aria-pressed', 'true');
    await user.click(jackpot);
    expect(jackpot).toHaveAttribute('aria-pressed', 'false');
    await user.click(jackpot);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?gameClassify=JP'));
  });

  it('filter reset with nothing selected only closes; with a selection it clears and applies', async () => {
    const user = userEvent.setup();
    renderPage('/m/slot-games?gameClassify=JP');
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Filter' })).getByRole('button', { name: 'Reset' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Filter' })).getByRole('button', { name: 'Reset' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
