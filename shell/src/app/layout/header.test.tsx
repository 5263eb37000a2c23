import { act, screen } from '@testing-library/react';
import { i18n } from 'shared';
import { renderWithProviders } from 'shared/testing';
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';
import { MessagesButton } from './header';

/** The words of an accessible name, split as a speech-input user's words are (spaces and punctuation). */
function wordsOf(name: string): string[] {
  return name.split(/[\s,.:;()]+/).filter(Boolean);
}

async function renderIn(language: 'en' | 'bn', unread: number) {
  renderWithProviders(<MessagesButton unread={unread} onClick={() => undefined} />);
  await act(() => i18n.changeLanguage(language));
  return screen.getByRole('button');
}

describe('the header messages button', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'shell', en, true, true);
    i18n.addResourceBundle('bn', 'shell', bn, true, true);
  });

  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 3, '3'],
    ['bn', 3, '3'],
    ['en', 120, '99+'],
    ['bn', 120, '99+'],
  ] as const)(
    'in %s with %i unread, its name holds the badge text %s as a word (WCAG 2.5.3)',
    async (language, unread, shown) => {
      const button = await renderIn(language, unread);
      expect(button).toHaveTextContent(shown);
      const name = button.getAttribute('aria-label') ?? '';
      expect(name.startsWith(language === 'en' ? 'Messages' : 'বার্তা')).toBe(true);
      expect(wordsOf(name)).toContain(shown);
    },
  );

  it('is named Messages without a badge when nothing is unread', async () => {
    const button = await renderIn('bn', 0);
    expect(button).toHaveAccessibleName('বার্তা');
    expect(button).toHaveTextContent('');
  });
});
