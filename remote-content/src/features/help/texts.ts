// The help centre's texts: under the 'help.' keys of the 'help' namespace, fetched in the current language when the
// feature's first module loads (texts of one feature do not ride with another's, and a Bengali visit fetches no
// English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    help: { help: typeof en };
  }
}

export const helpTextsReady = addTexts('help', (language) =>
  import(/* webpackChunkName: "texts-help-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ help: texts.default }),
  ),
);

export function useHelpTranslation() {
  return useTranslation(['help', 'content']);
}
