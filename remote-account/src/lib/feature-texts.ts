// A feature's texts, registered under its key of the account namespace when the feature's first module loads rather
// than with the remote (setup.ts), with the hook its modules read them through (issue 9). The money and protection
// texts were 9.4 KB gzip of the chunk that every account area loads first, the member centre's and the login
// popup's included, which show none of them; the sign-in and registration texts (auth) rode with every account
// page in the remote's entry. A module that reads the feature's texts through the hook cannot render
// before they are registered.
import { addAppTranslations, type AppTranslations, useTranslation } from 'shared';
import { NAMESPACE } from '../setup';

export function featureTexts(
  key: string | null,
  texts: AppTranslations,
): () => ReturnType<typeof useTranslation> {
  // `null`: the feature's texts sit at the namespace's root, where its modules have always read them (auth).
  addAppTranslations(NAMESPACE, key === null ? texts : { bn: { [key]: texts.bn }, en: { [key]: texts.en } });
  return function useFeatureTranslation() {
    return useTranslation(NAMESPACE);
  };
}
