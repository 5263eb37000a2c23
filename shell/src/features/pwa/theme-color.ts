// The browser's bars follow the site's theme: index.html's theme-color metas start from the system preference
// (before any script runs); once the shell runs, the theme the player chose (dark by default) wins.
import { bus, currentTheme } from 'shared';
import { THEME_COLORS } from './build/web-manifest';

function paint(theme: keyof typeof THEME_COLORS) {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLORS[theme];
  }
}

export function followThemeColor(): () => void {
  paint(currentTheme());
  return bus.on('theme:changed', ({ theme }) => paint(theme));
}
