// The reality check's texts ('realityCheck.' in the account namespace), registered with its own module rather than
// in the remote's entry (issue 9). See shared/src/i18n/feature-texts.ts.
import { featureTexts } from 'shared/feature-texts';
import { NAMESPACE } from '../../setup';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const useRealityCheckTranslation = featureTexts(NAMESPACE, 'realityCheck', { bn, en });
