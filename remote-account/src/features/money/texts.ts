// The money pages' texts ('money.' in the account namespace): see shared/src/i18n/feature-texts.ts.
import { featureTexts } from 'shared/feature-texts';
import { NAMESPACE } from '../../setup';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const useMoneyTranslation = featureTexts(NAMESPACE, 'money', { bn, en });
