// The page's one i18next instance (a federation singleton, like react-i18next, so every app reads and changes the
// same language). BN by default; `?lang=` on any URL selects and remembers the language; `<html lang>` follows it.
// Texts load lazily, per language and per namespace: each app and each feature registers where its namespace's
// locale files are (`addTexts`, a dynamic `import()` that webpack splits per language), and i18next fetches the
// current language's file when the namespace is first used — a Bengali visit downloads no English texts.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { bus } from '../bus/event-bus';
import { readLocal, writeLocal } from '../state/storage';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language, SUPPORTED_LANGUAGES } from './languages';
import type { SiteTexts } from './site-texts';

export const LANGUAGE_STORAGE_KEY = 'MC_LANG';

export type TextsNamespace = Extract<keyof SiteTexts, string>;
/** Where a namespace's texts are: `(language) => import(\`./locales/${language}.json\`)`. */
export type TextsLoader = (language: Language) => Promise<object>;

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

const loaders = new Map<string, TextsLoader>();

/**
 * Registers where a namespace's texts load from and starts loading them in the current language (the module
 * that registers them is about to render). Resolves when they are in. Safe to call more than once.
 */
export function addTexts(namespace: TextsNamespace, load: TextsLoader): Promise<void> {
  loaders.set(namespace, load);
  return i18n.loadNamespaces(namespace).then(() => undefined);
}

/** Every namespace registered so far (tests load them all in both languages). */
export function registeredNamespaces(): TextsNamespace[] {
  return [...loaders.keys()] as TextsNamespace[];
}

/**
 * Resolves when the texts of every namespace registered so far are in. A module registers its namespaces as it is
 * evaluated; waiting for them before its first render renders it once, instead of suspending on the texts and
 * rendering again.
 */
export function textsSettled(): Promise<void> {
  return i18n.loadNamespaces(registeredNamespaces()).then(() => undefined);
}

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next;

// The shared namespace: the UI kit's, the catalogue's error texts and the route table's page names.
loaders.set('shared', (language) =>
  Promise.all([
    import(/* webpackChunkName: "texts-shared-[request]" */ `./locales/${language}.json`),
    // The same chunk name: both files of a language arrive in one request.
    import(/* webpackChunkName: "texts-shared-[request]" */ `../routes/locales/${language}.json`),
  ]).then(([texts, routes]: [{ default: object }, { default: object }]) => ({
    ...texts.default,
    routes: routes.default,
  })),
);

/** Resolves when the instance is ready and the shared texts of the first language are in. */
export const i18nReady: Promise<unknown> = i18n
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const load = loaders.get(namespace);
      if (!load || !isSupportedLanguage(language)) {
        return Promise.reject(new Error(`No texts for ${namespace} in ${language}`));
      }
      return load(language);
    }),
  )
  .use(initReactI18next)
  .init({
    lng: resolveInitialLanguage(),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Only the current language's texts load: no fallback language, no 'en' for 'en-US'.
    fallbackLng: false,
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: ['shared'],
    defaultNS: 'shared',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    // The language is set at once (start-up's first requests carry it); the texts still arrive asynchronously.
    initAsync: false,
  });

// i18next reports every changeLanguage call; the apps hear only a real change.
let shownLanguage = i18n.language;
i18n.on('languageChanged', (language: string) => {
  if (language === shownLanguage || !isSupportedLanguage(language)) return;
  shownLanguage = language;
  setDocumentLanguage(language);
  bus.emit('language:changed', { language });
});
setDocumentLanguage(shownLanguage);

export async function setLanguage(language: Language): Promise<void> {
  writeLocal(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
