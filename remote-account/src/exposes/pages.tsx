// Exposed './Pages': the account remote's pages by route id. The member centre is built; the rest of the
// member area arrives with the member-centre issue and says so.
import { PageSwitch, type RemotePagesProps } from 'shared';
import { MemberCentre } from '../features/member/components/member-centre';
import '../setup';

const PAGES = { member: MemberCentre };

export default function AccountPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} pages={PAGES} />;
}
