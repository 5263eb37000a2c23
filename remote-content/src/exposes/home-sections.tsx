// Exposed './HomeSections': home's help-centre block or highlight cards.
import { HomeSections } from '../app/home-sections';
import '../setup';

export default HomeSections;
