// The second half of start-up, evaluated in a task of its own (bootstrap.tsx imports it eagerly but only after
// yielding): the app's modules — the shell's components, the router, react-query — and the first render. Splitting
// the evaluation of everything in two keeps each task short on a phone (total blocking time).
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { registerApp } from 'shared';
import { removeFirstFrame } from '../features/home/first-frame';
import { loadShellTexts } from '../texts';
import { App } from './app';
import { OpsErrorPage } from './ops-error-page';

// The shell's own imports of the shared libraries, compared with every remote's by the one-instance test.
const evidence = {
  React,
  createRoot: ReactDOMClient.createRoot,
  UNSAFE_NavigationContext,
  useAtomValue,
  QueryClientContext,
  useTranslation,
};
void registerApp('shell', loadShellTexts, evidence);

export function renderApp(root: ReactDOMClient.Root, queryClient: QueryClient): void {
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

export function renderOpsError(root: ReactDOMClient.Root, reason: string): void {
  removeFirstFrame();
  root.render(<OpsErrorPage reason={reason} />);
}
