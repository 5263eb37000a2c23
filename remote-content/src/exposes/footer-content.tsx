// Exposed './FooterContent': home's footer content.
import { FooterContent } from '../app/footer-content';
import '../setup';

export default FooterContent;
