// The agency centre's texts ('centre.'): the centre page, its panels and downline cards, in the agent namespace,
// registered when the feature's first module loads instead of riding in the remote's entry with the contract alerts
// on every page an agent opens (see shared/src/i18n/feature-texts.ts).
import { featureTexts } from 'shared/feature-texts';
import { NAMESPACE } from '../../setup';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const useCentreTranslation = featureTexts(NAMESPACE, 'centre', { bn, en });
