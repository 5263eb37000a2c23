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
    addAppTranslations('test-app-3', {
      bn: { common: { close: 'বন্ধ নয়' } },
      en: { common: { close: 'Not close' } },
    });
    expect(i18n.t('common.close')).toBe(i18n.t('common.close', { ns: SHARED_NAMESPACE }));
    expect(i18n.t('common.close')).not.toBe('বন্ধ নয়');
  });

  it("keeps its own copy: later additions never change the app's imported texts", () => {
    const bnTexts = { box: { a: 'ক' } };
    addAppTranslations('test-app-4', { bn: bnTexts, en: { box: { a: 'A' } } });
    addAppTranslations('test-app-4', { bn: { box: { b: 'খ' } }, en: { box: { b: 'B' } } });
    expect(bnTexts).toEqual({ box: { a: 'ক' } });
    expect(i18n.t('box.a', { ns: 'test-app-4' })).toBe('ক');
    expect(i18n.t('box.b', { ns: 'test-app-4' })).toBe('খ');
  });
});

describe('t', () => {
  beforeAll(() => {
    addAppTranslations('t-test', {
      bn: {
        hello: 'নমস্কার {{name}}, আপনার {{ count }}টি বার্তা',
        html: '<b>{{name}}</b>',
        minutes_one: '{{count}} মিনিট (এক)',
        minutes_other: '{{count}} মিনিট',
        unread: '{{count}}টি না পড়া',
        nested: { deep: { text: 'গভীর' } },
      },
      en: {
        hello: 'Hello {{name}}, you have {{ count }} messages',
        html: '<b>{{name}}</b>',
        minutes_one: '{{count}} minute',
        minutes_other: '{{count}} minutes',
        unread: '{{count}} unread',
        nested: { deep: { text: 'Deep' } },
      },
    });
  });

  it('fills every {{value}} (spaces allowed), numbers included, without HTML escaping', async () => {
    await setLanguage('en');
    expect(i18n.t('hello', { ns: 't-test', name: 'Rafi', count: 3 })).toBe('Hello Rafi, you have 3 messages');
    expect(i18n.t('html', { ns: 't-test', name: 'A & <i>B</i>' })).toBe('<b>A & <i>B</i></b>');
  });

  it('leaves the placeholder of a value that is not given', async () => {
    await setLanguage('en');
    expect(i18n.t('html', { ns: 't-test' })).toBe('<b>{{name}}</b>');
  });

  it('finds nested keys and takes the namespace from an `ns:` prefix or `{ ns }`', async () => {
    await setLanguage('en');
    expect(i18n.t('t-test:nested.deep.text')).toBe('Deep');
    expect(i18n.t('nested.deep.text', { ns: 't-test' })).toBe('Deep');
    expect(i18n.t('shared:common.close', { ns: 't-test' })).toBe('Close');
    expect(i18n.t('nested.deep.text')).toBe('nested.deep.text');
  });

  it('chooses the English plural form with Intl.PluralRules', async () => {
    await setLanguage('en');
    expect(i18n.t('minutes', { ns: 't-test', count: 1 })).toBe('1 minute');
    expect(i18n.t('minutes', { ns: 't-test', count: 0 })).toBe('0 minutes');
    expect(i18n.t('minutes', { ns: 't-test', count: 5 })).toBe('5 minutes');
  });

  it('chooses the Bengali plural form with Intl.PluralRules (0 and 1 are "one")', async () => {
    await setLanguage('bn');
    expect(i18n.t('minutes', { ns: 't-test', count: 0 })).toBe('0 মিনিট (এক)');
    expect(i18n.t('minutes', { ns: 't-test', count: 1 })).toBe('1 মিনিট (এক)');
    expect(i18n.t('minutes', { ns: 't-test', count: 2 })).toBe('2 মিনিট');
  });

  it('uses the plain key when a text has no plural forms', async () => {
    await setLanguage('en');
    expect(i18n.t('unread', { ns: 't-test', count: 4 })).toBe('4 unread');
  });

  it('returns defaultValue for a missing key, else the key itself (without an `ns:` prefix)', async () => {
    await setLanguage('en');
    expect(i18n.t('tabs.SLOT', { ns: 't-test', defaultValue: 'SLOT' })).toBe('SLOT');
    expect(i18n.t('minutes_one', { ns: 't-test', defaultValue: 'unused' })).toBe('{{count}} minute');
    expect(i18n.t('no.such.key', { ns: 't-test' })).toBe('no.such.key');
    expect(i18n.t('t-test:no.such.key')).toBe('no.such.key');
    expect(i18n.t('nested', { ns: 't-test' })).toBe('nested');
  });

  it('looks only in the current language (no fallback to the other one)', async () => {
    addAppTranslations('t-test-en-only', { bn: {}, en: { only: 'English only' } });
    await setLanguage('bn');
    expect(i18n.t('only', { ns: 't-test-en-only' })).toBe('only');
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
