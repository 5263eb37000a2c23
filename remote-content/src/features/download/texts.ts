// The app download page's texts: under the 'download.' keys of the 'download' namespace, fetched in the current
// language when the feature's first module loads (texts of one feature do not ride with another's, and a Bengali
// visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    download: { download: typeof en };
  }
}

export const downloadTextsReady = addTexts('download', (language) =>
  import(/* webpackChunkName: "texts-download-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ download: texts.default }),
  ),
);

export function useDownloadTranslation() {
  return useTranslation(['download', 'content']);
}
