// The interface language as a hook: for a query whose answer the server words in the caller's language (its key
// carries the language, so switching language asks again rather than showing the other language's answer).
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from './languages';

/** The interface language, re-rendering when it changes. */
export function useInterfaceLanguage(): Language {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
