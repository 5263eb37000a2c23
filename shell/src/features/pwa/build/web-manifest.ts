// The installed site's identity: the web app manifest, its icons and the theme colours of the browser's bars.
// Read by the build (tools/webpack/pwa-plugin.ts) and by the page (the theme-color meta follows the theme).

/** The page background of each theme (shared/src/theme/theme.css --mc-bg): the bars and the splash screen. */
export const THEME_COLORS = { dark: '#0f1420', light: '#f4f6fb' } as const;

/** The brand's gold (--mc-primary of the dark theme): the icon's mark. */
export const BRAND_GOLD = '#f5b82e';

export const START_URL = '/m/home';
export const MANIFEST_FILE = 'manifest.webmanifest';

/** How an icon is drawn: 'any' on a rounded tile, 'maskable' full bleed with the mark in the safe zone. */
export type IconPurpose = 'any' | 'maskable';

export interface IconFile {
  file: string;
  size: number;
  purpose: IconPurpose;
}

export const ICON_FILES: readonly IconFile[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
  // iOS rounds the corners itself and shows transparency as black: full bleed, like a maskable icon.
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'maskable' },
];

export const APPLE_TOUCH_ICON = 'icons/apple-touch-icon.png';

export function webManifest() {
  return {
    id: '/',
    name: 'VSBDT',
    short_name: 'VSBDT',
    description: 'VSBDT: slots, live casino, fishing, sports and more.',
    lang: 'bn',
    dir: 'ltr',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLORS.dark,
    theme_color: THEME_COLORS.dark,
    categories: ['games', 'entertainment'],
    icons: ICON_FILES.filter((icon) => icon.file !== APPLE_TOUCH_ICON).map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
