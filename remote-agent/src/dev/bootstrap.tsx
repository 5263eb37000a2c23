// Standalone dev host of the agent remote.
import { mountDevHost } from 'shared/dev-host';
import ContractAlerts from '../exposes/contract-alerts';

mountDevHost('remote-agent', <ContractAlerts />);
