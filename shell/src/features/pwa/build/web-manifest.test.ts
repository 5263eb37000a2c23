import { ICON_FILES, START_URL, THEME_COLORS, webManifest } from './web-manifest';

describe('webManifest', () => {
  it('makes the site installable as a standalone app that opens home', () => {
    expect(webManifest()).toMatchObject({
      name: 'VSBDT',
      short_name: 'VSBDT',
      start_url: START_URL,
      scope: '/',
      display: 'standalone',
      background_color: THEME_COLORS.dark,
      theme_color: THEME_COLORS.dark,
    });
    expect(START_URL).toBe('/m/home');
  });

  it('lists PNG icons of 192 and 512 pixels for any use and as maskable icons', () => {
    const icons = webManifest().icons.map((icon) => `${icon.sizes} ${icon.purpose} ${icon.type}`);
    expect(icons.sort()).toEqual([
      '192x192 any image/png',
      '192x192 maskable image/png',
      '512x512 any image/png',
      '512x512 maskable image/png',
    ]);
  });

  it('gives every icon file its own name under /icons/', () => {
    const files = ICON_FILES.map((icon) => icon.file);
    expect(new Set(files).size).toBe(files.length);
    for (const icon of webManifest().icons) expect(files).toContain(icon.src.slice(1));
  });
});
