// The second half of start-up, evaluated in a task of its own (bootstrap.tsx imports it eagerly but only after
// yielding): the app's modules — the shell's components, the router, react-query — and the first render. Splitting
// the evaluation of everything in two keeps each task short on a phone (total blocking time).
import type { QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { Root } from 'react-dom/client';
import { registerApp } from 'shared';
import { libraryEvidence } from 'shared/library-evidence';
import { removeFirstFrame } from '../features/home/first-frame';
import { loadShellTexts } from '../texts';
import { App } from './app';
import { OpsErrorPage } from './ops-error-page';

// The shell's view of the shared libraries (shared/library-evidence, built into the shell), compared with every
// remote's by the one-instance test.
void registerApp('shell', loadShellTexts, libraryEvidence);

export function renderApp(root: Root, queryClient: QueryClient): void {
  // A transition: React renders the page in slices of a few milliseconds and lets the browser in between (the
  // first frame from the HTML is already on screen), rather than one long task that blocks taps.
  React.startTransition(() => {
    root.render(
      <React.StrictMode>
        <App queryClient={queryClient} />
      </React.StrictMode>,
    );
  });
}

export function renderOpsError(root: Root, reason: string): void {
  removeFirstFrame();
  root.render(<OpsErrorPage reason={reason} />);
}
