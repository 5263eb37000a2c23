// Exposed './Pages': the lobby's pages by route id. Category and game-list pages arrive with the lobby issue
// and say so.
import { PageSwitch, type RemotePagesProps } from 'shared';
import '../setup';

const PAGES = {};

export default function LobbyPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} pages={PAGES} />;
}
