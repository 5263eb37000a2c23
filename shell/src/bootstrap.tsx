// Start-up: theme and language first (no flash), then the environment's pin file; register the remotes and
// render, or render the ops error page when the pin file is unusable.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { applyTheme, registerApp, startSessionSync } from 'shared';
import 'shared/theme.css';
import 'shared/ui.css';
import { App } from './app/app';
import { OpsErrorPage } from './app/ops-error-page';
import { removeFirstFrame } from './features/home/first-frame';
import { loadPinFile } from './federation/pin-file';
import { registerPinnedRemotes } from './federation/remotes';
import bn from './locales/bn.json';
import en from './locales/en.json';
import './styles/shell.css';

applyTheme();
startSessionSync();
// The shell's own imports of the shared libraries, compared with every remote's by the one-instance test.
const evidence = {
  React,
  createRoot: ReactDOMClient.createRoot,
  UNSAFE_NavigationContext,
  useAtomValue,
  QueryClientContext,
};
registerApp('shell', { bn, en }, evidence);

const root = ReactDOMClient.createRoot(document.getElementById('root')!);

loadPinFile()
  .then((pinFile) => {
    registerPinnedRemotes(pinFile);
    // A transition: React renders the page in slices of a few milliseconds and lets the browser in between (the
    // first frame from the HTML is already on screen), instead of one long task that blocks taps (issue 9: TBT).
    React.startTransition(() => {
      root.render(
        <React.StrictMode>
          <App />
        </React.StrictMode>,
      );
    });
  })
  .catch((error: unknown) => {
    console.error('[shell] pin file', error);
    removeFirstFrame();
    root.render(<OpsErrorPage reason={error instanceof Error ? error.message : String(error)} />);
  });
