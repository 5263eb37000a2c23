// The player-protection pages' texts: under the 'protection.' keys of the 'protection' namespace, fetched in the
// current language when the feature's first module loads (texts of one feature do not ride with another's, and a
// Bengali visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    protection: { protection: typeof en };
  }
}

export const protectionTextsReady = addTexts('protection', (language) =>
  import(/* webpackChunkName: "texts-protection-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ protection: texts.default }),
  ),
);

export function useProtectionTranslation() {
  return useTranslation(['protection', 'account']);
}
