// The shell's texts (header, side menu, footer tabs, pop-ups, toasts, the status and ops pages): the 'shell'
// namespace, in the current language only.
import type { TextsLoader } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    shell: typeof en;
  }
}

export const loadShellTexts: TextsLoader = (language) =>
  import(/* webpackChunkName: "texts-shell-[request]" */ `./locales/${language}.json`);
