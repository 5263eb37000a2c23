// The member area's texts ('memberArea.' in the account namespace: the member centre, settings, security, rewards,
// mail, feedback, rebates): registered when the member area's first module loads, not with the remote's setup, so
// the login popup and the reality check that home loads do not carry them in remoteEntry.js (issue 9). See
// shared/src/i18n/feature-texts.ts.
import { featureTexts } from 'shared/feature-texts';
import { NAMESPACE } from '../../setup';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const useMemberTranslation = featureTexts(NAMESPACE, 'memberArea', { bn, en });
