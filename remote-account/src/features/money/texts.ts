// The money pages' texts: deposit, withdraw, transfers, records and profit and loss: under the 'money.' keys of the
// 'money' namespace, fetched in the current language when the feature's first module loads; its `t` also finds the remote's common texts (texts of one feature do
// not ride with another's, and a Bengali visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    money: { money: typeof en };
  }
}

export const moneyTextsReady = addTexts('money', (language) =>
  import(/* webpackChunkName: "texts-money-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ money: texts.default }),
  ),
);

export function useMoneyTranslation() {
  return useTranslation(['money', 'account']);
}
