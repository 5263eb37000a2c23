import { bus } from '../bus/event-bus';
import {
  addAppTranslations,
  currentLanguage,
  i18n,
  LANGUAGE_STORAGE_KEY,
  resolveInitialLanguage,
  setLanguage,
  SHARED_NAMESPACE,
} from './i18n';
import { DEFAULT_LANGUAGE, isSupportedLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from './languages';

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  document.documentElement.lang = i18n.language;
  localStorage.clear();
});

describe('the initial language', () => {
  it('is Bengali when nothing selects another one', () => {
    expect(DEFAULT_LANGUAGE).toBe('bn');
    expect(resolveInitialLanguage('')).toBe('bn');
  });

  it('starts the page i18n instance in Bengali with <html lang="bn">', () => {
    document.documentElement.lang = '';
    let fresh: typeof import('./i18n') | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./i18n')>('./i18n');
    });
    expect(fresh?.i18n.language).toBe('bn');
    expect(fresh?.currentLanguage()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(fresh?.i18n.t('common.close')).not.toBe('common.close');
    expect(fresh?.i18n.t('common.close')).not.toBe('Close');
  });

  it('starts the page in the remembered language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    let fresh: typeof import('./i18n') | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./i18n')>('./i18n');
    });
    expect(fresh?.i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(fresh?.i18n.t('common.close')).toBe('Close');
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

describe('addAppTranslations', () => {
  it('registers an app namespace in both languages', async () => {
    addAppTranslations('test-app', {
      bn: { greeting: { hello: 'নমস্কার {{name}}' } },
      en: { greeting: { hello: 'Hello {{name}}' } },
    });

    expect(i18n.t('greeting.hello', { ns: 'test-app', name: 'Rafi' })).toBe('নমস্কার Rafi');
    await setLanguage('en');
    expect(i18n.t('greeting.hello', { ns: 'test-app', name: 'Rafi' })).toBe('Hello Rafi');
  });

  it('can be called again to add keys without losing the earlier ones', () => {
    addAppTranslations('test-app-2', { bn: { a: 'ক' }, en: { a: 'A' } });
    addAppTranslations('test-app-2', { bn: { b: 'খ' }, en: { b: 'B' } });
    expect(i18n.t('a', { ns: 'test-app-2' })).toBe('ক');
    expect(i18n.t('b', { ns: 'test-app-2' })).toBe('খ');
  });

  it('leaves the shared namespace as the default', () => {
    expect(i18n.options.defaultNS).toBe(SHARED_NAMESPACE);
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
