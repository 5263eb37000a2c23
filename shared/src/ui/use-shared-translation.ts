// The UI kit's translator: always the page's one i18n instance and the shared namespace, so a remote that
// renders a kit component outside any I18nextProvider still gets the right texts.
import { useTranslation } from 'react-i18next';
import { i18n, SHARED_NAMESPACE } from '../i18n/i18n';

export function useSharedTranslation() {
  return useTranslation(SHARED_NAMESPACE, { i18n });
}
