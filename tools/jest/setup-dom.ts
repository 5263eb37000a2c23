import '@testing-library/jest-dom';
import { i18n, i18nReady, registeredNamespaces } from '../../shared/src/i18n/i18next-setup';
import { SUPPORTED_LANGUAGES } from '../../shared/src/i18n/languages';
import { markFirstContentShown } from '../../shared/src/state/first-load';

// Components are tested as on a page whose first content is on screen: the badges' counts and deferred areas are
// due (shared/src/state/first-load.ts). A test of the moments before sets firstContentShownAtom to false itself.
markFirstContentShown();

// Every text namespace the test file's modules registered, in both languages, is in before its tests run: a
// component renders its texts at once, as on a page whose texts have arrived, and a language switch in a test
// has nothing left to fetch.
beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(registeredNamespaces());
  await i18n.loadLanguages([...SUPPORTED_LANGUAGES]);
});
