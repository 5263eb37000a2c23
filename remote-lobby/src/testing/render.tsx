// Test helpers of the lobby remote: the shared ones (shared/testing) with this remote's setup loaded, a memory
// router at `path` ('/' by default) and the vendor config cached when given; and sample data.
import type { ReactElement } from 'react';
import type { Game, VendorConfig } from 'shared';
import { renderWithProviders as render } from 'shared/testing';
import '../setup';

export { merchantConfig, signIn, signOut } from 'shared/testing';

export function renderWithProviders(
  ui: ReactElement,
  { path = '/', vendorConfig }: { path?: string; vendorConfig?: VendorConfig } = {},
) {
  return render(ui, { path, queryData: vendorConfig ? [[['lobby', 'vendorGameTypes'], vendorConfig]] : [] });
}

export function game(nodeId: string, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameId: `g-${nodeId}`,
    gameName: `Game ${nodeId}`,
    gameType: 'RNG',
    vassalage: 'JL',
    gameClassify: [],
    iconUrl: `/static/games/${nodeId}.svg`,
    isNew: false,
    isHot: false,
    supportPlay: true,
    freeplay: false,
    gameCode: '',
    lottoMode: null,
    ...overrides,
  };
}
