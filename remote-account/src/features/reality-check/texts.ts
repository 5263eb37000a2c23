// The reality check's texts: under the 'realityCheck.' keys of the 'realityCheck' namespace, fetched in the current
// language when the feature's first module loads (texts of one feature do not ride with another's, and a Bengali
// visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    realityCheck: { realityCheck: typeof en };
  }
}

export const realityCheckTextsReady = addTexts('realityCheck', (language) =>
  import(/* webpackChunkName: "texts-realityCheck-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({
      realityCheck: texts.default,
    }),
  ),
);

export function useRealityCheckTranslation() {
  return useTranslation(['realityCheck', 'account']);
}
