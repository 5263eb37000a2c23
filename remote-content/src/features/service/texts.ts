// Customer service's texts ('service.'): the floating button, the sheet and the chat, in the content namespace, registered
// when the feature's first module loads instead of riding in the remote's entry with every content area (see
// shared/src/i18n/feature-texts.ts).
import { featureTexts } from 'shared/feature-texts';
import { NAMESPACE } from '../../setup';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const useServiceTranslation = featureTexts(NAMESPACE, 'service', { bn, en });
