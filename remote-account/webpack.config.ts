// The account remote's build: its own versioned container with the modules the shell's contract expects.
import path from 'node:path';
import { createAppConfig } from '../tools/webpack/create-config.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);

export const exposes = {
  './Pages': './src/exposes/pages.tsx',
  './AuthPopup': './src/exposes/auth-popup.tsx',
  './RealityCheck': './src/exposes/reality-check.tsx',
};

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ dir, name: 'account', kind: 'remote', exposes, devPort: 3001 }, argv);
