// Exposed './ServiceButton': the floating customer-service button the shell shows on every page.
import { ServiceButton } from '../features/service/components/service-button';
// The browser's install offer fires once, early: listen from the first module every page loads.
import '../features/download/lib/install-prompt';
import '../setup';

export default ServiceButton;
