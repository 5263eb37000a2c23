// The upline transfer page's texts: under the 'upline.' keys of the 'upline' namespace, fetched in the current
// language when the feature's first module loads (texts of one feature do not ride with another's, and a Bengali
// visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    upline: { upline: typeof en };
  }
}

export const uplineTextsReady = addTexts('upline', (language) =>
  import(/* webpackChunkName: "texts-upline-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ upline: texts.default }),
  ),
);

export function useUplineTranslation() {
  return useTranslation(['upline', 'agent']);
}
