// The notices' texts: the notice strip, pop-ups and pages: under the 'announcements.' keys of the 'announcements'
// namespace, fetched in the current language when the feature's first module loads; its `t` also finds the remote's common texts (texts of one feature do not ride
// with another's, and a Bengali visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    announcements: { announcements: typeof en };
  }
}

export const announcementsTextsReady = addTexts('announcements', (language) =>
  import(/* webpackChunkName: "texts-announcements-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({
      announcements: texts.default,
    }),
  ),
);

export function useAnnouncementsTranslation() {
  return useTranslation(['announcements', 'content']);
}
