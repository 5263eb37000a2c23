// Exposed './RealityCheck': the reality-check dialog the shell mounts once while a member is signed in; it shows
// itself at the member's interval.
import { RealityCheck } from '../features/reality-check/components/reality-check';
import '../setup';

export default RealityCheck;
