// The types of the site's texts: every namespace and its keys, from the English locale files, so a misspelt or
// missing key fails `pnpm typecheck` wherever `t` is called. Each app adds its namespaces beside the files that
// register them:
//
//   declare module 'shared/site-texts' {
//     interface SiteTexts { money: typeof moneyEn }
//   }
import type { ParseKeys } from 'i18next';
import type routes from '../routes/locales/en.json';
import type texts from './locales/en.json';

export interface SiteTexts {
  shared: typeof texts & { routes: typeof routes };
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shared';
    resources: SiteTexts;
  }
}

/** A key of the shared namespace: what validation rules and the error catalogue answer with. */
export type SharedTextKey = ParseKeys<'shared'>;
