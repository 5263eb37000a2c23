// The promotions' texts: the pages, the reward form and the side menu's promotions: under the 'promotions.' keys of
// the 'promotions' namespace, fetched in the current language when the feature's first module loads; its `t` also finds the remote's common texts (texts of one
// feature do not ride with another's, and a Bengali visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    promotions: { promotions: typeof en };
  }
}

export const promotionsTextsReady = addTexts('promotions', (language) =>
  import(/* webpackChunkName: "texts-promotions-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ promotions: texts.default }),
  ),
);

export function usePromotionsTranslation() {
  return useTranslation(['promotions', 'content']);
}
