// Exposed './Pages': the agency centre, the three contract pages and the upline transfer, by route id, each in a
// chunk of its own (`page-<route id>`, shared/src/ui/page-switch.tsx; the contract pages share one module, so one
// chunk named after all three).
import { type PageLoader, PageSwitch, type RemotePagesProps, startOpeningPage } from 'shared';
import '../setup';

const contractPages = () =>
  import(
    /* webpackChunkName: "page-salaryContract~dividendContract~hourlyContract" */ '../features/contracts/components/contract-page'
  );

const PAGES: Partial<Record<string, PageLoader>> = {
  agentCenter: () =>
    import(/* webpackChunkName: "page-agentCenter" */ '../features/centre/components/agent-centre-page').then(
      (m) => m.AgentCentrePage,
    ),
  salaryContract: () => contractPages().then((m) => m.SalaryContractPage),
  dividendContract: () => contractPages().then((m) => m.DividendContractPage),
  hourlyContract: () => contractPages().then((m) => m.HourlyContractPage),
  uplineTransfer: () =>
    import(
      /* webpackChunkName: "page-uplineTransfer" */ '../features/upline/components/upline-transfer-page'
    ).then((m) => m.UplineTransferPage),
};

// The page this visit opens on starts loading with this module (the site server preloaded its chunk).
startOpeningPage(PAGES);

export default function AgentPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} lazyPages={PAGES} />;
}
