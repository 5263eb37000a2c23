import { setTheme, THEME_STORAGE_KEY } from 'shared';
import { THEME_COLORS } from './build/web-manifest';
import { followThemeColor } from './theme-color';

function metaColours() {
  return [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
    (meta) => meta.content,
  );
}

beforeEach(() => {
  localStorage.removeItem(THEME_STORAGE_KEY);
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}" />
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}" />`;
});

afterAll(() => localStorage.removeItem(THEME_STORAGE_KEY));

it("paints the browser's bars in the site's theme (dark by default, whatever the system prefers)", () => {
  const stop = followThemeColor();
  expect(metaColours()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
  stop();
});

it('follows the theme the player picks', () => {
  const stop = followThemeColor();
  setTheme('light');
  expect(metaColours()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
  setTheme('dark');
  expect(metaColours()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
  stop();
  setTheme('light');
  expect(metaColours()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
});
