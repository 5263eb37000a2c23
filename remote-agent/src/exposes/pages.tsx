// Exposed './Pages': the agency centre, the three contract pages and the upline transfer, by route id.
import { PageSwitch, type RemotePagesProps } from 'shared';
import { AgentCentrePage } from '../features/centre/components/agent-centre-page';
import {
  DividendContractPage,
  HourlyContractPage,
  SalaryContractPage,
} from '../features/contracts/components/contract-page';
import { UplineTransferPage } from '../features/upline/components/upline-transfer-page';
import '../setup';

const PAGES = {
  agentCenter: AgentCentrePage,
  salaryContract: SalaryContractPage,
  dividendContract: DividendContractPage,
  hourlyContract: HourlyContractPage,
  uplineTransfer: UplineTransferPage,
};

export default function AgentPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} pages={PAGES} />;
}
