// A feature's texts, registered in its app's namespace when the feature's first module loads, not with the app's
// setup, with the hook the feature's modules read them through (issue 9). Texts registered by a remote's setup ship
// in its remoteEntry.js and load with every area of the remote, needed or not: the account's money texts rode with
// the member centre and the login popup, the content remote's help, download and promotion texts with home's
// banners. A module that reads its feature's texts through the hook imports the feature's texts module, so it
// cannot render before they are registered (shared/src/i18n/used-keys.test.ts checks that it does).
//
// Imported by its own path ('shared/feature-texts'), so each app bundles this small module: it reads the page's one
// i18n through the 'shared' singleton, and adds nothing to the singleton's interface that a remote would need from
// an older shell.
import { addAppTranslations, type AppTranslations, useTranslation } from 'shared';

/**
 * Registers `texts` in `namespace` under `key` (`null`: at the namespace's root) and returns the hook that reads
 * the namespace: `export const usePromotionsTranslation = featureTexts('content', 'promotions', { bn, en })`.
 */
export function featureTexts(
  namespace: string,
  key: string | null,
  texts: AppTranslations,
): () => ReturnType<typeof useTranslation> {
  addAppTranslations(namespace, key === null ? texts : { bn: { [key]: texts.bn }, en: { [key]: texts.en } });
  return function useFeatureTranslation() {
    return useTranslation(namespace);
  };
}
