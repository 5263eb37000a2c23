// The page's one i18next instance. BN by default; `?lang=` on any URL selects and remembers the language;
// each app adds its own namespace in both languages with addAppTranslations.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus } from '../bus/event-bus';
import { readLocal, writeLocal } from '../state/storage';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language, SUPPORTED_LANGUAGES } from './languages';
import routesBn from '../routes/locales/bn.json';
import routesEn from '../routes/locales/en.json';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const LANGUAGE_STORAGE_KEY = 'MC_LANG';
export const SHARED_NAMESPACE = 'shared';

export type TranslationTree = { [key: string]: string | TranslationTree };
export interface AppTranslations {
  bn: TranslationTree;
  en: TranslationTree;
}

/** The language for this page load: `?lang=` first (and remembered), then the remembered one, then BN. */
export function resolveInitialLanguage(search: string = globalThis.location?.search ?? ''): Language {
  const fromUrl = new URLSearchParams(search).get('lang')?.toLowerCase();
  if (isSupportedLanguage(fromUrl)) {
    writeLocal(LANGUAGE_STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  const remembered = readLocal(LANGUAGE_STORAGE_KEY);
  return isSupportedLanguage(remembered) ? remembered : DEFAULT_LANGUAGE;
}

function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: resolveInitialLanguage(),
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [SHARED_NAMESPACE],
    defaultNS: SHARED_NAMESPACE,
    resources: {
      bn: { [SHARED_NAMESPACE]: { ...bn, routes: routesBn } },
      en: { [SHARED_NAMESPACE]: { ...en, routes: routesEn } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    bus.emit('language:changed', { language });
  });
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
  return instance;
}

export const i18n: I18n = createI18n();

/** Register an app's namespace (both languages are required by the type). Safe to call more than once. */
export function addAppTranslations(namespace: string, translations: AppTranslations): void {
  i18n.addResourceBundle('bn', namespace, translations.bn, true, true);
  i18n.addResourceBundle('en', namespace, translations.en, true, true);
}

export async function setLanguage(language: Language): Promise<void> {
  writeLocal(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
