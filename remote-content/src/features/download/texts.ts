// The app download texts ('download.'): the download page, panel and pop-up, in the content namespace, registered
// when the feature's first module loads instead of riding in the remote's entry with every content area (see
// shared/src/i18n/feature-texts.ts).
import { featureTexts } from 'shared/feature-texts';
import { NAMESPACE } from '../../setup';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const useDownloadTranslation = featureTexts(NAMESPACE, 'download', { bn, en });
