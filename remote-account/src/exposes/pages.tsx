// Exposed './Pages': the account remote's pages by route id: the member area and the money pages. A route
// without a page yet shows an honest "coming soon" frame.
import { PageSwitch, type RemotePagesProps } from 'shared';
import { MEMBER_PAGES } from '../features/member/pages';
import { MONEY_PAGES } from '../features/money/pages';
import '../setup';

const PAGES = { ...MEMBER_PAGES, ...MONEY_PAGES };

export default function AccountPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} pages={PAGES} />;
}
