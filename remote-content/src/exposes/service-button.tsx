// Exposed './ServiceButton': the floating customer-service button the shell shows on every page.
import { ServiceButton } from '../features/service/components/service-button';
import '../setup';

export default ServiceButton;
