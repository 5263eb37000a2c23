import { bus } from '../bus/event-bus';
import { applyTheme, currentTheme, setTheme, THEME_STORAGE_KEY } from './theme';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterAll(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('is dark by default', () => {
    expect(currentTheme()).toBe('dark');
    applyTheme();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('treats an unknown remembered value as dark', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(currentTheme()).toBe('dark');
  });

  it('switches to light: remembers it, sets data-theme on <html> and tells every app', () => {
    const listener = jest.fn();
    const off = bus.on('theme:changed', listener);

    setTheme('light');
    off();

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(currentTheme()).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ theme: 'light' });
  });

  it('applies the remembered theme on the next page load', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    applyTheme();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('switches back to dark', () => {
    setTheme('light');
    setTheme('dark');
    expect(currentTheme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});
