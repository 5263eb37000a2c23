// The sign-in, registration, password and mobile-binding texts (at the account namespace's root, where the auth
// forms read them): registered when the auth feature's first module loads, so the member and money pages do not
// carry them in the remote's entry. See shared/src/i18n/feature-texts.ts.
import { featureTexts } from 'shared/feature-texts';
import { NAMESPACE } from '../../setup';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const useAuthTranslation = featureTexts(NAMESPACE, null, { bn, en });
