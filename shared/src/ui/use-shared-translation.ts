// The UI kit's translator: the page's one i18n instance in the shared namespace.
import { SHARED_NAMESPACE } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';

export function useSharedTranslation() {
  return useTranslation(SHARED_NAMESPACE);
}
