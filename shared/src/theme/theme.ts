// Dark (default) or light theme, remembered in local storage and applied as data-theme on <html>.
import { bus } from '../bus/event-bus';
import { readLocal, writeLocal } from '../state/storage';

export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'MC_THEME';

export function currentTheme(): Theme {
  return readLocal(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: Theme = currentTheme()): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
}

export function setTheme(theme: Theme): void {
  writeLocal(THEME_STORAGE_KEY, theme);
  applyTheme(theme);
  bus.emit('theme:changed', { theme });
}
