// The money pages' texts ('money.' in the account namespace): see lib/feature-texts.ts.
import { featureTexts } from '../../lib/feature-texts';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const useMoneyTranslation = featureTexts('money', { bn, en });
