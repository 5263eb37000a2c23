// The sign-in, registration, password and mobile-binding texts: the 'auth' namespace, fetched in the current
// language when the feature's first module loads (texts of one feature do not ride with another's, and a Bengali
// visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    auth: typeof en;
  }
}

export const authTextsReady = addTexts(
  'auth',
  (language) => import(/* webpackChunkName: "texts-auth-[request]" */ `./locales/${language}.json`),
);

export function useAuthTranslation() {
  return useTranslation(['auth', 'account']);
}
