// Text keys are typed from the English locale files (shared/src/i18n/site-texts.ts): `pnpm typecheck` fails on a
// misspelt key or on a key of another namespace, because each `@ts-expect-error` below must meet an error. Should
// the keys become plain strings, those directives are unused and typecheck fails.
import { useTranslation } from 'react-i18next';
import { i18n, i18nReady } from './i18next-setup';
import en from './locales/en.json';

it('translates a key of the shared namespace, and refuses unknown ones at compile time', async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  expect(i18n.t('common.close')).toBe(en.common.close);
  expect(i18n.t('errors.offline', { ns: 'shared' })).toBe(en.errors.offline);

  // @ts-expect-error a misspelt key
  expect(i18n.t('common.clsoe')).toBe('common.clsoe');
  // @ts-expect-error a group of texts is not a text
  void i18n.t('common', { returnObjects: false });
});

export function KeysOfAnotherNamespace() {
  const { t } = useTranslation('shell');
  // @ts-expect-error a shared key read through the shell's namespace without its `ns`
  return [t('common.close'), t('menu.title')];
}
