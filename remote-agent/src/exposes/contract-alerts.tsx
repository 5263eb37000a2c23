// Exposed './ContractAlerts': the contract alerts shown when home opens with an agent session.
import { ContractAlerts } from '../features/contracts/components/contract-alerts';
import '../setup';

export default ContractAlerts;
