// The player-protection pages' texts ('protection.' in the account namespace): see lib/feature-texts.ts.
import { featureTexts } from '../../lib/feature-texts';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const useProtectionTranslation = featureTexts('protection', { bn, en });
