import '@testing-library/jest-dom';
import { markFirstContentShown } from '../../shared/src/state/first-load';

// Components are tested as on a page whose first content is on screen: the badges' counts and deferred areas are
// due (shared/src/state/first-load.ts). A test of the moments before sets firstContentShownAtom to false itself.
markFirstContentShown();
