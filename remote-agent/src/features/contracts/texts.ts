// The contract pages' texts (the contract alerts keep theirs in the agent namespace): under the 'contracts.' keys of
// the 'contracts' namespace, fetched in the current language when the feature's first module loads; its `t` also finds the remote's common texts (texts of one
// feature do not ride with another's, and a Bengali visit fetches no English).
import { useTranslation } from 'react-i18next';
import { addTexts } from 'shared';
import type en from './locales/en.json';

declare module 'shared/site-texts' {
  interface SiteTexts {
    contracts: { contracts: typeof en };
  }
}

export const contractsTextsReady = addTexts('contracts', (language) =>
  import(/* webpackChunkName: "texts-contracts-[request]" */ `./locales/${language}.json`).then(
    (texts: { default: object }) => ({ contracts: texts.default }),
  ),
);

export function useContractsTranslation() {
  return useTranslation(['contracts', 'agent']);
}
