// The member area's texts: the member centre, settings, security, rewards, mail, feedback and rebates: under the
// 'memberArea.' keys of the 'memberArea' namespace, fetched in the current language when the feature's first module
// loads (texts of one feature do not ride with another's, and a Bengali visit fetches no English).
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    memberArea: { memberArea: typeof en };
  }
}

export const memberAreaTextsReady = addTexts('memberArea', (language) =>
  import(/* webpackChunkName: "texts-memberArea-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ memberArea: texts.default }),
  ),
);

export function useMemberTranslation() {
  return useTranslation(['memberArea', 'account']);
}

/** A key the member area's `t` takes. */
export type MemberTextKey = ParseKeys<['memberArea', 'account']>;
