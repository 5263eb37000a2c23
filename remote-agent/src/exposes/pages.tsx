// Exposed './Pages': the agency centre and contract pages by route id; they arrive with the agency issue and
// say so.
import { PageSwitch, type RemotePagesProps } from 'shared';
import '../setup';

const PAGES = {};

export default function AgentPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} pages={PAGES} />;
}
