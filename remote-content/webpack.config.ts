// The content remote's build: its own versioned container with the modules the shell's contract expects.
import path from 'node:path';
import { createAppConfig } from '../tools/webpack/create-config.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);

export const exposes = {
  './Pages': './src/exposes/pages.tsx',
  './HomeBanners': './src/exposes/home-banners.tsx',
  './Banners': './src/exposes/banners.tsx',
  './HomeSections': './src/exposes/home-sections.tsx',
  './FooterContent': './src/exposes/footer-content.tsx',
  './ServiceButton': './src/exposes/service-button.tsx',
  './SideMenuPromos': './src/exposes/side-menu-promos.tsx',
};

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ dir, name: 'content', kind: 'remote', exposes, devPort: 3003 }, argv);
