// Exposed './HomeGameArea': the game area of the home page.
import { HomeGameArea } from '../features/vendors/components/home-game-area';
import '../setup';

export default HomeGameArea;
