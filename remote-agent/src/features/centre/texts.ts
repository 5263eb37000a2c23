// The agency centre's texts: the centre page, its panels and downline cards: under the 'centre.' keys of the
// 'centre' namespace, fetched in the current language when the feature's first module loads; its `t` also finds the remote's common texts (texts of one feature do
// not ride with another's, and a Bengali visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    centre: { centre: typeof en };
  }
}

export const centreTextsReady = addTexts('centre', (language) =>
  import(/* webpackChunkName: "texts-centre-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ centre: texts.default }),
  ),
);

export function useCentreTranslation() {
  return useTranslation(['centre', 'agent']);
}
