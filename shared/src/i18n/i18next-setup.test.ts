// The page's i18n on i18next: the first language (BN by default, `?lang=` chosen and remembered), `<html lang>`,
// a change reaching every app, and texts fetched per namespace in the current language only.
import { bus } from '../bus/event-bus';
import {
  addTexts,
  currentLanguage,
  i18n,
  LANGUAGE_STORAGE_KEY,
  resolveInitialLanguage,
  setLanguage,
  type TextsNamespace,
} from './i18next-setup';
import { DEFAULT_LANGUAGE, isSupportedLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from './languages';
import bn from './locales/bn.json';

beforeAll(() => {
  // The component tests' setup preloads both languages (tools/jest/setup-dom.ts); these tests check what a page
  // fetches, which is the current language only.
  i18n.options.preload = [];
});

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  localStorage.clear();
});

/** A namespace of this test's own: its loader records which languages were fetched. */
function probeNamespace(name: string, texts: Record<'bn' | 'en', Record<string, string>>) {
  const fetched: string[] = [];
  const ready = addTexts(name as TextsNamespace, (language) => {
    fetched.push(language);
    return Promise.resolve({ default: texts[language] });
  });
  // The probe's keys are not among the site's typed texts.
  const t = i18n.getFixedT(null, name as never) as unknown as (key: string, options?: object) => string;
  return { fetched, ready, t };
}

async function freshInstance(): Promise<typeof import('./i18next-setup')> {
  let fresh: typeof import('./i18next-setup') | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<typeof import('./i18next-setup')>('./i18next-setup');
  });
  await fresh!.i18nReady;
  return fresh!;
}

describe('the initial language', () => {
  it('is Bengali when nothing selects another one', () => {
    expect(DEFAULT_LANGUAGE).toBe('bn');
    expect(resolveInitialLanguage('')).toBe('bn');
  });

  it('starts the page in Bengali with <html lang="bn"> and the shared texts in Bengali', async () => {
    document.documentElement.lang = '';
    const fresh = await freshInstance();
    expect(fresh.i18n.language).toBe('bn');
    expect(fresh.currentLanguage()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(fresh.i18n.t('common.close')).toBe(bn.common.close);
    expect(fresh.i18n.t('routes.home')).not.toBe('routes.home');
  });

  it('starts the page in the remembered language, fetching no Bengali texts', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const fresh = await freshInstance();
    expect(fresh.i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(fresh.i18n.t('common.close')).toBe('Close');
    expect(fresh.i18n.hasResourceBundle('bn', 'shared')).toBe(false);
  });

  it('takes ?lang=en from the URL and remembers it', () => {
    expect(resolveInitialLanguage('?lang=en')).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(resolveInitialLanguage('')).toBe('en');
  });

  it('accepts ?lang= in any case among other parameters', () => {
    expect(resolveInitialLanguage('?ref=abc&lang=EN')).toBe('en');
  });

  it('ignores an unsupported ?lang=: the remembered language wins, else Bengali', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(resolveInitialLanguage('?lang=fr')).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');

    localStorage.clear();
    expect(resolveInitialLanguage('?lang=fr')).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('ignores a remembered value that is not a supported language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(resolveInitialLanguage('')).toBe('bn');
  });
});

describe('setLanguage', () => {
  it('switches the texts, the page lang attribute and the remembered language, and tells every app', async () => {
    const listener = jest.fn();
    const off = bus.on('language:changed', listener);

    await setLanguage('en');
    off();

    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18n.t('common.close')).toBe('Close');
    expect(listener).toHaveBeenCalledWith({ language: 'en' });
  });

  it('switches back to Bengali', async () => {
    await setLanguage('en');
    await setLanguage('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(currentLanguage()).toBe('bn');
    expect(i18n.t('common.close')).not.toBe('Close');
  });
});

describe('texts per namespace and language', () => {
  it("fetches a namespace's texts in the current language only, and the other language on a switch", async () => {
    const probe = probeNamespace('probe-lazy', { bn: { hello: 'নমস্কার' }, en: { hello: 'Hello' } });
    await probe.ready;
    expect(probe.fetched).toEqual(['bn']);
    expect(probe.t('hello')).toBe('নমস্কার');

    await setLanguage('en');
    expect(probe.fetched).toEqual(['bn', 'en']);
    expect(probe.t('hello')).toBe('Hello');
  });

  it('fills every {{value}}, numbers included, without HTML escaping (React escapes)', async () => {
    const probe = probeNamespace('probe-values', {
      bn: { line: '{{name}}: {{count}}' },
      en: { line: '{{name}}: {{count}}' },
    });
    await probe.ready;
    expect(probe.t('line', { name: 'A & <i>B</i>', count: 3 })).toBe('A & <i>B</i>: 3');
  });

  it('chooses the Bengali plural form (0 and 1 are "one") and the English one', async () => {
    const probe = probeNamespace('probe-plurals', {
      bn: { minutes_one: '{{count}} মিনিট (এক)', minutes_other: '{{count}} মিনিট' },
      en: { minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes' },
    });
    await probe.ready;
    expect(probe.t('minutes', { count: 0 })).toBe('0 মিনিট (এক)');
    expect(probe.t('minutes', { count: 1 })).toBe('1 মিনিট (এক)');
    expect(probe.t('minutes', { count: 2 })).toBe('2 মিনিট');
    await setLanguage('en');
    expect(probe.t('minutes', { count: 1 })).toBe('1 minute');
    expect(probe.t('minutes', { count: 0 })).toBe('0 minutes');
  });

  it('looks only in the current language: a text missing in Bengali shows its key, never the English', async () => {
    const probe = probeNamespace('probe-only-en', { bn: {}, en: { only: 'Only English' } });
    await probe.ready;
    expect(probe.t('only')).toBe('only');
  });
});

describe('changeLanguage', () => {
  it('ignores a language the site does not offer', async () => {
    const listener = jest.fn();
    const off = bus.on('language:changed', listener);
    await i18n.changeLanguage('fr');
    off();
    expect(i18n.language).toBe('bn');
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells the apps only when the language really changes', async () => {
    const listener = jest.fn();
    const off = bus.on('language:changed', listener);
    await i18n.changeLanguage('bn');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('en');
    off();
    expect(listener.mock.calls).toEqual([[{ language: 'en' }]]);
  });
});

describe('languages', () => {
  it('supports exactly BN and EN in the interface', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual(['bn', 'en']);
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('fr')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });

  it('names exactly the 31 language codes of the spec, each with a native and an English name', () => {
    const specCodes = [
      'CN',
      'EN',
      'JA',
      'TH',
      'VI',
      'MY',
      'ES',
      'HI',
      'ID',
      'KM',
      'KO',
      'MS',
      'PT',
      'PT-BR',
      'TA',
      'TW',
      'TY',
      'UR',
      'UR-LA',
      'TR',
      'BN',
      'AR',
      'FA',
      'RU',
      'KK',
      'UZ',
      'LO',
      'NE',
      'FR',
      'TE',
      'SW',
    ];
    expect(specCodes).toHaveLength(31);
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...specCodes].sort());
    for (const code of specCodes) {
      expect(LANGUAGE_NAMES[code]?.native.trim()).not.toBe('');
      expect(LANGUAGE_NAMES[code]?.english.trim()).not.toBe('');
    }
    expect(LANGUAGE_NAMES.BN?.native).toBe('বাংলা');
  });
});
