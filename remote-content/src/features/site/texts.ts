// The site copy's texts: the footer's links, licence and highlight cards: under the 'site.' keys of the 'site'
// namespace, fetched in the current language when the feature's first module loads; its `t` also finds the remote's common texts (texts of one feature do not ride
// with another's, and a Bengali visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    site: { site: typeof en };
  }
}

export const siteTextsReady = addTexts('site', (language) =>
  import(/* webpackChunkName: "texts-site-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ site: texts.default }),
  ),
);

export function useSiteTranslation() {
  return useTranslation(['site', 'content']);
}
