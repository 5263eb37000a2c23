// The account remote's build: its own versioned container with the modules the shell's contract expects, and, in
// production, the member centre's first paint (src/first-paint/member-card.ts), a script of its own beside it.
import path from 'node:path';
import { FIRST_PAINT_SCRIPTS } from '../shared/src/contracts/page-parts.ts';
import { createAppConfig, createFirstPaintConfig } from '../tools/webpack/create-config.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);

export const exposes = {
  './Pages': './src/exposes/pages.tsx',
  './AuthPopup': './src/exposes/auth-popup.tsx',
  './RealityCheck': './src/exposes/reality-check.tsx',
};

export default (_env: unknown, argv: { mode?: string }) => {
  const app = createAppConfig({ dir, name: 'account', kind: 'remote', exposes, devPort: 3001 }, argv);
  if (argv.mode === 'development') return app;
  return [
    app,
    createFirstPaintConfig({
      dir,
      after: 'account',
      entry: { [FIRST_PAINT_SCRIPTS.member!.name]: './src/first-paint/member-card.ts' },
    }),
  ];
};
