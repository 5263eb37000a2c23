// Runs once when any of this remote's modules loads: its translations, and its view of the shared libraries for
// the one-instance test (shared/library-evidence, built into this remote).
// No style sheet here: each component and feature imports its own (classes prefixed agt-; the contract alerts use
// the shared dialog). A sheet imported here is part of every area's files, and an empty one was a request for
// nothing on every page an agent opened.
import { registerApp } from 'shared';
import { libraryEvidence } from 'shared/library-evidence';
import type en from './locales/en.json';

export const NAMESPACE = 'agent';

declare module 'shared/site-texts' {
  interface SiteTexts {
    agent: typeof en;
  }
}

// The contract alerts' and the shared components' texts ('alerts.', 'common.'), in the current language. Each
// feature area has its own namespace beside it ('centre', 'contracts', 'upline': features/*/texts.ts), fetched
// when its first module loads.
export const textsReady = registerApp(
  NAMESPACE,
  (language) => import(/* webpackChunkName: "texts-agent-[request]" */ `./locales/${language}.json`),
  libraryEvidence,
);
