// Exposed './Pages': the content remote's pages by route id. Promotions, announcements, help and download
// arrive with the content issue and say so.
import { PageSwitch, type RemotePagesProps } from 'shared';
import '../setup';

const PAGES = {};

export default function ContentPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} pages={PAGES} />;
}
