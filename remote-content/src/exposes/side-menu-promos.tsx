// Exposed './SideMenuPromos': the side menu's first 3 activities.
import { SideMenuPromos } from '../features/promotions/components/side-menu-promos';
import '../setup';

export default SideMenuPromos;
