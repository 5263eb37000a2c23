// The page's one i18n instance, the site's own (it replaced i18next + react-i18next, ~25 KB gzip, for the few
// features the site uses). BN by default; `?lang=` on any URL selects and remembers the language; each app adds
// its own namespace in both languages with addAppTranslations. A text is found by its dotted key in one
// namespace (`{ ns }` or an `ns:` prefix, else the caller's), plurals by Intl.PluralRules (`x_one` / `x_other`,
// else `x`), then `defaultValue`, then the key itself; `{{name}}` takes the option of that name, unescaped
// (React escapes).
import { bus } from '../bus/event-bus';
import { readLocal, writeLocal } from '../state/storage';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from './languages';
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

/** What `t` takes besides the key: the namespace, the plural count, a text for a missing key, `{{values}}`. */
export interface TOptions {
  ns?: string;
  count?: number;
  defaultValue?: string;
  [name: string]: string | number | boolean | null | undefined;
}
export type TFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  language: Language;
  /** In the current language; the shared namespace unless `{ ns }` or an `ns:` prefix says otherwise. */
  t: TFunction;
  /** Resolves at once (texts are bundled); a language the site does not offer is ignored. */
  changeLanguage(language: string): Promise<void>;
  /**
   * Merges texts into a namespace, new texts winning: the one way the site adds texts (the flags keep i18next's
   * call shape, `deep` and `overwrite`).
   */
  addResourceBundle(
    language: string,
    namespace: string,
    tree: TranslationTree,
    deep?: true,
    overwrite?: true,
  ): void;
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

const resources: Record<string, Record<string, TranslationTree>> = {};
/** Per namespace, how many times texts were added: a component re-renders when its namespace grows. */
const versions: Record<string, number> = {};
const listeners = new Set<() => void>();
const plurals: Record<string, Intl.PluralRules> = {};

function notify(): void {
  for (const listener of listeners) listener();
}

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Copies `source` into `target`, new texts winning (never keeping a reference into an app's imported JSON). */
function merge(target: TranslationTree, source: TranslationTree): TranslationTree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      typeof value === 'string' ? value : merge(typeof current === 'object' ? current : {}, value);
  }
  return target;
}

function lookup(tree: TranslationTree | undefined, path: string): string | undefined {
  let node: TranslationTree | string | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function translate(language: string, namespace: string, key: string, options: TOptions = {}): string {
  const prefixed = /^([\w-]+):(.+)$/.exec(key);
  const path = prefixed ? prefixed[2]! : key;
  const tree = resources[language]?.[prefixed ? prefixed[1]! : (options.ns ?? namespace)];
  const { count } = options;
  const text =
    (typeof count === 'number'
      ? lookup(tree, `${path}_${(plurals[language] ??= new Intl.PluralRules(language)).select(count)}`)
      : undefined) ??
    lookup(tree, path) ??
    options.defaultValue ??
    path;
  // A value that is not given leaves its placeholder, as i18next did.
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = options[name.trim()];
    return value === undefined ? placeholder : String(value ?? '');
  });
}

export const i18n: I18n = {
  language: resolveInitialLanguage(),
  t: (key, options) => translate(i18n.language, SHARED_NAMESPACE, key, options),
  changeLanguage(language) {
    if (isSupportedLanguage(language) && language !== i18n.language) {
      i18n.language = language;
      setDocumentLanguage(language);
      notify();
      bus.emit('language:changed', { language });
    }
    return Promise.resolve();
  },
  addResourceBundle(language, namespace, tree) {
    const bundles = (resources[language] ??= {});
    bundles[namespace] = merge(bundles[namespace] ?? {}, tree);
    versions[namespace] = (versions[namespace] ?? 0) + 1;
    notify();
  },
};

addAppTranslations(SHARED_NAMESPACE, {
  bn: { ...bn, routes: routesBn },
  en: { ...en, routes: routesEn },
});
setDocumentLanguage(i18n.language);

/** For the hook: called on a language change and whenever texts are added. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const fixedTs: Record<string, { state: string; t: TFunction }> = {};

/** The namespace's `t` in the current language: the same function until the language or its texts change. */
export function getFixedT(namespace: string): TFunction {
  const { language } = i18n;
  const state = `${language}:${versions[namespace] ?? 0}`;
  const fixed = fixedTs[namespace];
  if (fixed?.state === state) return fixed.t;
  const t: TFunction = (key, options) => translate(language, namespace, key, options);
  fixedTs[namespace] = { state, t };
  return t;
}

/** Register an app's namespace (both languages are required by the type). Safe to call more than once. */
export function addAppTranslations(namespace: string, translations: AppTranslations): void {
  i18n.addResourceBundle('bn', namespace, translations.bn);
  i18n.addResourceBundle('en', namespace, translations.en);
}

export async function setLanguage(language: Language): Promise<void> {
  writeLocal(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
