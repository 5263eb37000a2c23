// Customer service's texts: the floating button, the sheet and the chat: under the 'service.' keys of the 'service'
// namespace, fetched in the current language when the feature's first module loads; its `t` also finds the remote's common texts (texts of one feature do not ride
// with another's, and a Bengali visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    service: { service: typeof en };
  }
}

export const serviceTextsReady = addTexts('service', (language) =>
  import(/* webpackChunkName: "texts-service-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ service: texts.default }),
  ),
);

export function useServiceTranslation() {
  return useTranslation(['service', 'content']);
}
