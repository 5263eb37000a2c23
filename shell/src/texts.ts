// The shell's texts (header, side menu, footer tabs, pop-ups, toasts, the status and ops pages): the 'shell'
// namespace, in the current language only.
import type { TextsLoader } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    shell: typeof en;
  }
}

// The shared namespace's chunk name (shared/src/i18n/i18next-setup.ts): every page starts with both namespaces, so
// in the shell's build a language's shell and shared texts are one file, one request at start instead of two.
export const loadShellTexts: TextsLoader = (language) =>
  import(/* webpackChunkName: "texts-shared-[request]" */ `./locales/${language}.json`);
